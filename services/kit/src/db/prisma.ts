import { PrismaPg } from '@prisma/adapter-pg';
import type { ReadinessCheck } from '../health';

/** Minimal surface of a generated Prisma client that the kit relies on. */
export interface SqlClient {
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>;
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
}

export interface TransactionalClient extends SqlClient {
  $transaction<R>(fn: (tx: SqlClient) => Promise<R>, options?: { timeout?: number; maxWait?: number }): Promise<R>;
  $disconnect(): Promise<void>;
}

/** Builds a service's generated Prisma client on the pg driver adapter. */
export function createPrismaClient<C>(ClientCtor: new (options: { adapter: PrismaPg }) => C, databaseUrl: string, poolSize = 10): C {
  return new ClientCtor({ adapter: new PrismaPg({ connectionString: databaseUrl, max: poolSize }) });
}

export function postgresCheck(client: SqlClient): ReadinessCheck {
  return { name: 'postgres', check: async () => void (await client.$queryRawUnsafe('SELECT 1')) };
}
