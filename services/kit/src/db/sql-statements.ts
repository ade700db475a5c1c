import type { Logger } from 'pino';
import { postgresError } from '../resilience/dependency-errors';
import { createPgPool } from './pg-pool';

/** Plain parameterised SQL on a pg pool. */
export interface SqlStatements {
  /**
   * The number of rows the statement changed. A `name` makes it a prepared statement, parsed and
   * planned once per connection (the text must then always be the same for that name).
   */
  execute(sql: string, values: readonly unknown[], name?: string): Promise<number>;
  /** The rows of a query; a `name` makes it a prepared statement, as for `execute`. */
  query<T>(sql: string, values: readonly unknown[], name?: string): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * For the few hot, hand-written statements (one INSERT of a few hundred rows with thousands of
 * parameters; the specialist inbox's one read, planned once per connection): sent straight to pg,
 * they skip the Prisma client's parameter handling, which was a tenth of the visa service's CPU
 * under load (bench/evaluate), and a name lets Postgres keep their plan. Everything else stays on Prisma.
 * A connection failure rejects with DependencyUnavailableError('postgres') (an answer of 503).
 */
export function createSqlStatements(databaseUrl: string, options: { poolSize?: number; logger?: Logger } = {}): SqlStatements {
  const pool = createPgPool(databaseUrl, {
    max: options.poolSize ?? 10,
    ...(options.logger ? { logger: options.logger } : {}),
    name: 'postgres (sql statements)',
  });
  return {
    async execute(sql, values, name) {
      try {
        const result = await pool.query(name ? { name, text: sql, values: values as unknown[] } : { text: sql, values: values as unknown[] });
        return result.rowCount ?? 0;
      } catch (error) {
        throw postgresError(error);
      }
    },
    async query<T>(sql: string, values: readonly unknown[], name?: string) {
      try {
        return (await pool.query(name ? { name, text: sql, values: values as unknown[] } : { text: sql, values: values as unknown[] })).rows as T[];
      } catch (error) {
        throw postgresError(error);
      }
    },
    close: () => pool.end(),
  };
}
