import type { SpecialistDb } from './db';

// Settlements (issue 15 §1 "settlements"): written when a service completes and shrunk by refunds;
// what the core part reads of them (revenue figures of the stats and the dashboard) is below.

/** Net revenue (after the platform fee and refunds) per Seoul month of completion, for `months` (`YYYY-MM`). */
export async function netByMonth(db: SpecialistDb, expertId: string, months: readonly string[]): Promise<Map<string, { net: number; count: number }>> {
  const byMonth = new Map<string, { net: number; count: number }>(months.map((m) => [m, { net: 0, count: 0 }]));
  if (months.length === 0) return byMonth;
  const rows = await db.$queryRaw<Array<{ month: string; net: bigint; count: bigint }>>`
    SELECT to_char((completed_at AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Seoul', 'YYYY-MM') AS month, sum(net)::bigint AS net, count(*)::bigint AS count
    FROM settlements
    WHERE expert_id = ${expertId}
      AND to_char((completed_at AT TIME ZONE 'UTC') AT TIME ZONE 'Asia/Seoul', 'YYYY-MM') = ANY(${[...months]}::text[])
    GROUP BY 1`;
  for (const row of rows) byMonth.set(row.month, { net: Number(row.net), count: Number(row.count) });
  return byMonth;
}
