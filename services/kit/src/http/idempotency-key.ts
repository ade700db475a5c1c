import type { FastifyRequest } from 'fastify';
import { requestHash, type IdempotentRequest } from '../db/idempotency-keys';
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

/**
 * The create call `scope` as an idempotent request when it was sent with an `Idempotency-Key`
 * (for `createIdempotently` and the claim helpers of db/idempotency-keys), else undefined.
 */
export function idempotentRequestOf(request: FastifyRequest, scope: string, userId: string, body: unknown): IdempotentRequest | undefined {
  const key = idempotencyKeyOf(request);
  return key === undefined ? undefined : { scope, userId, key, requestHash: requestHash(body) };
}
