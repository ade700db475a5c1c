import type { TSpecialistStats } from '@tov/contracts';
import { acceptanceRate } from '../domain/request-status';
import { seoulMonth } from '../domain/seoul-time';
import type { SpecialistDb } from './db';
import { ratingOf } from './profiles';
import { requestCounts } from './requests';
import { serviceCounts } from './services';
import { netByMonth } from './settlements';

/** `GET /stats` and the dashboard's figures: requests by status, acceptance, services, revenue this Seoul month, rating. */
export async function specialistStats(db: SpecialistDb, expertId: string, now: Date): Promise<TSpecialistStats> {
  const month = seoulMonth(now);
  const [counts, services, revenue, rating] = await Promise.all([
    requestCounts(db, expertId),
    serviceCounts(db, expertId),
    netByMonth(db, expertId, [month]),
    ratingOf(db, expertId),
  ]);
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  return {
    requests: { total, ...counts },
    quoteAcceptanceRate: acceptanceRate(counts),
    activeServices: services.active,
    completedServices: services.completed,
    revenueThisMonth: revenue.get(month)?.net ?? 0,
    rating: rating.rating,
    reviewCount: rating.reviewCount,
  };
}
