import type { DashboardRole } from '../../api/dashboard-api';

export interface DashboardLayout {
  stats: string[];
  sections: string[];
  links: { to: string; key: string }[];
}

/**
 * The roles drawn by the generic dashboard; the pro dashboard has its own screen (ProDashboard.tsx,
 * typed by its contract), and so has the company's (its workspace, features/company).
 */
export type LayoutRole = Exclude<DashboardRole, 'pro' | 'company'>;

/** What each dashboard shows (spec 000 §2 labels; the other roles' sections follow spec 002's areas). */
export const DASHBOARD_LAYOUTS: Record<LayoutRole, DashboardLayout> = {
  challenger: {
    stats: ['totalSparkPoints', 'completedChallenges', 'globalRanking', 'matchingOpportunities'],
    sections: ['recommendedChallenges', 'skillAnalysis', 'recentActivity', 'achievements', 'upcomingEvents'],
    links: [
      { to: '/visa/step1', key: 'dashboard.links.visa' },
      { to: '/visa/history', key: 'dashboard.links.history' },
      { to: '/tovspark/challenges', key: 'dashboard.links.challenges' },
    ],
  },
  admin: {
    stats: ['totalUsers', 'activeChallenges', 'pendingApprovals', 'systemHealth'],
    sections: ['alerts', 'recentUsers', 'pendingChallenges', 'systemStatus'],
    links: [
      { to: '/admin/tovspark', key: 'dashboard.links.adminTovspark' },
      { to: '/bridge/admin', key: 'dashboard.links.bridgeAdmin' },
    ],
  },
};

/** A statistic is shown only when the service answered it with a number; otherwise the card says so. */
export function readStat(data: Record<string, unknown> | null, key: string): number | null {
  const stats = data && typeof data.stats === 'object' && data.stats !== null ? (data.stats as Record<string, unknown>) : data;
  const value = stats?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function readList(data: Record<string, unknown> | null, key: string): unknown[] {
  const value = data?.[key];
  return Array.isArray(value) ? value : [];
}
