import { EMAIL_ACCOUNT_LINK_JOB, emailDeliveryKey } from '@tov/contracts';
import { createRedis } from '@tov/kit';
import { sinkMessages, testInfrastructure, waitFor, waitForAccountEmail, type TestInfrastructure } from '@tov/kit/testing';
import type { Job, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { emailDeliveryLeaseKey } from '../../src/processors/delivery-store';
import { accountLinkJob, summaryJob } from '../support/fixtures';
import { emailQueue, readDelivery, sleep, startInProcess, uniqueAddress, uniquePrefix } from '../support/harness';
import { startRecordingSmtp, type RecordingSmtp } from '../support/recording-smtp';

jest.setTimeout(60_000);

let infra: TestInfrastructure;
let redis: Redis;
let cleanups: Array<() => Promise<unknown>> = [];

async function runCleanups(): Promise<void> {
  const pending = cleanups.reverse();
  cleanups = [];
  for (const cleanup of pending) await cleanup().catch(() => undefined);
}

/** The service in-process on its own BullMQ prefix, against the given SMTP server. */
async function startService(name: string, smtpPort: number, env: Record<string, string> = {}) {
  const prefix = uniquePrefix(name);
  const service = await startInProcess({
    REDIS_URL: infra.redisUrl,
    BULLMQ_PREFIX: prefix,
    SMTP_HOST: infra.smtp.host,
    SMTP_PORT: String(smtpPort),
    SMTP_TIMEOUT_MS: '5000',
    EMAIL_LOCK_DURATION_MS: '5000',
    EMAIL_STALLED_INTERVAL_MS: '2000',
    EMAIL_DELIVERY_TTL_SECONDS: '600',
    ...env,
  });
  const producer = emailQueue(infra.redisUrl, prefix);
  cleanups.push(async () => {
    await service.stop();
    await producer.queue.obliterate({ force: true });
    await producer.queue.close();
    await producer.connection.quit();
  });
  return { ...service, ...producer };
}

async function waitForStatus(deliveryId: string, status: string, timeoutMs = 20_000) {
  return waitFor(
    async () => {
      const record = await readDelivery(redis, deliveryId);
      return record?.status === status ? record : undefined;
    },
    { timeoutMs, what: `delivery ${deliveryId} ${status}` },
  );
}

async function waitForState(queue: Queue, jobId: string, state: string, timeoutMs = 20_000): Promise<Job> {
  return waitFor(
    async () => {
      const job = await queue.getJob(jobId);
      return job && (await job.getState()) === state ? job : undefined;
    },
    { timeoutMs, what: `job ${jobId} ${state}` },
  );
}

function metricValue(metrics: string, name: string, labels: string): number {
  const line = metrics.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(labels));
  return line ? Number(line.split(' ').pop()) : 0;
}

beforeAll(async () => {
  infra = await testInfrastructure();
  redis = createRedis(infra.redisUrl);
});

afterAll(async () => {
  await runCleanups();
  await redis.quit();
});

describe('email queue against the real Redis and the local SMTP sink', () => {
  let svc: Awaited<ReturnType<typeof startService>>;
  beforeAll(async () => {
    svc = await startService('sink', infra.smtp.port);
  });

  test('a job is delivered once and appears in the sink with its subject, body and Message-ID', async () => {
    const to = uniqueAddress('once');
    const data = summaryJob({ to, language: 'en', recipientName: 'Jane' });
    await svc.enqueue(data);

    const record = await waitForStatus(data.deliveryId, 'sent');
    expect(record).toMatchObject({ deliveryId: data.deliveryId, to, status: 'sent', messageId: `<${data.deliveryId}@tov.local>`, attempts: 1, error: null });
    expect(Date.parse(record.sentAt ?? '')).not.toBeNaN();
    const job = await waitForState(svc.queue, data.deliveryId, 'completed');
    expect(job.returnvalue).toEqual({ deliveryId: data.deliveryId, status: 'sent', messageId: `<${data.deliveryId}@tov.local>` });
    expect(await redis.exists(emailDeliveryLeaseKey(data.deliveryId))).toBe(0);

    const messages = await sinkMessages(infra.smtp.httpUrl, to);
    expect(messages).toHaveLength(1);
    const [m] = messages;
    expect(m).toMatchObject({
      to: [to],
      subject: '[TOV] Your F-2 (F-2-7) visa pre-assessment: 82/100 (criteria met)',
      messageId: `<${data.deliveryId}@tov.local>`,
    });
    expect(m!.headers['x-tov-delivery-id']).toBe(data.deliveryId);
    expect(m!.text).toContain('Hello Jane,');
    expect(m!.text).toContain('Korean language: 10 of 20');
    expect(m!.text).toContain('This is a pre-assessment');
    expect(m!.html).toContain(`href="http://localhost:8080/visa/result/${data.assessment.assessmentId}"`);
    expect(m!.html).toContain('Reach TOPIK level 5 (+10 points)');
  });

  test('an account e-mail from auth is delivered by the same queue, and its link can be read back from the sink', async () => {
    const to = uniqueAddress('account');
    const data = accountLinkJob({ to, kind: 'reset-password', language: 'zh' });
    await svc.queue.add(EMAIL_ACCOUNT_LINK_JOB, data, {
      jobId: data.deliveryId,
      attempts: 5,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: true,
      removeOnFail: 1000,
    });
    await waitForStatus(data.deliveryId, 'sent');
    const [m] = await sinkMessages(infra.smtp.httpUrl, to);
    expect(m).toMatchObject({ to: [to], subject: '[TOV] 重置密码', messageId: `<${data.deliveryId}@tov.local>` });
    expect(m!.headers['x-tov-email-kind']).toBe('reset-password');
    const mail = await waitForAccountEmail({ smtpSinkUrl: infra.smtp.httpUrl }, to, 'reset-password');
    expect(mail).toEqual({ kind: 'reset-password', to, token: data.token, path: `/reset-password?token=${data.token}` });
  });

  test('a Korean summary arrives in Korean', async () => {
    const to = uniqueAddress('ko');
    const data = summaryJob({ to, language: 'ko' });
    await svc.enqueue(data);
    await waitForStatus(data.deliveryId, 'sent');
    const [m] = await sinkMessages(infra.smtp.httpUrl, to);
    expect(m!.subject).toBe('[TOV] F-2 (F-2-7) 비자 사전 진단 결과: 82점 (요건 충족)');
    expect(m!.text).toContain('김민준 님, 안녕하세요.');
    expect(m!.html).toContain('<li>소득금액증명원</li>');
  });

  test('enqueueing the same deliveryId twice sends once', async () => {
    const to = uniqueAddress('twice');
    const data = summaryJob({ to });
    await Promise.all([svc.enqueue(data), svc.enqueue(data)]);
    await waitForStatus(data.deliveryId, 'sent');
    await waitForState(svc.queue, data.deliveryId, 'completed');
    await svc.enqueue(data); // after completion: the kept job id still makes this a no-op
    await sleep(1_000);
    expect(await sinkMessages(infra.smtp.httpUrl, to)).toHaveLength(1);
    expect((await readDelivery(redis, data.deliveryId))?.attempts).toBe(1);
  });

  test('a job retried after it was sent, or enqueued again after its job was removed, does not send again', async () => {
    const to = uniqueAddress('retried');
    const data = summaryJob({ to });
    await svc.enqueue(data);
    await waitForStatus(data.deliveryId, 'sent');
    const job = await waitForState(svc.queue, data.deliveryId, 'completed');

    await job.retry('completed');
    const retried = await waitFor(
      async () => {
        const j = await svc.queue.getJob(data.deliveryId);
        return j && (await j.getState()) === 'completed' && (j.returnvalue as { status?: string } | null)?.status === 'already-sent' ? j : undefined;
      },
      { what: 'the retried job to complete' },
    );
    expect(retried.returnvalue).toMatchObject({ status: 'already-sent', messageId: `<${data.deliveryId}@tov.local>` });

    // The job is gone (removeOnComplete rotated it out): only the delivery record remembers.
    await retried.remove();
    await svc.enqueue(data);
    const again = await waitFor(
      async () => {
        const j = await svc.queue.getJob(data.deliveryId);
        return j && (await j.getState()) === 'completed' ? j : undefined;
      },
      { what: 'the re-enqueued job to complete' },
    );
    expect(again.returnvalue).toMatchObject({ status: 'already-sent' });

    expect(await sinkMessages(infra.smtp.httpUrl, to)).toHaveLength(1);
    const metrics = (await svc.runtime.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metricValue(metrics, 'email_deliveries_total', 'outcome="already_sent"')).toBeGreaterThanOrEqual(2);
  });

  test('readiness checks Redis and SMTP; metrics count jobs and show the queue depth', async () => {
    const ready = await svc.runtime.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { redis: { ok: true }, smtp: { ok: true } } });
    const metrics = (await svc.runtime.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metricValue(metrics, 'worker_jobs_completed_total', 'queue="email",job="email.send-summary"')).toBeGreaterThanOrEqual(4);
    expect(metrics).toMatch(/worker_queue_depth\{queue="email",state="waiting",service="workers"\} \d+/);
    expect(metricValue(metrics, 'email_deliveries_total', 'outcome="sent"')).toBeGreaterThanOrEqual(4);
  });
});

describe('retries, refusals and a delivery held by another attempt', () => {
  let smtp: RecordingSmtp;
  beforeAll(runCleanups);
  // The service first (it closes its pooled SMTP connections), then the test's SMTP server.
  afterEach(async () => {
    await runCleanups();
    await smtp?.close();
  });

  test('a temporary refusal (451) is retried with backoff and the message is accepted once', async () => {
    smtp = await startRecordingSmtp({ refusals: [451] });
    const svc = await startService('refusal', smtp.port);
    const to = uniqueAddress('451');
    const data = summaryJob({ to });
    await svc.enqueue(data);
    const record = await waitForStatus(data.deliveryId, 'sent');
    expect(record.attempts).toBe(2);
    const job = await waitForState(svc.queue, data.deliveryId, 'completed');
    expect(job.attemptsMade).toBe(2); // the refused attempt and the one that sent
    expect(smtp.refused).toHaveLength(1);
    expect(smtp.accepted.map((m) => m.to)).toEqual([[to]]);
    expect(smtp.accepted[0]!.messageId).toBe(`<${data.deliveryId}@tov.local>`);
    expect(smtp.refused[0]!.messageId).toBe(smtp.accepted[0]!.messageId);
  });

  test('a permanent refusal (550) fails at once and records `failed`', async () => {
    smtp = await startRecordingSmtp({ refusals: [550] });
    const svc = await startService('permanent', smtp.port);
    const data = summaryJob({ to: uniqueAddress('550') });
    await svc.enqueue(data);
    const record = await waitForStatus(data.deliveryId, 'failed');
    expect(record.error).toMatch(/550|refused/);
    const job = await waitForState(svc.queue, data.deliveryId, 'failed');
    expect(job.attemptsMade).toBe(1);
    expect(smtp.accepted).toHaveLength(0);
  });

  test("a delivery `sending` under another attempt's live lease waits; it skips when that attempt recorded `sent`", async () => {
    smtp = await startRecordingSmtp();
    const svc = await startService('lease-sent', smtp.port);
    const data = summaryJob({ to: uniqueAddress('lease') });
    const other = {
      deliveryId: data.deliveryId,
      status: 'sending',
      to: data.to,
      messageId: `<${data.deliveryId}@tov.local>`,
      attempts: 1,
      sentAt: null,
      error: null,
    };
    await redis.set(emailDeliveryKey(data.deliveryId), JSON.stringify(other), 'EX', 600);
    await redis.set(emailDeliveryLeaseKey(data.deliveryId), 'another-attempt', 'PX', 2_500);
    await svc.enqueue(data);

    await waitForState(svc.queue, data.deliveryId, 'delayed', 5_000);
    // The other attempt's SMTP server accepts and it records `sent` while we wait.
    await redis.set(emailDeliveryKey(data.deliveryId), JSON.stringify({ ...other, status: 'sent', sentAt: new Date().toISOString() }), 'EX', 600);
    await redis.del(emailDeliveryLeaseKey(data.deliveryId));

    const job = await waitForState(svc.queue, data.deliveryId, 'completed', 10_000);
    expect(job.returnvalue).toMatchObject({ status: 'already-sent' });
    expect(job.attemptsMade).toBe(1); // waiting used up no attempt: only the one that completed counts
    expect(smtp.accepted).toHaveLength(0);
  });

  test('a delivery left `sending` by an attempt that died sends once its lease is over', async () => {
    smtp = await startRecordingSmtp();
    const svc = await startService('lease-expired', smtp.port);
    const data = summaryJob({ to: uniqueAddress('interrupted') });
    const dead = {
      deliveryId: data.deliveryId,
      status: 'sending',
      to: data.to,
      messageId: `<${data.deliveryId}@tov.local>`,
      attempts: 1,
      sentAt: null,
      error: null,
    };
    await redis.set(emailDeliveryKey(data.deliveryId), JSON.stringify(dead), 'EX', 600);
    await redis.set(emailDeliveryLeaseKey(data.deliveryId), 'dead-attempt', 'PX', 1_500);
    const started = Date.now();
    await svc.enqueue(data);

    const record = await waitForStatus(data.deliveryId, 'sent', 10_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_400);
    expect(record.attempts).toBe(2);
    expect(smtp.accepted).toHaveLength(1);
    const metrics = (await svc.runtime.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metricValue(metrics, 'email_deliveries_total', 'outcome="deferred"')).toBe(1);
    expect(metricValue(metrics, 'email_deliveries_total', 'outcome="resent_after_interrupt"')).toBe(1);
  });
});
