import { randomUUID } from 'node:crypto';
import { outboxRow, type SqlStatements } from '@tov/kit';
import { completedEvent, type NewAssessment } from './assessments';
import { compactInput } from './compact-input';
import { compactResult } from './stored-result';

interface Pending {
  a: NewAssessment;
  id: string;
  createdAt: Date;
  resolve(value: { id: string; createdAt: Date }): void;
  reject(error: unknown): void;
}

/**
 * Saves assessments with their `visa.assessment.completed` outbox rows in one SQL statement per
 * group: requests that arrive while a write is in flight are committed together (group commit), so
 * the cost of a commit is shared under load while a lone request still writes at once. Each
 * assessment and its event stay in the same transaction; a failed group is retried one by one so a
 * bad row fails only its own request.
 */
export class AssessmentWriter {
  private queue: Pending[] = [];
  private writing = false;

  constructor(
    private readonly sql: SqlStatements,
    private readonly maxGroup = 200,
  ) {}

  save(a: NewAssessment, id: string = randomUUID()): Promise<{ id: string; createdAt: Date }> {
    return new Promise((resolve, reject) => {
      this.queue.push({ a, id, createdAt: new Date(), resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.queue.length > 0) {
        const group = this.queue.splice(0, this.maxGroup);
        try {
          await this.write(group);
          for (const p of group) p.resolve({ id: p.id, createdAt: p.createdAt });
        } catch (error) {
          if (group.length === 1) {
            group[0]!.reject(error);
            continue;
          }
          for (const p of group) {
            await this.write([p]).then(
              () => p.resolve({ id: p.id, createdAt: p.createdAt }),
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
    const { sql, values } = saveStatement(group);
    await this.sql.execute(sql, values);
  }
}

export interface AssessmentToSave {
  id: string;
  a: NewAssessment;
  createdAt: Date;
}

/**
 * One statement that inserts the assessments and then their outbox rows (atomic together).
 * `guard` is an extra CTE the rows depend on (a batch's progress update): when it changes no row,
 * nothing is inserted.
 */
export function saveStatement(items: AssessmentToSave[], guard?: { cte: string; values: unknown[] }): { sql: string; values: unknown[] } {
  const values: unknown[] = [...(guard?.values ?? [])];
  const assessmentRows: string[] = [];
  const outboxRows: string[] = [];
  for (const { id, a, createdAt } of items) {
    const n = values.length;
    assessmentRows.push(
      `($${n + 1}::uuid, $${n + 2}::uuid, $${n + 3}, $${n + 4}, $${n + 5}, $${n + 6}::boolean, $${n + 7}::int, $${n + 8}, $${n + 9}, $${n + 10}::jsonb, $${n + 11}::jsonb, $${n + 12}::jsonb, '{"feedback":[]}'::jsonb, ($${n + 13}::timestamptz AT TIME ZONE 'UTC'), $${n + 14}::uuid)`,
    );
    values.push(
      id, a.userId, a.result.visaType, a.result.visaSubtype, a.result.applicationType, a.result.eligible, a.result.score,
      a.result.eligible ? 'eligible' : 'ineligible', a.result.ruleSetId, JSON.stringify(a.userData), JSON.stringify(compactInput(a.input) ?? {}), JSON.stringify(compactResult(a.result)),
      createdAt.toISOString(), a.batchId ?? null,
    );
  }
  for (const { id, a, createdAt } of items) {
    const row = outboxRow(completedEvent(id, a, createdAt));
    const n = values.length;
    outboxRows.push(`($${n + 1}::uuid, $${n + 2}, $${n + 3}, $${n + 4}, $${n + 5}::int, $${n + 6}::jsonb)`);
    values.push(row.id, row.topic, row.key, row.type, row.version, row.payload);
  }
  const guardCte = guard ? `guard AS (${guard.cte}), ` : '';
  const guardFilter = guard ? 'WHERE EXISTS (SELECT 1 FROM guard)' : '';
  const sql = `WITH ${guardCte}saved AS (
      INSERT INTO assessments (id, user_id, visa_type, visa_subtype, application_type, eligible, score, status, rule_set_id, user_data, input, result, metadata, created_at, batch_id)
      SELECT * FROM (VALUES ${assessmentRows.join(', ')}) AS v ${guardFilter} RETURNING id)
    INSERT INTO outbox_events (id, topic, key, type, version, payload, status, attempts, available_at, created_at)
    SELECT v.*, 'pending', 0, now(), clock_timestamp() FROM (VALUES ${outboxRows.join(', ')}) AS v(id, topic, key, type, version, payload)
    WHERE (SELECT count(*) FROM saved) = ${items.length}`;
  return { sql, values };
}
