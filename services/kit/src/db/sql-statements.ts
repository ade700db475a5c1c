import { Pool } from 'pg';

/** Plain parameterised SQL on a pg pool. */
export interface SqlStatements {
  /**
   * The number of rows the statement changed. A `name` makes it a prepared statement, parsed and
   * planned once per connection (the text must then always be the same for that name).
   */
  execute(sql: string, values: readonly unknown[], name?: string): Promise<number>;
  query<T>(sql: string, values: readonly unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * For the few hot, hand-written bulk statements (one INSERT of a few hundred rows with thousands of
 * parameters): sent straight to pg, they skip the Prisma client's parameter handling, which was a
 * tenth of the visa service's CPU under load (bench/evaluate). Everything else stays on Prisma.
 */
export function createSqlStatements(databaseUrl: string, poolSize = 10): SqlStatements {
  const pool = new Pool({ connectionString: databaseUrl, max: poolSize });
  return {
    async execute(sql, values, name) {
      const result = await pool.query(name ? { name, text: sql, values: values as unknown[] } : { text: sql, values: values as unknown[] });
      return result.rowCount ?? 0;
    },
    async query<T>(sql: string, values: readonly unknown[]) {
      return (await pool.query(sql, values as unknown[])).rows as T[];
    },
    close: () => pool.end(),
  };
}
