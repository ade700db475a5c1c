import { AppError } from '../errors';

/** What a service depends on over the network. */
export type DependencyName = 'postgres' | 'redis' | 'kafka' | 'smtp' | 's3';

/** What a client is told to wait (`Retry-After`, seconds) when a dependency is down. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * A call could not be served because a dependency is unreachable: the kit's error handler answers
 * 503 `SERVICE_UNAVAILABLE` with `Retry-After`, in the envelope. Which dependency is logged, not
 * answered (5xx details stay hidden).
 */
export class DependencyUnavailableError extends AppError {
  readonly dependency: DependencyName;

  constructor(dependency: DependencyName, cause?: unknown) {
    super('SERVICE_UNAVAILABLE', undefined, { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } });
    this.name = 'DependencyUnavailableError';
    this.dependency = dependency;
    if (cause !== undefined) this.cause = cause;
  }
}

/** SQLSTATEs of a server that is gone, going or not there yet (class 08, 57P01-57P03) or full (53300). */
const POSTGRES_CODES = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03', '53300']);
/** Prisma's codes for "cannot reach / lost / timed out waiting for" the database. */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
/** @prisma/adapter-pg's kinds of the same (convertDriverError). */
const ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
/** Socket failures: on a client of a known dependency they mean that dependency is unreachable. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
/** pg's own messages for a connection that broke, timed out or was never made. */
const PG_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;
/** ioredis's messages for a command that could not be sent or answered. */
const REDIS_MESSAGES = /^(Stream isn't writeable|Connection is closed|Command timed out|Reached the max retries per request limit)/;
/** kafkajs errors of an unreachable or restarting broker. */
const KAFKA_ERRORS = new Set([
  'KafkaJSConnectionError',
  'KafkaJSConnectionClosedError',
  'KafkaJSRequestTimeoutError',
  'KafkaJSBrokerNotFound',
  'KafkaJSNumberOfRetriesExceeded',
  'KafkaJSLockTimeout',
]);

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: { cause?: { kind?: unknown; originalCode?: unknown } } };
}

/** A socket that could not connect or broke (refused, reset, timed out, no route). */
export function isSocketError(error: unknown): boolean {
  const code = (error as ErrorLike | null)?.code;
  return typeof code === 'string' && SOCKET_CODES.has(code);
}

/** True for an error of the `pg` driver (or a socket under it) that says the server is unreachable. */
export function isPostgresConnectionError(error: unknown): boolean {
  const e = error as ErrorLike | null;
  if (!e || typeof e !== 'object') return false;
  if (typeof e.code === 'string' && (POSTGRES_CODES.has(e.code) || SOCKET_CODES.has(e.code))) return true;
  return typeof e.message === 'string' && PG_MESSAGES.test(e.message);
}

/** A `pg` error as DependencyUnavailableError when it is a connection failure; anything else as it is. */
export function postgresError(error: unknown): unknown {
  return isPostgresConnectionError(error) ? new DependencyUnavailableError('postgres', error) : error;
}

/**
 * Which dependency an error says is unreachable, or undefined when it is not such an error (a bug,
 * a constraint, bad input). Knows the kit's own DependencyUnavailableError, Prisma's errors (through
 * the pg adapter), ioredis's and BullMQ's command failures and kafkajs's connection errors; follows
 * `cause`. A bare socket error of unknown origin is not classified: the client that saw it should
 * wrap it (see `postgresError`).
 */
export function unavailableDependency(error: unknown, depth = 0): DependencyName | undefined {
  const e = error as ErrorLike | null;
  if (!e || typeof e !== 'object' || depth > 4) return undefined;
  if (error instanceof DependencyUnavailableError) return error.dependency;
  const name = typeof e.name === 'string' ? e.name : '';
  const message = typeof e.message === 'string' ? e.message : '';
  if (name.startsWith('PrismaClient')) {
    if (name === 'PrismaClientInitializationError') return 'postgres';
    if (typeof e.code === 'string' && PRISMA_CODES.has(e.code)) return 'postgres';
    const adapterCause = e.meta?.driverAdapterError?.cause;
    if (adapterCause && (ADAPTER_KINDS.has(String(adapterCause.kind)) || POSTGRES_CODES.has(String(adapterCause.originalCode)))) return 'postgres';
    if (PG_MESSAGES.test(message)) return 'postgres';
  }
  if (name === 'DriverAdapterError') {
    const cause = (e as { cause?: { kind?: unknown; originalCode?: unknown } }).cause;
    if (cause && (ADAPTER_KINDS.has(String(cause.kind)) || POSTGRES_CODES.has(String(cause.originalCode)))) return 'postgres';
  }
  if (name === 'MaxRetriesPerRequestError' || REDIS_MESSAGES.test(message)) return 'redis';
  if (KAFKA_ERRORS.has(name)) return 'kafka';
  return e.cause !== undefined ? unavailableDependency(e.cause, depth + 1) : undefined;
}
