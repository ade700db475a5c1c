import { createRedis } from '@tov/kit';
import { sinkMessages, testInfrastructure, waitFor, type TestInfrastructure } from '@tov/kit/testing';
import type { Redis } from 'ioredis';
import { emailDeliveryLeaseKey } from '../../src/processors/delivery-store';
import { spawnWorker, stopWorker, waitUntilReady, type ChildWorker } from '../support/child-worker';
import { summaryJob } from '../support/fixtures';
import { emailQueue, readDelivery, sleep, uniqueAddress, uniquePrefix, withTimeout } from '../support/harness';
import { startRecordingSmtp, type RecordingSmtp } from '../support/recording-smtp';

jest.setTimeout(90_000);

/**
 * "Delivered to the SMTP sink exactly once even when the worker is killed mid-job": worker A (its own
 * process) is SIGKILLed while its SMTP server is still deciding on the data; worker B (a new process,
 * the real sink) takes the job over and sends it once.
 */
describe('a worker killed in the middle of the SMTP exchange', () => {
  let infra: TestInfrastructure;
  let redis: Redis;
  let slow: RecordingSmtp;
  let producer: ReturnType<typeof emailQueue>;
  const children: ChildWorker[] = [];
  const prefix = uniquePrefix('kill');

  // Short locks and leases so the takeover happens within seconds (production: 30 s and 60 s).
  const workerEnv = (smtpPort: number) => ({
    REDIS_URL: infra.redisUrl,
    BULLMQ_PREFIX: prefix,
    SMTP_HOST: infra.smtp.host,
    SMTP_PORT: String(smtpPort),
    SMTP_TIMEOUT_MS: '5000',
    EMAIL_SEND_LEASE_MS: '8000',
    EMAIL_LOCK_DURATION_MS: '3000',
    EMAIL_STALLED_INTERVAL_MS: '1000',
    SHUTDOWN_TIMEOUT_MS: '10000',
    EMAIL_DELIVERY_TTL_SECONDS: '600',
  });

  beforeAll(async () => {
    infra = await testInfrastructure();
    redis = createRedis(infra.redisUrl);
    slow = await startRecordingSmtp({ acceptDelayMs: 3_000 });
    producer = emailQueue(infra.redisUrl, prefix);
  });

  afterAll(async () => {
    for (const child of children) await stopWorker(child, 'SIGKILL', 5_000).catch(() => undefined);
    await producer.queue.obliterate({ force: true }).catch(() => undefined);
    await producer.queue.close();
    await producer.connection.quit();
    await slow.close();
    await redis.quit();
  });

  test('SIGKILL before the data is accepted: nothing delivered by the dead worker, exactly one message after the takeover', async () => {
    const to = uniqueAddress('killed');
    const data = summaryJob({ to, language: 'en' });

    // Worker A, pointed at the slow SMTP server.
    const a = await spawnWorker(workerEnv(slow.port));
    children.push(a);
    await waitUntilReady(a);
    await producer.enqueue(data);

    // A has sent the whole message and waits for the server's answer: kill it there.
    await withTimeout(slow.firstData, 15_000, () => `no DATA reached the slow server:\n${a.output()}`);
    expect(await readDelivery(redis, data.deliveryId)).toMatchObject({ status: 'sending', attempts: 1, messageId: `<${data.deliveryId}@tov.local>` });
    expect(await redis.pttl(emailDeliveryLeaseKey(data.deliveryId))).toBeGreaterThan(0);
    a.process.kill('SIGKILL');
    expect(await a.exited).toEqual({ code: null, signal: 'SIGKILL' });

    // The server's answer would have gone to a closed connection: it discards the message.
    await waitFor(async () => (slow.discarded.length === 1 ? true : undefined), { timeoutMs: 10_000, what: 'the slow server to discard the message' });
    expect(slow.accepted).toHaveLength(0);
    expect(await sinkMessages(infra.smtp.httpUrl, to)).toHaveLength(0);

    // Worker B, a new process on the real sink: it finds the stalled job, waits out A's lease, sends once.
    const b = await spawnWorker(workerEnv(infra.smtp.port));
    children.push(b);
    await waitUntilReady(b);
    const record = await waitFor(
      async () => {
        const r = await readDelivery(redis, data.deliveryId);
        return r?.status === 'sent' ? r : undefined;
      },
      { timeoutMs: 30_000, what: `the delivery to be sent by worker B\n${b.output()}` },
    );
    expect(record).toMatchObject({ status: 'sent', to, attempts: 2, messageId: `<${data.deliveryId}@tov.local>`, error: null });

    const job = await waitFor(
      async () => {
        const j = await producer.queue.getJob(data.deliveryId);
        return j && (await j.getState()) === 'completed' && j.returnvalue ? j : undefined;
      },
      { timeoutMs: 10_000, what: 'the job to complete' },
    );
    expect(job.returnvalue).toMatchObject({ status: 'sent' });

    // Nothing arrives late.
    await sleep(1_500);
    const inSink = await sinkMessages(infra.smtp.httpUrl, to);
    const everywhere = [...slow.accepted.filter((m) => m.to.includes(to)), ...inSink];
    expect(everywhere).toHaveLength(1);
    expect(inSink[0]).toMatchObject({
      to: [to],
      messageId: `<${data.deliveryId}@tov.local>`,
      subject: '[TOV] Your F-2 (F-2-7) visa pre-assessment: 82/100 (criteria met)',
    });

    // B's metrics tell the story: one stalled job taken over, one resend after an interrupted attempt.
    const metrics = await (await fetch(`http://127.0.0.1:${b.port}/metrics`)).text();
    expect(metrics).toMatch(/worker_jobs_stalled_total\{queue="email",service="workers"\} 1/);
    expect(metrics).toMatch(/email_deliveries_total\{outcome="resent_after_interrupt",service="workers"\} 1/);
    expect(metrics).toMatch(/email_deliveries_total\{outcome="sent",service="workers"\} 1/);

    // A graceful stop of B (SIGTERM) exits 0.
    expect(await stopWorker(b, 'SIGTERM')).toEqual({ code: 0, signal: null });
  });
});
