import type { TBridgeActivity, TBridgeActivityInput, TBridgeActivitySummary } from '@tov/contracts';
import { http, unwrap } from './http-client';

export type DashboardRole = 'challenger' | 'pro' | 'company' | 'admin';

/**
 * Dashboard calls, base /api/v1 (spec 000 §7). Their services may not exist yet (503): failures are
 * silent here because each dashboard section shows its own empty state instead of a toast.
 */
export const dashboardApi = {
  async me(role: DashboardRole): Promise<Record<string, unknown>> {
    const res = await http.get(`/v1/dashboard/me/${role}`, { silent: true, autoRetries: 0 });
    return unwrap<Record<string, unknown>>(res.data) ?? {};
  },
  /** The caller's community activities, newest first (the card shows its own failure). */
  async bridgeActivity(page = 1, limit = 5): Promise<TBridgeActivitySummary> {
    const res = await http.get('/v1/dashboard/bridge-activity', { params: { page, limit }, silent: true });
    return unwrap<TBridgeActivitySummary>(res.data);
  },
  async logBridgeActivity(body: TBridgeActivityInput): Promise<TBridgeActivity> {
    const res = await http.post('/v1/dashboard/bridge-activity', body, { silent: true });
    return unwrap<TBridgeActivity>(res.data);
  },
};
