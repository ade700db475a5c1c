import { Kafka, logLevel, type Admin } from 'kafkajs';
import type { Logger } from 'pino';
import type { ReadinessCheck } from '../health';
import { applyKafkajsIdleTimerFix } from './kafkajs-idle-timer-fix';

const LEVELS: Record<number, 'error' | 'warn' | 'info' | 'debug'> = {
  [logLevel.ERROR]: 'error',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'info',
  [logLevel.DEBUG]: 'debug',
};

/** A repeated kafkajs message is logged once per this many milliseconds, with how often it came meanwhile. */
const REPEAT_WINDOW_MS = 10_000;

/** kafkajs wired to the service's pino logger; connection failures retry briefly, never forever. */
export function createKafka(clientId: string, brokers: string[], logger: Logger): Kafka {
  applyKafkajsIdleTimerFix();
  // While a broker restarts, kafkajs logs every failed connection attempt of every client (dozens a
  // second): the same message is logged once per window, with the count of the ones left out.
  const seen = new Map<string, { at: number; repeated: number }>();
  return new Kafka({
    clientId,
    brokers,
    connectionTimeout: 3_000,
    requestTimeout: 10_000,
    retry: { initialRetryTime: 200, retries: 3, maxRetryTime: 2_000 },
    logLevel: logLevel.WARN,
    logCreator:
      () =>
      ({ level, log }) => {
        const { message, ...extra } = log;
        // The relay bounds retries on purpose (the outbox retries later; consumers are idempotent).
        if (message.startsWith('Limiting retries for the idempotent producer')) return;
        const key = `${level} ${message} ${String((extra as { error?: unknown }).error ?? '')}`.replace(/\d+/g, '#').slice(0, 300);
        const now = Date.now();
        const last = seen.get(key);
        if (last && now - last.at < REPEAT_WINDOW_MS) {
          last.repeated += 1;
          return;
        }
        if (seen.size >= 1_000) seen.clear();
        seen.set(key, { at: now, repeated: 0 });
        logger[LEVELS[level] ?? 'info']({ kafka: extra, ...(last?.repeated ? { repeatedSinceLast: last.repeated } : {}) }, `kafka: ${message}`);
      },
  });
}

/** Creates the topics (and their `.dlq` twins) a service publishes or consumes; existing ones are kept. */
export async function ensureTopics(kafka: Kafka, topics: string[], numPartitions = 3): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = topics.filter((t) => !existing.has(t));
    if (missing.length > 0) {
      await admin.createTopics({ topics: missing.map((topic) => ({ topic, numPartitions, replicationFactor: 1 })), waitForLeaders: true });
    }
  } finally {
    await admin.disconnect();
  }
}

/** Readiness against the broker, through one long-lived admin connection. */
export function kafkaCheck(kafka: Kafka): ReadinessCheck & { close(): Promise<void> } {
  let admin: Admin | undefined;
  return {
    name: 'kafka',
    async check() {
      if (!admin) {
        admin = kafka.admin();
        await admin.connect();
      }
      try {
        await admin.describeCluster();
      } catch (error) {
        const stale = admin;
        admin = undefined;
        await stale.disconnect().catch(() => undefined);
        throw error;
      }
    },
    async close() {
      await admin?.disconnect().catch(() => undefined);
    },
  };
}
