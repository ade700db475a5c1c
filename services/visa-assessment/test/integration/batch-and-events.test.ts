import { randomUUID } from 'node:crypto';
import { closeRedis, createBullWorkerRedis, createKafka, createLogger, startIdempotentConsumer, type RunningConsumer } from '@tov/kit';
import { waitFor } from '@tov/kit/testing';
import { ZSendSummaryJobSchema, userEmailVerifiedV1, userRegisteredV1 } from '@tov/contracts';
import { Partitioners } from 'kafkajs';
import { SUBSCRIPTIONS } from '../../src/events/subscriptions';
import { startBatchWorker } from '../../src/jobs/batch-worker';
import { ELIGIBLE_FORMS, TODAY } from '../unit/fixtures';
import { newUser, startVisaHarness, type VisaHarness } from './visa-harness';

let h: VisaHarness;
const logger = createLogger({ name: 'visa-events-test', level: 'silent' });
beforeAll(async () => {
  h = await startVisaHarness();
}, 120_000);
afterAll(async () => h.close());

describe('batch evaluations', () => {
  it('evaluates 1,000 applicants with progress and an error message for each bad item', async () => {
    const userId = newUser();
    const kinds = Object.keys(ELIGIBLE_FORMS);
    const applicants = Array.from({ length: 1_000 }, (_, i) =>
      i % 100 === 7
        ? { reference: `bad-${i}`, visaType: 'X-1', userData: {} }
        : {
            reference: `ok-${i}`,
            visaType: kinds[i % kinds.length]!,
            applicationType: ELIGIBLE_FORMS[kinds[i % kinds.length]!]!.applicationType,
            userData: ELIGIBLE_FORMS[kinds[i % kinds.length]!]!.form,
          },
    );
    const res = await h.as(userId, { method: 'POST', url: '/api/visa/v3/assessment/batch', payload: { applicants } });
    expect(res.statusCode).toBe(202);
    const { batchId, total } = res.json().data;
    expect(total).toBe(1_000);

    const percents: number[] = [];
    const published: string[] = [];
    const publishCommitted = (rows: Array<{ key: string }>) => void published.push(...rows.map((row) => row.key));
    const connection = createBullWorkerRedis(h.infra.redisUrl);
    const worker = startBatchWorker({ db: h.db, sql: h.sql, logger, today: () => TODAY, publishCommitted, connection, prefix: h.bullPrefix, chunkSize: 100 });
    try {
      const status = await waitFor(
        async () => {
          const s = (await h.as(userId, { method: 'GET', url: `/api/visa/v3/assessment/batch/${batchId}` })).json().data;
          percents.push(s.percent);
          return s.status === 'completed' ? s : undefined;
        },
        { timeoutMs: 60_000, intervalMs: 20, what: 'the batch to finish' },
      );
      expect(status).toMatchObject({ total: 1_000, processed: 1_000, succeeded: 990, failed: 10, percent: 100 });
      expect(status.errors).toHaveLength(10);
      expect(status.errors[0]).toMatchObject({ index: 7, reference: 'bad-7', code: 'VISA_TYPE_NOT_SUPPORTED', message: expect.any(String) });
      // Progress is committed per chunk of 100: the poller sees it between 0 and 100 and never going back.
      expect(percents.some((p) => p > 0 && p < 100)).toBe(true);
      expect(percents).toEqual([...percents].sort((a, b) => a - b));
      expect(await h.db.assessment.count({ where: { userId, batchId } })).toBe(990);
      // Each chunk's events are handed over for publishing once committed: one per saved applicant.
      const savedIds = (await h.db.assessment.findMany({ where: { userId, batchId }, select: { id: true } })).map((a) => a.id);
      expect(published.sort()).toEqual(savedIds.sort());
      expect(await h.db.batchItem.count({ where: { batchId } })).toBe(0);
      const history = (await h.as(userId, { method: 'GET', url: '/api/visa/v3/assessment/history' })).json().data;
      expect(history.total).toBe(990);
    } finally {
      await worker.close();
      await closeRedis(connection);
    }
  }, 90_000);

  it('refuses more than 10,000 applicants and an empty list', async () => {
    const tooMany = await h.as(newUser(), { method: 'POST', url: '/api/visa/v3/assessment/batch', payload: { applicants: [] } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details[0].field).toBe('applicants');
  });

  it("hides another user's batch", async () => {
    const res = await h.as(newUser(), { method: 'POST', url: '/api/visa/v3/assessment/batch', payload: { applicants: [{ visaType: 'D-10', userData: {} }] } });
    const other = await h.as(newUser(), { method: 'GET', url: `/api/visa/v3/assessment/batch/${res.json().data.batchId}` });
    expect(other.statusCode).toBe(404);
  });
});

describe('events and e-mail jobs', () => {
  let consumer: RunningConsumer;
  afterAll(async () => consumer?.stop());

  it('learns accounts from auth.user.registered, e-mails a summary only once auth.user.email-verified says the address is theirs, and only to it', async () => {
    const userId = randomUUID();
    const email = `visa.${Date.now()}@test.tov`;
    const kafka = createKafka('visa-test', h.infra.kafkaBrokers, logger);
    // From the end of the shared topic (its history is every run's, poison messages included); the
    // events are sent again until the new group has joined and applied them (same ids: applied once).
    consumer = await startIdempotentConsumer({
      kafka,
      db: h.db,
      logger,
      consumerName: `visa-assessment-test-${randomUUID()}`,
      subscriptions: SUBSCRIPTIONS,
      fromBeginning: false,
    });
    const producer = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner });
    await producer.connect();
    const envelope = (type: string, data: object) => ({
      id: randomUUID(),
      type,
      version: 1,
      occurredAt: new Date().toISOString(),
      source: 'auth',
      key: userId,
      data,
    });
    const sendUntil = <T>(event: object, probe: () => Promise<T | undefined>, what: string) =>
      waitFor(
        async () => {
          await producer.send({ topic: userRegisteredV1.topic, messages: [{ key: userId, value: JSON.stringify(event) }] });
          await new Promise((r) => setTimeout(r, 500));
          return probe();
        },
        { timeoutMs: 45_000, what },
      );
    const registered = envelope(userRegisteredV1.type, {
      userId,
      email,
      name: 'Tran Thi B',
      role: 'challenger',
      roles: ['challenger'],
      registeredAt: new Date().toISOString(),
      nationality: 'Vietnam',
      emailVerified: false,
    });
    await sendUntil(registered, async () => (await h.db.userProjection.findUnique({ where: { userId } })) ?? undefined, 'the user projection');

    const evaluation = await h.as(userId, {
      method: 'POST',
      url: '/api/visa/v3/assessment/evaluate',
      payload: { visaType: 'F-2', userData: ELIGIBLE_FORMS['F-2']!.form },
    });
    const assessmentId = evaluation.json().data.assessmentId;
    const unverified = await h.as(userId, { method: 'POST', url: '/api/visa/v3/email/send-summary', payload: { assessmentId } });
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().code).toBe('EMAIL_NOT_VERIFIED');

    const verified = envelope(userEmailVerifiedV1.type, { userId, email, verifiedAt: new Date().toISOString() });
    await sendUntil(
      verified,
      async () => ((await h.db.userProjection.findUnique({ where: { userId } }))?.emailVerified ? true : undefined),
      'the verified address',
    );
    await producer.disconnect();

    const queued = await h.as(userId, {
      method: 'POST',
      url: '/api/visa/v3/email/send-summary',
      headers: { 'idempotency-key': 'mail-1' },
      payload: { assessmentId },
    });
    expect(queued.statusCode).toBe(202);
    expect(queued.json().data).toMatchObject({ status: 'queued', to: email });
    const again = await h.as(userId, {
      method: 'POST',
      url: '/api/visa/v3/email/send-summary',
      headers: { 'idempotency-key': 'mail-1' },
      payload: { assessmentId },
    });
    expect(again.json().data.deliveryId).toBe(queued.json().data.deliveryId);
    const job = await h.emailQueue.getJob(queued.json().data.deliveryId);
    expect(ZSendSummaryJobSchema.parse(job!.data)).toMatchObject({ to: email, recipientName: 'Tran Thi B', assessment: { assessmentId, visaType: 'F-2' } });
    expect(await h.emailQueue.getJobCounts('waiting', 'delayed', 'active')).toMatchObject({ waiting: 1 });
    // In the interface's language, Japanese too: thresholds and the missing documents' names in it.
    const japanese = await h.as(userId, { method: 'POST', url: '/api/visa/v3/email/send-summary', payload: { assessmentId, language: 'ja' } });
    expect(japanese.statusCode).toBe(202);
    const jaJob = ZSendSummaryJobSchema.parse((await h.emailQueue.getJob(japanese.json().data.deliveryId))!.data);
    expect(jaJob.language).toBe('ja');
    const stored = (await h.as(userId, { method: 'GET', url: `/api/visa/v3/assessment/${assessmentId}` })).json().data;
    expect(jaJob.assessment.breakdown.map((b) => b.threshold)).toEqual(stored.breakdown.map((b: { threshold: { ja: string } }) => b.threshold.ja));
    expect(jaJob.assessment.missingDocuments.every((d) => !/^[A-Z_]+$/.test(d))).toBe(true);
    expect((await h.as(userId, { method: 'POST', url: '/api/visa/v3/email/send-summary', payload: { assessmentId, language: 'xx' } })).statusCode).toBe(400);

    // No open relay: another recipient is refused on both routes; the own address (any case) is fine.
    for (const url of ['/api/visa/v3/email/send', '/api/visa/v3/email/send-summary']) {
      const other = await h.as(userId, { method: 'POST', url, payload: { assessmentId, to: 'someone.else@example.com' } });
      expect(other.statusCode).toBe(403);
      expect(other.json()).toMatchObject({ code: 'EMAIL_RECIPIENT_NOT_ALLOWED', details: [{ field: 'to' }] });
    }
    const own = await h.as(userId, { method: 'POST', url: '/api/visa/v3/email/send', payload: { assessmentId, to: email.toUpperCase() } });
    expect(own.statusCode).toBe(202);
    expect(own.json().data.to).toBe(email);
  }, 90_000);

  it('refuses a summary e-mail while no verified address is known', async () => {
    const userId = newUser();
    const evaluation = await h.as(userId, { method: 'POST', url: '/api/visa/v3/assessment/evaluate', payload: { visaType: 'D-10', userData: {} } });
    const res = await h.as(userId, { method: 'POST', url: '/api/visa/v3/email/send-summary', payload: { assessmentId: evaluation.json().data.assessmentId } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('reports e-mail delivery as unavailable while no worker serves the queue', async () => {
    const res = await h.as(null, { method: 'GET', url: '/api/visa/v3/email/availability' });
    expect(res.json().data).toMatchObject({ available: false, workers: 0 });
  });
});
