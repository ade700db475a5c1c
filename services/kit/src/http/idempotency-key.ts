import type { FastifyRequest } from 'fastify';
import { validationError } from '../errors';

const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX = 255;

/** The `Idempotency-Key` of a create call (ARCHITECTURE.md), or undefined; an empty or overlong one is a VALIDATION_ERROR. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX) {
    throw validationError([{ field: 'Idempotency-Key', message: `Idempotency-Key는 1~${IDEMPOTENCY_KEY_MAX}자여야 합니다.` }]);
  }
  return key;
}
