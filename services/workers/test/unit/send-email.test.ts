import type { TEmailDelivery } from '@tov/contracts';
import { createLogger } from '@tov/kit';
import { DelayedError, UnrecoverableError, type Job } from 'bullmq';
import type { Mailer, OutgoingMail } from '../../src/mailer';
import type { ClaimOutcome } from '../../src/processors/delivery-store';
import { createEmailProcessor, type DeliveryRecords, type EmailOutcome } from '../../src/processors/send-email';
import { accountLinkJob, summaryJob } from '../support/fixtures';

/** In-memory stand-in for DeliveryStore with the same rules (sent is final, one lease holder). */
class FakeStore implements DeliveryRecords {
  records = new Map<string, TEmailDelivery>();
  leases = new Map<string, { token: string; until: number }>();
  failMarkSent = 0;

  async get(id: string) {
    return this.records.get(id) ?? null;
  }
  async claim(sending: TEmailDelivery, token: string, leaseMs: number): Promise<ClaimOutcome> {
    const current = this.records.get(sending.deliveryId);
    if (current?.status === 'sent') return { outcome: 'sent', record: current };
    const lease = this.leases.get(sending.deliveryId);
    if (lease && lease.until > Date.now()) return { outcome: 'leased', remainingMs: lease.until - Date.now() };
    this.leases.set(sending.deliveryId, { token, until: Date.now() + leaseMs });
    this.records.set(sending.deliveryId, sending);
    return { outcome: 'claimed', previous: current ?? null };
  }
  async markSent(record: TEmailDelivery) {
    if (this.failMarkSent > 0) {
      this.failMarkSent -= 1;
      throw new Error('redis is down');
    }
    this.records.set(record.deliveryId, record);
    this.leases.delete(record.deliveryId);
  }
  async settle(record: TEmailDelivery, token: string | null) {
    if (this.records.get(record.deliveryId)?.status === 'sent') return false;
    const lease = this.leases.get(record.deliveryId);
    if (lease && lease.token !== token) return false;
    this.leases.delete(record.deliveryId);
    this.records.set(record.deliveryId, record);
    return true;
  }
}

function fakeMailer(failures: Error[] = []): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    async send(mail) {
      const failure = failures.shift();
      if (failure) throw failure;
      sent.push(mail);
      return { messageId: mail.messageId, response: '250 OK' };
    },
    async verify() {},
    close() {},
  };
}

function fakeJob(data: unknown, overrides: Partial<Job> = {}): Job & { moveToDelayed: jest.Mock } {
  return {
    id: 'job-1',
    name: 'email.send-summary',
    data,
    attemptsMade: 0,
    attemptsStarted: 1,
    opts: { attempts: 5 },
    moveToDelayed: jest.fn(async () => undefined),
    ...overrides,
  } as unknown as Job & { moveToDelayed: jest.Mock };
}

function setup(failures: Error[] = []) {
  const store = new FakeStore();
  const mailer = fakeMailer(failures);
  const outcomes: EmailOutcome[] = [];
  const process = createEmailProcessor({
    store,
    mailer,
    logger: createLogger({ name: 'test', level: 'silent' }),
    mailFrom: 'TOV <no-reply@tov.local>',
    messageIdDomain: 'tov.local',
    webBaseUrl: 'http://localhost:8080',
    leaseMs: 10_000,
    count: (o) => outcomes.push(o),
    now: () => new Date('2026-11-22T05:00:00.000Z'),
  });
  return { store, mailer, outcomes, process };
}

describe('e-mail processor', () => {
  test('sends once, records `sent` with the deterministic Message-ID, and never sends that delivery again', async () => {
    const { store, mailer, outcomes, process } = setup();
    const data = summaryJob({ deliveryId: 'd-1' });
    await expect(process(fakeJob(data), 'token')).resolves.toEqual({ deliveryId: 'd-1', status: 'sent', messageId: '<d-1@tov.local>' });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({
      from: 'TOV <no-reply@tov.local>',
      to: data.to,
      messageId: '<d-1@tov.local>',
      headers: { 'X-TOV-Delivery-Id': 'd-1' },
    });
    expect(store.records.get('d-1')).toEqual({
      deliveryId: 'd-1',
      status: 'sent',
      to: data.to,
      messageId: '<d-1@tov.local>',
      attempts: 1,
      sentAt: '2026-11-22T05:00:00.000Z',
      error: null,
    });
    expect(store.leases.size).toBe(0);

    await expect(process(fakeJob(data), 'token')).resolves.toMatchObject({ status: 'already-sent' });
    expect(mailer.sent).toHaveLength(1);
    expect(outcomes).toEqual(['sent', 'already_sent']);
  });

  test('a delivery leased by another attempt is delayed until the lease ends, without sending', async () => {
    const { store, mailer, outcomes, process } = setup();
    const data = summaryJob({ deliveryId: 'd-2' });
    store.leases.set('d-2', { token: 'other', until: Date.now() + 4_000 });
    const job = fakeJob(data);
    const before = Date.now();
    await expect(process(job, 'token')).rejects.toBeInstanceOf(DelayedError);
    expect(job.moveToDelayed).toHaveBeenCalledTimes(1);
    const [until, token] = job.moveToDelayed.mock.calls[0] as [number, string];
    expect(token).toBe('token');
    expect(until).toBeGreaterThanOrEqual(before + 3_900);
    expect(until).toBeLessThanOrEqual(Date.now() + 4_100);
    expect(mailer.sent).toHaveLength(0);
    expect(outcomes).toEqual(['deferred']);
  });

  test('`sending` with no lease left (the attempt died) is sent again, counted as a resend', async () => {
    const { store, mailer, outcomes, process } = setup();
    const data = summaryJob({ deliveryId: 'd-3' });
    store.records.set('d-3', { deliveryId: 'd-3', status: 'sending', to: data.to, messageId: '<d-3@tov.local>', attempts: 1, sentAt: null, error: null });
    await process(fakeJob(data), 'token');
    expect(mailer.sent).toHaveLength(1);
    expect(store.records.get('d-3')).toMatchObject({ status: 'sent', attempts: 2 });
    expect(outcomes).toEqual(['resent_after_interrupt', 'sent']);
  });

  test('a temporary failure records `queued` and rethrows; the last attempt records `failed`', async () => {
    const timeout = Object.assign(new Error('Timeout'), { code: 'ETIMEDOUT' });
    const { store, process } = setup([timeout, timeout]);
    const data = summaryJob({ deliveryId: 'd-4' });
    await expect(process(fakeJob(data, { attemptsMade: 0 }), 't1')).rejects.toBe(timeout);
    expect(store.records.get('d-4')).toMatchObject({ status: 'queued', error: 'Timeout', attempts: 1 });
    expect(store.leases.size).toBe(0);
    await expect(process(fakeJob(data, { attemptsMade: 4 }), 't2')).rejects.toBe(timeout);
    expect(store.records.get('d-4')).toMatchObject({ status: 'failed', error: 'Timeout', attempts: 2 });
  });

  test('a 5xx answer fails the job for good (no retry can help)', async () => {
    const { store, process } = setup([Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 })]);
    await expect(process(fakeJob(summaryJob({ deliveryId: 'd-5' })), 't')).rejects.toBeInstanceOf(UnrecoverableError);
    expect(store.records.get('d-5')).toMatchObject({ status: 'failed', error: '550 mailbox unavailable' });
  });

  test('accepted but the `sent` write failed: the retry in this process records it instead of sending again', async () => {
    const { store, mailer, process } = setup();
    store.failMarkSent = 1;
    const data = summaryJob({ deliveryId: 'd-6' });
    await expect(process(fakeJob(data), 't1')).rejects.toThrow('redis is down');
    expect(mailer.sent).toHaveLength(1);
    await expect(process(fakeJob(data, { attemptsMade: 1 }), 't2')).resolves.toMatchObject({ status: 'already-sent', messageId: '<d-6@tov.local>' });
    expect(mailer.sent).toHaveLength(1);
    expect(store.records.get('d-6')).toMatchObject({ status: 'sent' });
  });

  test('an account e-mail goes through the same delivery, with its kind in a header and its link in the body', async () => {
    const { store, mailer, process } = setup();
    const data = accountLinkJob({ deliveryId: 'd-7', language: 'en' });
    await expect(process(fakeJob(data, { name: 'email.account-link' }), 't')).resolves.toEqual({
      deliveryId: 'd-7',
      status: 'sent',
      messageId: '<d-7@tov.local>',
    });
    expect(mailer.sent[0]).toMatchObject({
      to: data.to,
      subject: '[TOV] Please confirm your e-mail address',
      headers: { 'X-TOV-Email-Kind': 'verify-email', 'X-TOV-Delivery-Id': 'd-7' },
    });
    expect(mailer.sent[0]!.text).toContain(`http://localhost:8080/verify-email?token=${data.token}`);
    expect(store.records.get('d-7')).toMatchObject({ status: 'sent' });
    await expect(process(fakeJob(data, { name: 'email.account-link' }), 't')).resolves.toMatchObject({ status: 'already-sent' });
    expect(mailer.sent).toHaveLength(1);
  });

  test('invalid data and unknown job names fail without retries', async () => {
    const { mailer, process } = setup();
    await expect(process(fakeJob({ deliveryId: 'x', to: 'not-an-address' }), 't')).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(process(fakeJob(summaryJob(), { name: 'email.other' }), 't')).rejects.toBeInstanceOf(UnrecoverableError);
    // A summary's data under the account-link name, and a reset link without its token.
    await expect(process(fakeJob(summaryJob(), { name: 'email.account-link' }), 't')).rejects.toBeInstanceOf(UnrecoverableError);
    await expect(process(fakeJob(accountLinkJob({ kind: 'reset-password', token: undefined }), { name: 'email.account-link' }), 't')).rejects.toBeInstanceOf(
      UnrecoverableError,
    );
    expect(mailer.sent).toHaveLength(0);
  });
});
