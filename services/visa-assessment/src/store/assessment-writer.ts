import {
  claimIdempotencyKeySql,
  claimIdempotencyKeyValues,
  DIRECT_PUBLISH_RESERVATION,
  newId,
  outboxRow,
  type IdempotentRequest,
  type OutboxRow,
  type SqlStatements,
} from '@tov/kit';
import { assessmentCompletedEvent } from '../events/assessment-completed';
import type { NewAssessment } from './assessments';
import { compactInput } from './compact-input';
import { compactResult } from './stored-result';

interface Pending {
  row: EncodedAssessment;
  resolve(value: { id: string; createdAt: Date }): void;
  reject(error: unknown): void;
}

/** Takes the outbox rows of a committed statement to Kafka (the relay's `publishCommitted`). */
export type PublishCommitted = (rows: OutboxRow[]) => void;

/**
 * Saves assessments with their `visa.assessment.completed` outbox rows in one SQL statement per
 * group: requests that arrive while a write is in flight are committed together (group commit), so
 * the cost of a commit is shared under load while a lone request still writes at once. Each
 * assessment and its event stay in the same transaction; a failed group is retried one by one so a
 * bad row fails only its own request. Once a group is committed its events go to `publishCommitted`.
 */
export class AssessmentWriter {
  private queue: Pending[] = [];
  private writing = false;

  constructor(
    private readonly sql: SqlStatements,
    private readonly publishCommitted: PublishCommitted = () => undefined,
    private readonly maxGroup = 200,
  ) {}

  /**
   * The assessment is encoded for the statement at once: a request waiting for its group then holds
   * a few strings instead of its whole object graph (the young-generation collector copies whatever
   * is alive), and the group's write starts without that work.
   */
  save(a: NewAssessment, id: string = newId(), createdAt = new Date()): Promise<{ id: string; createdAt: Date }> {
    const row = encodeAssessment({ id, a, createdAt });
    return new Promise((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  /**
   * Saves one assessment whose `Idempotency-Key` is claimed in the same statement (a rare path, not
   * grouped): when another call holds the key, nothing is written and null comes back.
   */
  async saveClaimed(a: NewAssessment, id: string, createdAt: Date, claim: IdempotentRequest): Promise<{ id: string; createdAt: Date } | null> {
    const row = encodeAssessment({ id, a, createdAt });
    const { sql, values, events } = saveStatement([row], { cte: claimIdempotencyKeySql(1), values: claimIdempotencyKeyValues(claim, id) });
    if ((await this.sql.execute(sql, values)) === 0) return null;
    this.publishCommitted(events);
    return row.saved;
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.queue.length > 0) {
        const group = this.queue.splice(0, this.maxGroup);
        try {
          await this.write(group);
          for (const p of group) p.resolve(p.row.saved);
        } catch (error) {
          if (group.length === 1) {
            group[0]!.reject(error);
            continue;
          }
          for (const p of group) {
            await this.write([p]).then(
              () => p.resolve(p.row.saved),
              (e: unknown) => p.reject(e),
            );
          }
        }
      }
    } finally {
      this.writing = false;
    }
  }

  private async write(group: Pending[]): Promise<void> {
    const { sql, values, events, name } = saveStatement(group.map((p) => p.row));
    await this.sql.execute(sql, values, name);
    this.publishCommitted(events);
  }
}

export interface AssessmentToSave {
  id: string;
  a: NewAssessment;
  createdAt: Date;
}

/** An assessment as its statement parameters and its `visa.assessment.completed` outbox row. */
export interface EncodedAssessment {
  saved: { id: string; createdAt: Date };
  /** The 14 values of its `assessments` row, in the column order of `saveStatement`. */
  values: unknown[];
  event: OutboxRow;
}

export function encodeAssessment({ id, a, createdAt }: AssessmentToSave): EncodedAssessment {
  const { result } = a;
  return {
    saved: { id, createdAt },
    values: [
      id,
      a.userId,
      result.visaType,
      result.visaSubtype,
      result.applicationType,
      result.eligible,
      result.score,
      result.eligible ? 'eligible' : 'ineligible',
      result.ruleSetId,
      JSON.stringify(a.userData),
      JSON.stringify(compactInput(a.input) ?? {}),
      JSON.stringify(compactResult(result)),
      createdAt.toISOString(),
      a.batchId ?? null,
    ],
    event: outboxRow(assessmentCompletedEvent(id, a, createdAt)),
  };
}

/**
 * One statement that inserts the assessments and then their outbox rows (atomic together).
 * `guard` is an extra CTE the rows depend on (a batch's progress update): when it changes no row,
 * nothing is inserted. The outbox rows are reserved for the writing process, which publishes them
 * once committed (`events`, in order); the relay's poller takes them only if it never does.
 */
export function saveStatement(
  rows: EncodedAssessment[],
  guard?: { cte: string; values: unknown[] },
): { sql: string; values: unknown[]; events: OutboxRow[]; name?: string } {
  const values: unknown[] = [...(guard?.values ?? [])];
  for (const row of rows) for (const value of row.values) values.push(value);
  for (const { event } of rows) values.push(event.id, event.topic, event.key, event.type, event.version, event.payload);
  const events = rows.map((row) => row.event);
  if (guard) return { sql: saveSql(rows.length, guard), values, events };
  // The writer's groups: one prepared statement per group size, up to PREPARED_UP_TO rows.
  let sql = SQL_BY_SIZE.get(rows.length);
  if (!sql) {
    sql = saveSql(rows.length);
    if (rows.length <= PREPARED_UP_TO) SQL_BY_SIZE.set(rows.length, sql);
  }
  return { sql, values, events, ...(rows.length <= PREPARED_UP_TO ? { name: `save-assessments-${rows.length}` } : {}) };
}

/**
 * Groups of up to this many rows are prepared statements: Postgres parsed and planned each group's
 * statement anew, and with one plan per size its work per evaluation went from 117-143 to 76-87 us
 * (bench/evaluate, four interleaved pairs). Larger groups, rare, are not prepared, so a connection
 * keeps at most this many plans.
 */
const PREPARED_UP_TO = 64;
const SQL_BY_SIZE = new Map<number, string>();

/** The statement's text for `count` rows (the parameters follow the guard's, row by row). */
function saveSql(count: number, guard?: { cte: string; values: unknown[] }): string {
  let n = guard?.values.length ?? 0;
  const assessmentRows: string[] = [];
  const outboxRows: string[] = [];
  for (let i = 0; i < count; i++, n += 14) {
    assessmentRows.push(
      `($${n + 1}::uuid, $${n + 2}::uuid, $${n + 3}, $${n + 4}, $${n + 5}, $${n + 6}::boolean, $${n + 7}::int, $${n + 8}, $${n + 9}, $${n + 10}::json, $${n + 11}::json, $${n + 12}::json, '{"feedback":[]}'::jsonb, ($${n + 13}::timestamptz AT TIME ZONE 'UTC'), $${n + 14}::uuid)`,
    );
  }
  for (let i = 0; i < count; i++, n += 6) outboxRows.push(`($${n + 1}::uuid, $${n + 2}, $${n + 3}, $${n + 4}, $${n + 5}::int, $${n + 6}::jsonb)`);
  const guardCte = guard ? `guard AS (${guard.cte}), ` : '';
  const guardFilter = guard ? 'WHERE EXISTS (SELECT 1 FROM guard)' : '';
  return `WITH ${guardCte}saved AS (
      INSERT INTO assessments (id, user_id, visa_type, visa_subtype, application_type, eligible, score, status, rule_set_id, user_data, input, result, metadata, created_at, batch_id)
      SELECT * FROM (VALUES ${assessmentRows.join(', ')}) AS v ${guardFilter} RETURNING id)
    INSERT INTO outbox_events (id, topic, key, type, version, payload, status, attempts, available_at, created_at)
    SELECT v.*, 'pending', 0, now() + interval '${DIRECT_PUBLISH_RESERVATION}', clock_timestamp() FROM (VALUES ${outboxRows.join(', ')}) AS v(id, topic, key, type, version, payload)
    WHERE (SELECT count(*) FROM saved) = ${count}`;
}
