import { LOADED_SERVICE_STATUSES, OPEN_REQUEST_STATUSES } from '../domain/expert-load';
import type { SpecialistDb, SpecialistTx } from './db';

/**
 * The expert's load as domain/expert-load.ts defines it, counted in SQL: requests still `new` or
 * `quoted` (from the trigger-kept inbox counts, decision 090) and paid services still running (a
 * service exists only for an `accepted` request, one per request). Read in the transaction of the
 * change, after the expert's profile row is locked (store/profiles.ts), so it includes the change.
 */
export async function expertLoad(db: SpecialistDb | SpecialistTx, expertId: string): Promise<number> {
  const [row] = await db.$queryRaw<Array<{ load: number }>>`
    SELECT (SELECT COALESCE(SUM(n), 0) FROM specialist_request_counts
             WHERE expert_id = ${expertId} AND status = ANY(${[...OPEN_REQUEST_STATUSES]}::text[]))::int
         + (SELECT count(*) FROM services
             WHERE expert_id = ${expertId} AND status = ANY(${[...LOADED_SERVICE_STATUSES]}::text[]))::int AS load`;
  return row?.load ?? 0;
}
