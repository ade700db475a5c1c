import { createHash } from 'node:crypto';
import {
  PaymentProviderError,
  type ChargeRequest,
  type PaymentProvider,
  type PayoutRequest,
  type ProviderCancellation,
  type ProviderPayment,
  type ProviderPayout,
  type RefundRequest,
} from './provider';

/** A reference derived from our id alone: the same request always meets the same answer, in any process. */
const reference = (prefix: string, id: string) => `${prefix}_${createHash('sha256').update(id).digest('hex').slice(0, 24)}`;

interface SandboxState {
  payment: ProviderPayment;
  cancellations: Map<string, ProviderCancellation>;
}

/**
 * The sandbox provider: PortOne V2's shapes, in process, deterministic (references are hashes of our
 * ids; times come from the clock given). It remembers what it was asked in this process, so a charge
 * or a cancellation asked twice answers the first one, and a cancellation beyond what was paid is
 * refused as PortOne refuses it. After a restart it forgets: a cancellation of a payment it does not
 * know is checked against the ledger's `currentCancellableAmount` alone (the ledger is the authority).
 * `refuseNext` makes the next charge or refund fail, as a declined card or a PG error would (tests).
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private readonly payments = new Map<string, SandboxState>();
  private readonly payouts = new Map<string, ProviderPayout>();
  private readonly refusals: Array<{ operation: 'charge' | 'refund' | 'payout'; type: string }> = [];
  /** Every movement the sandbox really made (a repeated request adds nothing): what a test counts. */
  readonly movements: Array<{ operation: 'charge' | 'refund' | 'payout'; id: string; amount: number }> = [];

  constructor(private readonly now: () => Date = () => new Date()) {}

  refuseNext(operation: 'charge' | 'refund' | 'payout', type = 'REJECTED'): void {
    this.refusals.push({ operation, type });
  }

  private refusal(operation: 'charge' | 'refund' | 'payout'): void {
    const index = this.refusals.findIndex((r) => r.operation === operation);
    if (index < 0) return;
    const [refusal] = this.refusals.splice(index, 1);
    throw new PaymentProviderError(refusal!.type, `sandbox refused the ${operation}`);
  }

  async charge(request: ChargeRequest): Promise<ProviderPayment> {
    if (!Number.isInteger(request.amount) || request.amount <= 0)
      throw new PaymentProviderError('INVALID_REQUEST', 'amount must be a positive whole number of won');
    const known = this.payments.get(request.paymentId);
    if (known) {
      // PortOne answers ALREADY_PAID; the adapter's answer is the payment itself when it is the same order.
      if (known.payment.amount.total !== request.amount) throw new PaymentProviderError('ALREADY_PAID', 'this payment id was paid with another amount');
      return { ...known.payment, amount: { ...known.payment.amount } };
    }
    this.refusal('charge');
    const payment: ProviderPayment = {
      paymentId: request.paymentId,
      status: 'PAID',
      amount: { total: request.amount, cancelled: 0 },
      currency: 'KRW',
      providerReference: reference('sbx_pay', request.paymentId),
      paidAt: this.now().toISOString(),
    };
    this.payments.set(request.paymentId, { payment, cancellations: new Map() });
    this.movements.push({ operation: 'charge', id: request.paymentId, amount: request.amount });
    return { ...payment, amount: { ...payment.amount } };
  }

  async refund(request: RefundRequest): Promise<ProviderCancellation> {
    const state = this.payments.get(request.paymentId);
    const earlier = state?.cancellations.get(request.cancellationId);
    if (earlier) return { ...earlier };
    if (!Number.isInteger(request.amount) || request.amount <= 0)
      throw new PaymentProviderError('INVALID_REQUEST', 'amount must be a positive whole number of won');
    this.refusal('refund');
    const cancellable = state ? state.payment.amount.total - state.payment.amount.cancelled : request.currentCancellableAmount;
    if (state && cancellable !== request.currentCancellableAmount)
      throw new PaymentProviderError('CANCELLABLE_AMOUNT_CONSISTENCY_BROKEN', "the cancellable amount differs from the merchant's");
    if (request.amount > cancellable) throw new PaymentProviderError('CANCEL_AMOUNT_EXCEEDS_CANCELLABLE_AMOUNT', 'the amount exceeds what can be cancelled');
    const paymentStatus = request.amount === cancellable ? 'CANCELLED' : 'PARTIAL_CANCELLED';
    const cancellation: ProviderCancellation = {
      cancellationId: request.cancellationId,
      paymentId: request.paymentId,
      status: 'SUCCEEDED',
      totalAmount: request.amount,
      reason: request.reason,
      providerReference: reference('sbx_cancel', request.cancellationId),
      cancelledAt: this.now().toISOString(),
      paymentStatus,
    };
    if (state) {
      state.payment.amount.cancelled += request.amount;
      state.payment.status = paymentStatus;
      state.cancellations.set(request.cancellationId, cancellation);
    }
    this.movements.push({ operation: 'refund', id: request.cancellationId, amount: request.amount });
    return { ...cancellation };
  }

  async payout(request: PayoutRequest): Promise<ProviderPayout> {
    const earlier = this.payouts.get(request.payoutId);
    if (earlier) return { ...earlier };
    if (!Number.isInteger(request.amount) || request.amount < 0) throw new PaymentProviderError('INVALID_REQUEST', 'amount must be a whole number of won');
    this.refusal('payout');
    const payout: ProviderPayout = {
      payoutId: request.payoutId,
      status: 'PAID',
      amount: request.amount,
      providerReference: reference('sbx_payout', request.payoutId),
      paidAt: this.now().toISOString(),
    };
    this.payouts.set(request.payoutId, payout);
    this.movements.push({ operation: 'payout', id: request.payoutId, amount: request.amount });
    return { ...payout };
  }

  /** What the sandbox knows of a payment (PortOne `GET /payments/{paymentId}`), or null. */
  getPayment(paymentId: string): ProviderPayment | null {
    const state = this.payments.get(paymentId);
    return state ? { ...state.payment, amount: { ...state.payment.amount } } : null;
  }
}
