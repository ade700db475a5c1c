import type { FastifyInstance } from 'fastify';
import { errorEnvelope } from '@tov/contracts';

/** A dependency the service needs to serve: readiness fails when one check fails. */
export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

const CHECK_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number, name: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function runChecks(checks: ReadinessCheck[]): Promise<{ ok: boolean; checks: Record<string, { ok: boolean; error?: string }> }> {
  const results = await Promise.all(
    checks.map(async (c) => {
      try {
        await withTimeout(c.check(), CHECK_TIMEOUT_MS, c.name);
        return [c.name, { ok: true }] as const;
      } catch (error) {
        return [c.name, { ok: false, error: (error as Error).message }] as const;
      }
    }),
  );
  return { ok: results.every(([, r]) => r.ok), checks: Object.fromEntries(results) };
}

/** `/health/live` answers while the process can; `/health/ready` really checks each dependency. */
export function registerHealthRoutes(app: FastifyInstance, checks: ReadinessCheck[], isShuttingDown: () => boolean): void {
  app.get('/health/live', async () => ({ status: 'ok' }));
  app.get('/health/ready', async (request, reply) => {
    if (isShuttingDown()) {
      return reply.status(503).send(errorEnvelope('SERVICE_UNAVAILABLE', '서비스가 종료 중입니다.', undefined, request.id));
    }
    const result = await runChecks(checks);
    if (result.ok) return { status: 'ok', checks: result.checks };
    const details = Object.entries(result.checks)
      .filter(([, r]) => !r.ok)
      .map(([field, r]) => ({ field, message: r.error ?? 'failed' }));
    return reply.status(503).send(errorEnvelope('SERVICE_UNAVAILABLE', '서비스 의존성이 준비되지 않았습니다.', details, request.id));
  });
}
