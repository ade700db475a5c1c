import { AppError } from '../errors';
import type { SqlClient, TransactionalClient, TransactionOptions } from './prisma';

/**
 * Postgres gave up on a transaction because of another one running at the same time: 40001
 * (serialization_failure, SERIALIZABLE or REPEATABLE READ) or 40P01 (deadlock_detected, any level).
 * Nothing was written; running the same transaction again is what Postgres asks for.
 */
const CONFLICT_SQLSTATES = new Set(['40001', '40P01']);
/** Prisma's "Transaction failed due to a write conflict or a deadlock. Please retry your transaction". */
const PRISMA_WRITE_CONFLICT = 'P2034';
/** @prisma/adapter-pg's kind for both SQLSTATEs (convertDriverError). */
const ADAPTER_WRITE_CONFLICT = 'TransactionWriteConflict';

interface ErrorLike {
  code?: unknown;
  kind?: unknown;
  originalCode?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: { cause?: { kind?: unknown; originalCode?: unknown } } };
}

/**
 * True for a serialisation failure or a deadlock, however it arrives: Prisma's P2034, the pg
 * adapter's `TransactionWriteConflict` (from a query or from the COMMIT), or a `pg` error with
 * SQLSTATE 40001 / 40P01; `cause` is followed.
 */
export function isTransactionConflict(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as ErrorLike;
  if (e.code === PRISMA_WRITE_CONFLICT) return true;
  if (typeof e.code === 'string' && CONFLICT_SQLSTATES.has(e.code)) return true;
  if (e.kind === ADAPTER_WRITE_CONFLICT || (typeof e.originalCode === 'string' && CONFLICT_SQLSTATES.has(e.originalCode))) return true;
  const adapter = e.meta?.driverAdapterError?.cause;
  if (adapter && (adapter.kind === ADAPTER_WRITE_CONFLICT || (typeof adapter.originalCode === 'string' && CONFLICT_SQLSTATES.has(adapter.originalCode))))
    return true;
  return isTransactionConflict(e.cause, depth + 1);
}

/**
 * A transaction kept losing to concurrent ones after every retry: 409 `CONFLICT` (the client may
 * send the call again), never a 500. The last database error is its `cause`, for the log.
 */
export class TransactionConflictError extends AppError {
  readonly attempts: number;

  constructor(attempts: number, cause: unknown) {
    super('CONFLICT');
    this.name = 'TransactionConflictError';
    this.attempts = attempts;
    this.cause = cause;
  }
}

/** The retry policy (docs/decisions/114-transaction-conflicts-retried.md). */
export const TRANSACTION_RETRY_DEFAULTS = {
  /** Runs in all: the first and three retries. */
  attempts: 4,
  /** The first retry waits 5-10 ms, each next one twice that, never more than maxDelayMs. */
  baseDelayMs: 10,
  maxDelayMs: 100,
} as const;

export interface TransactionRetryOptions extends TransactionOptions {
  /** Runs in all, the first included (default 4). */
  attempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Told of each retry (a log line, a metric). */
  onRetry?: (retry: { attempt: number; delayMs: number; error: unknown }) => void;
}

/** How long to wait before retry `attempt` (1 for the first): exponential with half of it random ("equal jitter"). */
export function transactionRetryDelay(
  attempt: number,
  baseDelayMs: number = TRANSACTION_RETRY_DEFAULTS.baseDelayMs,
  maxDelayMs: number = TRANSACTION_RETRY_DEFAULTS.maxDelayMs,
  random = Math.random,
): number {
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `run` (a whole transaction) again when it fails with a serialisation failure or a deadlock,
 * at most `attempts` times in all with a short jittered backoff; the last such failure becomes
 * TransactionConflictError (409 CONFLICT). Any other error goes through at once. `run` must be safe to
 * repeat: everything it changes is in the transaction that failed, or is keyed so a repeat meets the
 * same thing (a provider call with a derived id).
 */
export async function retryTransactionConflicts<R>(run: () => Promise<R>, options: TransactionRetryOptions = {}): Promise<R> {
  const attempts = Math.max(1, options.attempts ?? TRANSACTION_RETRY_DEFAULTS.attempts);
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      // An inner transaction that already used up its retries is not retried again here.
      if (error instanceof TransactionConflictError || !isTransactionConflict(error)) throw error;
      if (attempt >= attempts) throw new TransactionConflictError(attempt, error);
      const delayMs = transactionRetryDelay(attempt, options.baseDelayMs, options.maxDelayMs);
      options.onRetry?.({ attempt, delayMs, error });
      await sleep(delayMs);
    }
  }
}

/**
 * `db.$transaction(fn, options)`, run again on a serialisation failure or a deadlock
 * (`retryTransactionConflicts`). The kit's way to open a transaction that may meet concurrent ones.
 */
export function withTransactionRetry<Tx extends SqlClient, R>(
  db: TransactionalClient<Tx>,
  fn: (tx: Tx) => Promise<R>,
  options: TransactionRetryOptions = {},
): Promise<R> {
  const { attempts: _attempts, baseDelayMs: _base, maxDelayMs: _max, onRetry: _onRetry, ...transaction } = options;
  return retryTransactionConflicts(() => (Object.keys(transaction).length > 0 ? db.$transaction(fn, transaction) : db.$transaction(fn)), options);
}
