import { ZProDashboardSchema, ZSuccessEnvelopeSchema, onVacationToday, successEnvelope, type TExpertise } from '@tov/contracts';
import { AppError, type RouteApp } from '@tov/kit';
import type { SpecialistDeps } from '../deps';
import { lastMonths, seoulMonth } from '../domain/seoul-time';
import { vacationView } from '../domain/vacation';
import { findProfile } from '../store/profiles';
import { inboxItems } from '../store/inbox';
import { scheduleViewsOf, upcomingSchedules } from '../store/schedules';
import { netByMonth } from '../store/settlements';
import { specialistStats } from '../store/stats';
import { PRO_DASHBOARD_PATH, requirePro } from './access';

/** How many new requests and upcoming schedules the dashboard shows, and how many months of revenue. */
export const DASHBOARD_ITEMS = 5;
export const DASHBOARD_MONTHS = 6;

/** `GET /api/v1/dashboard/me/pro` (spec 000 §2 dashboard, pro): the caller's own figures. */
export function dashboardRoutes(app: RouteApp, deps: SpecialistDeps): void {
  const now = deps.now ?? (() => new Date());
  app.get(
    PRO_DASHBOARD_PATH,
    {
      schema: {
        summary: "The caller's pro dashboard: profile, stats, the newest requests to quote, the next schedules, net revenue of the last 6 months (Asia/Seoul)",
        response: { 200: ZSuccessEnvelopeSchema(ZProDashboardSchema) },
      },
    },
    async (request) => {
      const { userId } = requirePro(request);
      const at = now();
      const months = lastMonths(seoulMonth(at), DASHBOARD_MONTHS);
      const [profile, stats, fresh, schedules, revenue] = await Promise.all([
        findProfile(deps.db, userId),
        specialistStats(deps.db, userId, at),
        inboxItems(deps.sql, userId, { status: 'new', page: 1, limit: DASHBOARD_ITEMS }),
        upcomingSchedules(deps.db, userId, at, DASHBOARD_ITEMS),
        netByMonth(deps.db, userId, months),
      ]);
      if (!profile) throw new AppError('SPECIALIST_PROFILE_NOT_FOUND');
      const upcoming = await scheduleViewsOf(deps.db, schedules);
      return successEnvelope({
        profile: {
          name: profile.name,
          expertise: profile.expertise as TExpertise,
          rating: stats.rating,
          onVacation: onVacationToday(vacationView(profile, at), at),
        },
        stats,
        newRequests: fresh,
        upcomingSchedules: upcoming,
        revenueByMonth: months.map((month) => ({ month, net: revenue.get(month)?.net ?? 0 })),
      });
    },
  );
}
