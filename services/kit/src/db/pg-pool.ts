import { Pool } from 'pg';
import type { Logger } from 'pino';
import { watchConnection } from '../resilience/connection-watch';

export interface PgPoolOptions {
  /** Connections at most (default 10). */
  max?: number;
  /**
   * How long a call waits for a connection, new or from the pool, before it fails (default 1 s).
   * A server that refuses connections fails at once; this bounds a server that hangs, or a pool
   * that stays full, so a call answers 503 instead of waiting without limit.
   */
  connectionTimeoutMs?: number;
  logger?: Logger;
  /** Names the pool in logs (default `postgres`). */
  name?: string;
}

/**
 * The one way the kit opens Postgres connections (Prisma's adapter and `createSqlStatements` both
 * take it). An idle connection that the server ends (a restart, a failover: "terminating connection
 * due to administrator command") makes pg's pool emit `'error'`; without a listener that event ends
 * the process. Here it is logged once per outage; the pool drops the broken connection and opens a
 * new one on the next call, so the service reconnects by itself once Postgres answers again.
 */
export function createPgPool(databaseUrl: string, options: PgPoolOptions = {}): Pool {
  const pool = new Pool({
    connectionString: databaseUrl,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 1_000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
  });
  const watch = options.logger ? watchConnection(options.logger, 'postgres', options.name ?? 'postgres') : undefined;
  pool.on('error', (error) => watch?.failed(error));
  // A connection made after a loss means the server answers again.
  pool.on('connect', (client) => {
    // A connection in use whose server goes away emits 'error' on the client; the query it runs fails.
    client.on('error', (error) => watch?.failed(error));
    if (watch?.isDown()) watch.recovered();
  });
  return pool;
}
