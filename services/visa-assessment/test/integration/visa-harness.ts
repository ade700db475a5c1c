import { randomUUID } from 'node:crypto';
import { startServiceHarness } from '@tov/kit/testing';
import type { OutboxRow } from '@tov/kit';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { visaService } from '../../src/server';
import { AssessmentWriter } from '../../src/store/assessment-writer';
import { TODAY } from '../unit/fixtures';

export type VisaHarness = Awaited<ReturnType<typeof startVisaHarness>>;

/**
 * The visa-assessment service's own declaration on the real Postgres (visa_test), Redis and BullMQ
 * queues of its own, on `today` (the unit tests' day unless told), without its consumer. `redisUrl`
 * points the cache and the queues at another Redis (an address where none listens: Redis down).
 */
export async function startVisaHarness(options: { today?: string; redisUrl?: string } = {}) {
  const today = options.today ?? TODAY;
  /** Outbox rows the writer handed over for publishing once committed (the relay's `publishCommitted`). */
  const published: OutboxRow[] = [];
  const publishCommitted = (rows: OutboxRow[]) => void published.push(...rows);
  const h = await startServiceHarness(visaService, {
    database: 'visa_test',
    consume: false,
    env: { CACHE_TTL_SECONDS: '60', ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}) },
    override: (deps) => ({ ...deps, today: () => today, publishCommitted, writer: new AssessmentWriter(deps.sql, publishCommitted) }),
  });
  return {
    ...h,
    sql: h.deps.sql,
    emailQueue: h.deps.emailQueue,
    batchQueue: h.deps.batchQueue,
    published,
    /** Calls the app as a signed-in user (the gateway's forwarded identity). */
    as(userId: string | null, request: InjectOptions): Promise<LightMyRequestResponse> {
      const headers = { ...(request.headers ?? {}), ...(userId ? h.identityHeaders(userId, 'challenger') : {}) };
      return h.service.app.inject({ ...request, headers });
    },
  };
}

export const newUser = () => randomUUID();
