import type { SqlClient } from './prisma';

/**
 * A projection of another service's facts kept at the latest version of each row: a run of events
 * is written in one statement, and a version older than the stored one (an event replayed or
 * arriving late) changes nothing.
 */
export interface LatestProjectionSpec<R extends Record<string, unknown>> {
  table: string;
  /** The row's identity (a unique column). */
  key: keyof R & string;
  /**
   * Each column written, with its Postgres type. A `timestamp` column (Prisma's DateTime) takes an ISO
   * instant and is stored in UTC, as Prisma stores it.
   */
  columns: { [C in keyof R & string]: string };
  /** The column that orders versions (a timestamp): a row replaces the stored one when it is as new or newer. */
  version: keyof R & string;
  /** A column set to the time of the write (optional). */
  touched?: string;
}

export interface LatestProjection<R extends Record<string, unknown>> {
  /** Writes the rows (the latest of each key among them), keeping whatever is stored when it is newer. */
  upsert(tx: SqlClient, rows: R[]): Promise<void>;
}

/** Of several versions of one key, the one applying them in order would leave: the latest, the later on a tie. */
export function latestPerKey<R extends Record<string, unknown>>(rows: R[], key: keyof R, version: keyof R): R[] {
  const latest = new Map<unknown, R>();
  for (const row of rows) {
    const seen = latest.get(row[key]);
    if (!seen || Date.parse(String(seen[version])) <= Date.parse(String(row[version]))) latest.set(row[key], row);
  }
  return [...latest.values()];
}

/** The statement and its writer for one projection table (the SQL is built once). */
export function latestProjection<R extends Record<string, unknown>>(spec: LatestProjectionSpec<R>): LatestProjection<R> {
  const names = Object.keys(spec.columns) as Array<keyof R & string>;
  const isTimestamp = (name: keyof R & string) => spec.columns[name] === 'timestamp';
  const recordType = names.map((name) => `${name} ${isTimestamp(name) ? 'timestamptz' : spec.columns[name]}`).join(', ');
  const selected = names.map((name) => (isTimestamp(name) ? `r.${name} AT TIME ZONE 'UTC'` : `r.${name}`));
  const targets = [...names, ...(spec.touched ? [spec.touched] : [])];
  const values = [...selected, ...(spec.touched ? [`now() AT TIME ZONE 'UTC'`] : [])];
  const updates = targets.filter((name) => name !== spec.key).map((name) => `${name} = EXCLUDED.${name}`);
  const sql = `INSERT INTO ${spec.table} AS p (${targets.join(', ')})
     SELECT ${values.join(', ')}
     FROM jsonb_to_recordset($1::jsonb) AS r(${recordType})
     ON CONFLICT (${spec.key}) DO UPDATE SET ${updates.join(', ')}
     WHERE p.${spec.version} <= EXCLUDED.${spec.version}`;
  return {
    async upsert(tx, rows) {
      if (rows.length === 0) return;
      await tx.$executeRawUnsafe(sql, JSON.stringify(latestPerKey(rows, spec.key, spec.version)));
    },
  };
}
