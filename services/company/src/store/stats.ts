import { COMPANY_DASHBOARD_LIST_SIZE, type TCompanyStats } from '@tov/contracts';
import { addDays, dateValue } from '../domain/dates';
import { countActiveChallenges } from './challenges';
import { findCompanyProfile } from './companies';
import { countOpenItems } from './compliance';
import type { CompanyDb } from './db';
import { pipelineCounts } from './pipeline';

/** Still employed: every status but `terminated`. */
const EMPLOYED = { employmentStatus: { not: 'terminated' } } as const;

/** The company's figures (`GET /api/company/stats`, the dashboard's head). */
export async function companyStats(db: CompanyDb, companyId: string, today: string, now: Date): Promise<TCompanyStats> {
  const expiringWithin = (days: number) =>
    db.employee.count({ where: { companyId, ...EMPLOYED, visaExpiryDate: { gte: dateValue(today), lte: dateValue(addDays(today, days)) } } });
  const [profile, activeChallenges, total, byVisaType, within30, within60, within90, openComplianceItems, pipeline] = await Promise.all([
    findCompanyProfile(db, companyId),
    countActiveChallenges(db, companyId, now),
    db.employee.count({ where: { companyId } }),
    db.employee.groupBy({ by: ['visaType'], where: { companyId, ...EMPLOYED }, _count: { _all: true } }),
    expiringWithin(30),
    expiringWithin(60),
    expiringWithin(90),
    countOpenItems(db, companyId),
    pipelineCounts(db, companyId),
  ]);
  const perType = Object.fromEntries(byVisaType.map((g) => [g.visaType, g._count._all]));
  return {
    companyName: profile?.companyName ?? null,
    industry: profile?.industry ?? null,
    activeChallenges,
    totalHires: total,
    employees: { total, active: Object.values(perType).reduce((sum, n) => sum + n, 0), byVisaType: perType },
    visasExpiring: { within30, within60, within90 },
    openComplianceItems,
    pipeline,
  };
}

/** The visas expiring soonest (from today on) among the employed, for the dashboard. */
export function upcomingExpiries(db: CompanyDb, companyId: string, today: string) {
  return db.employee.findMany({
    where: { companyId, ...EMPLOYED, visaExpiryDate: { gte: dateValue(today) } },
    orderBy: [{ visaExpiryDate: 'asc' }, { id: 'asc' }],
    take: COMPANY_DASHBOARD_LIST_SIZE,
  });
}
