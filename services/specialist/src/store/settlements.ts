import { pageWindow } from '@tov/kit';
import type { Prisma, Settlement } from '../generated/prisma/client';
import { payoutIdOf } from '../domain/deterministic-id';
import { addMonths, lastMonths, seoulDate, seoulMonth, seoulMonthStart } from '../domain/seoul-time';
import { callProvider } from '../payments/errors';
import type { PaymentProvider } from '../payments/provider';
import type { SpecialistDb } from './db';

export interface SettlementTotals {
  gross: number;
  refunded: number;
  platformFee: number;
  net: number;
}

/** Completed within a Seoul month (`YYYY-MM`). */
const inMonth = (month: string): Prisma.DateTimeFilter => ({ gte: seoulMonthStart(month), lt: seoulMonthStart(addMonths(month, 1)) });

/**
 * `GET /settlements`: a page of the expert's settlements (newest completion first, optionally one
 * Seoul month), the totals over the same filter, and the net and count of each of the last 12
 * months (oldest first, months without a settlement at 0).
 */
export async function listSettlements(
  db: SpecialistDb,
  expertId: string,
  query: { page: number; limit: number; month?: string | undefined },
  now: Date,
): Promise<{ items: Settlement[]; total: number; totals: SettlementTotals; byMonth: Array<{ month: string; net: number; count: number }> }> {
  const where: Prisma.SettlementWhereInput = { expertId, ...(query.month ? { completedAt: inMonth(query.month) } : {}) };
  const months = lastMonths(seoulMonth(now), 12);
  const [items, total, sums, monthly] = await Promise.all([
    db.settlement.findMany({ where, orderBy: [{ completedAt: 'desc' }, { id: 'desc' }], ...pageWindow(query) }),
    db.settlement.count({ where }),
    db.settlement.aggregate({ where, _sum: { gross: true, refunded: true, platformFee: true, net: true } }),
    netByMonth(db, expertId, months),
  ]);
  return {
    items,
    total,
    totals: { gross: sums._sum.gross ?? 0, refunded: sums._sum.refunded ?? 0, platformFee: sums._sum.platformFee ?? 0, net: sums._sum.net ?? 0 },
    byMonth: months.map((month) => ({ month, net: monthly.get(month)?.net ?? 0, count: monthly.get(month)?.count ?? 0 })),
  };
}

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

/** One of the expert's settlements; another expert's (or an unknown id) is null. */
export function findSettlement(db: SpecialistDb, expertId: string, settlementId: string): Promise<Settlement | null> {
  return db.settlement.findFirst({ where: { id: settlementId, expertId } });
}

/**
 * Pays out up to `limit` pending settlements whose payout date (Seoul) has come: for each, under its
 * row lock (SKIP LOCKED, so replicas share the work), the provider transfers the net to the expert
 * (the transfer's id is the settlement's: a retry meets the same transfer), the ledger gets a
 * `payout` row and the settlement becomes `paid`. A settlement whose net is 0 (refunded in full) is
 * marked paid without a transfer. Returns how many were paid.
 */
export async function payDueSettlements(db: SpecialistDb, payments: PaymentProvider, now: Date, limit = 100): Promise<number> {
  let paid = 0;
  for (let i = 0; i < limit; i++) {
    const done = await db.$transaction(async (tx) => {
      const [due] = await tx.$queryRaw<Array<{ id: string }>>`
        SELECT id FROM settlements WHERE payout_status = 'pending' AND payout_date <= ${seoulDate(now)}::date
        ORDER BY payout_date, id LIMIT 1 FOR UPDATE SKIP LOCKED`;
      if (!due) return false;
      const settlement = await tx.settlement.findUniqueOrThrow({ where: { id: due.id } });
      if (settlement.net > 0) {
        const payoutId = payoutIdOf(settlement.id);
        const payout = await callProvider(() =>
          payments.payout({ payoutId, partnerId: settlement.expertId, amount: settlement.net, currency: 'KRW', memo: `TOV settlement ${settlement.id}` }),
        );
        await tx.payment.create({
          data: {
            id: payoutId,
            kind: 'payout',
            serviceId: settlement.serviceId,
            settlementId: settlement.id,
            expertId: settlement.expertId,
            clientId: settlement.clientId,
            amount: payout.amount,
            provider: payments.name,
            providerReference: payout.providerReference,
            idempotencyKey: `payout:${settlement.id}`,
            reason: null,
            actorId: 'system',
            createdAt: now,
          },
        });
      }
      await tx.settlement.update({ where: { id: settlement.id }, data: { payoutStatus: 'paid', paidAt: now } });
      return true;
    });
    if (!done) break;
    paid++;
  }
  return paid;
}
