import { PaymentProviderError } from '../../src/payments/provider';
import { SandboxPaymentProvider } from '../../src/payments/sandbox';
import { createPaymentProvider } from '../../src/payments/select';

const clock = () => new Date('2026-11-25T01:00:00.000Z');
const charge = (paymentId: string, amount = 300_000) => ({
  paymentId,
  orderName: 'TOV E-7 document_review',
  amount,
  currency: 'KRW' as const,
  customerId: 'u1',
});

describe('the sandbox payment provider', () => {
  it('charges once per payment id: asking again answers the first payment, with the same reference', async () => {
    const sandbox = new SandboxPaymentProvider(clock);
    const first = await sandbox.charge(charge('p1'));
    const again = await sandbox.charge(charge('p1'));
    expect(first).toEqual({
      paymentId: 'p1',
      status: 'PAID',
      amount: { total: 300_000, cancelled: 0 },
      currency: 'KRW',
      providerReference: expect.stringMatching(/^sbx_pay_[0-9a-f]{24}$/),
      paidAt: '2026-11-25T01:00:00.000Z',
    });
    expect(again).toEqual(first);
    expect(sandbox.movements).toEqual([{ operation: 'charge', id: 'p1', amount: 300_000 }]);
    await expect(sandbox.charge(charge('p1', 1_000))).rejects.toMatchObject({ type: 'ALREADY_PAID' });
  });

  it('is deterministic across instances (a restarted process gives the same references)', async () => {
    const a = await new SandboxPaymentProvider(clock).charge(charge('p2'));
    const b = await new SandboxPaymentProvider(clock).charge(charge('p2'));
    expect(a.providerReference).toBe(b.providerReference);
  });

  it('cancels partly then fully, once per cancellation id, and refuses more than is left', async () => {
    const sandbox = new SandboxPaymentProvider(clock);
    await sandbox.charge(charge('p3'));
    const part = await sandbox.refund({ paymentId: 'p3', cancellationId: 'c1', amount: 100_000, reason: 'late', currentCancellableAmount: 300_000 });
    expect(part).toMatchObject({ status: 'SUCCEEDED', totalAmount: 100_000, paymentStatus: 'PARTIAL_CANCELLED' });
    expect(await sandbox.refund({ paymentId: 'p3', cancellationId: 'c1', amount: 100_000, reason: 'late', currentCancellableAmount: 300_000 })).toEqual(part);
    await expect(
      sandbox.refund({ paymentId: 'p3', cancellationId: 'c2', amount: 200_001, reason: 'x', currentCancellableAmount: 200_000 }),
    ).rejects.toMatchObject({ type: 'CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT' });
    await expect(sandbox.refund({ paymentId: 'p3', cancellationId: 'c3', amount: 1, reason: 'x', currentCancellableAmount: 300_000 })).rejects.toMatchObject({
      type: 'CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN',
    });
    const rest = await sandbox.refund({ paymentId: 'p3', cancellationId: 'c4', amount: 200_000, reason: 'cancel', currentCancellableAmount: 200_000 });
    expect(rest.paymentStatus).toBe('CANCELLED');
    expect(sandbox.getPayment('p3')).toMatchObject({ status: 'CANCELLED', amount: { total: 300_000, cancelled: 300_000 } });
    expect(sandbox.movements.filter((m) => m.operation === 'refund').map((m) => m.amount)).toEqual([100_000, 200_000]);
  });

  it("checks a cancellation of a payment it does not know (after a restart) against the ledger's figure alone", async () => {
    const sandbox = new SandboxPaymentProvider(clock);
    expect((await sandbox.refund({ paymentId: 'old', cancellationId: 'c', amount: 10, reason: 'x', currentCancellableAmount: 10 })).paymentStatus).toBe(
      'CANCELLED',
    );
    await expect(sandbox.refund({ paymentId: 'old', cancellationId: 'd', amount: 11, reason: 'x', currentCancellableAmount: 10 })).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });

  it('pays out once per payout id, and refuses the next operation when told to', async () => {
    const sandbox = new SandboxPaymentProvider(clock);
    const payout = await sandbox.payout({ payoutId: 'o1', partnerId: 'e1', amount: 270_000, currency: 'KRW', memo: 'm' });
    expect(await sandbox.payout({ payoutId: 'o1', partnerId: 'e1', amount: 270_000, currency: 'KRW', memo: 'm' })).toEqual(payout);
    sandbox.refuseNext('charge', 'CARD_DECLINED');
    await expect(sandbox.charge(charge('p4'))).rejects.toMatchObject({ type: 'CARD_DECLINED' });
    expect((await sandbox.charge(charge('p4'))).status).toBe('PAID');
  });

  it('is what PAYMENT_PROVIDER=sandbox selects', () => {
    expect(createPaymentProvider('sandbox').name).toBe('sandbox');
  });
});
