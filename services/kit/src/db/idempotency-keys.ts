import { createHash } from 'node:crypto';
import { AppError } from '../errors';
import type { SqlClient, TransactionalClient } from './prisma';
import { withTransactionRetry } from './transaction-retry';

/** A create call sent with an `Idempotency-Key` (`idempotentRequestOf` reads it from the request). */
export interface IdempotentRequest {
  /** The create call, e.g. `matching.request.create`: a key is the caller's own within one call. */
  scope: string;
  userId: string;
  key: string;
  /** sha256 of what the call asked (`requestHash`), so the same key with another body is refused. */
  requestHash: string;
}

/** sha256 of a value's JSON with object keys in sorted order (two spellings of one body hash alike). */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(stableJson(body)).digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * A create made by a seed rather than an HTTP call, for `createIdempotently` and the claim helpers: the
 * key names the row it makes (a second run finds it claimed and creates nothing). The hash is the
 * key's own, so a later edit of the seed's data never reads as the key reused with another body.
 */
export function seededRequest(scope: string, userId: string, key: string): IdempotentRequest {
  return { scope, userId, key, requestHash: requestHash({ seeded: key }) };
}

export function idempotencyKeyReused(): AppError {
  return new AppError('IDEMPOTENCY_KEY_REUSED', undefined, {
    details: [{ field: 'Idempotency-Key', message: '이 키는 다른 요청에 이미 사용되었습니다.' }],
  });
}

/**
 * The claim as SQL, for a statement that writes the resource itself (a CTE the writes depend on):
 * it inserts the key or, when the key is taken, nothing. Parameters start at `$<first>`.
 */
export function claimIdempotencyKeySql(first: number): string {
  return `INSERT INTO idempotency_keys (scope, user_id, key, request_hash, resource_id, created_at)
    VALUES ($${first}, $${first + 1}, $${first + 2}, $${first + 3}, $${first + 4}, now()) ON CONFLICT DO NOTHING RETURNING 1`;
}

export function claimIdempotencyKeyValues(request: IdempotentRequest, resourceId: string): unknown[] {
  return [request.scope, request.userId, request.key, request.requestHash, resourceId];
}

/** Claims the key for `resourceId` inside the transaction that writes it; false when another call holds it. */
export async function claimIdempotencyKey(tx: SqlClient, request: IdempotentRequest, resourceId: string): Promise<boolean> {
  const rows = await tx.$queryRawUnsafe<unknown[]>(claimIdempotencyKeySql(1), ...claimIdempotencyKeyValues(request, resourceId));
  return rows.length === 1;
}

/**
 * What an earlier call with this key created (its resource id), or undefined when the key is new.
 * The same key with another body is IDEMPOTENCY_KEY_REUSED (409).
 */
export async function earlierResourceOf(db: SqlClient, request: IdempotentRequest): Promise<string | undefined> {
  const [seen] = await db.$queryRawUnsafe<Array<{ request_hash: string; resource_id: string }>>(
    'SELECT request_hash, resource_id FROM idempotency_keys WHERE scope = $1 AND user_id = $2 AND key = $3',
    request.scope,
    request.userId,
    request.key,
  );
  if (!seen) return undefined;
  if (seen.request_hash !== request.requestHash) throw idempotencyKeyReused();
  return seen.resource_id;
}

class KeyTaken extends Error {}

/**
 * A create call made once per `Idempotency-Key`: `create` writes the resource in a transaction that
 * also claims the key, so a retry (even one running at the same time, which waits on the key's row
 * and then finds it taken) answers what the first call created, loaded by `load`, with `replayed`.
 * Without a key, `create` simply runs in a transaction. A transaction that meets a serialisation
 * failure or a deadlock is run again (`withTransactionRetry`), so `create` must be safe to repeat.
 */
export async function createIdempotently<Tx extends SqlClient, T>(
  db: TransactionalClient<Tx>,
  request: IdempotentRequest | undefined,
  steps: {
    create(tx: Tx): Promise<{ id: string; value: T }>;
    load(id: string): Promise<T | null>;
    /**
     * The id `create` will give its resource, known beforehand: the key is then claimed first in the
     * transaction, so a concurrent retry waits on the key (not on the resource's own locks) and is
     * answered with the first call's resource even where running `create` again would be refused (an
     * accept-and-pay: the quote is no longer open). `create` must return this id.
     */
    claimFirst?: string;
  },
): Promise<{ value: T; replayed: boolean }> {
  if (!request) return { value: (await withTransactionRetry(db, (tx) => steps.create(tx))).value, replayed: false };
  const replay = async () => {
    const id = await earlierResourceOf(db, request);
    if (id === undefined) return undefined;
    const value = await steps.load(id);
    // The first call's resource is gone (deleted since): the key cannot be answered any more.
    if (value === null) throw new AppError('IDEMPOTENCY_CONFLICT');
    return { value, replayed: true };
  };
  const earlier = await replay();
  if (earlier) return earlier;
  try {
    const created = await withTransactionRetry(db, async (tx) => {
      if (steps.claimFirst !== undefined) {
        if (!(await claimIdempotencyKey(tx, request, steps.claimFirst))) throw new KeyTaken();
        const made = await steps.create(tx);
        if (made.id !== steps.claimFirst) throw new Error(`createIdempotently: create made ${made.id}, not the claimed ${steps.claimFirst}`);
        return made;
      }
      const made = await steps.create(tx);
      if (!(await claimIdempotencyKey(tx, request, made.id))) throw new KeyTaken();
      return made;
    });
    return { value: created.value, replayed: false };
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    const raced = await replay();
    if (!raced) throw new AppError('IDEMPOTENCY_CONFLICT');
    return raced;
  }
}
