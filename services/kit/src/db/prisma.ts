import { PrismaPg } from '@prisma/adapter-pg';
import type { Logger } from 'pino';
import type { ReadinessCheck } from '../health';
import { createPgPool } from './pg-pool';

/** Minimal surface of a generated Prisma client that the kit relies on. */
export interface SqlClient {
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
}

/** Options of an interactive transaction (Prisma's names). */
export interface TransactionOptions {
  timeout?: number;
  maxWait?: number;
  isolationLevel?: 'ReadUncommitted' | 'ReadCommitted' | 'RepeatableRead' | 'Serializable';
}

/** A client that runs interactive transactions; `Tx` is what the callback receives (a service's Prisma transaction client). */
export interface TransactionalClient<Tx extends SqlClient = SqlClient> extends SqlClient {
  $transaction<R>(fn: (tx: Tx) => Promise<R>, options?: TransactionOptions): Promise<R>;
  $disconnect(): Promise<void>;
}

export interface PrismaClientOptions {
  /** Connections at most (default 10). */
  poolSize?: number;
  /** Logs the pool's outages (connection lost, back). */
  logger?: Logger;
}

/**
 * Builds a service's generated Prisma client on the pg driver adapter, over the kit's pool
 * (`createPgPool`: a lost connection is logged and replaced, never the end of the process; a call
 * waits at most a second for a connection). `$disconnect()` ends the pool.
 */
export function createPrismaClient<C>(ClientCtor: new (options: { adapter: PrismaPg }) => C, databaseUrl: string, options: PrismaClientOptions = {}): C {
  const pool = createPgPool(databaseUrl, { max: options.poolSize ?? 10, ...(options.logger ? { logger: options.logger } : {}), name: 'postgres (prisma)' });
  return new ClientCtor({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
}

export function postgresCheck(client: SqlClient): ReadinessCheck {
  return { name: 'postgres', check: async () => void (await client.$queryRawUnsafe('SELECT 1')) };
}
