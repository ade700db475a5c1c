import { OPENAPI_PATH, undocumentedRoutes } from '@tov/kit';
import { startSpecialistHarness, type SpecialistHarness } from './specialist-harness';

let h: SpecialistHarness;
beforeAll(async () => {
  h = await startSpecialistHarness();
}, 180_000);
afterAll(async () => h?.close());

describe('the specialist service document', () => {
  it('lists every API route with its answer', async () => {
    const res = await h.service.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    expect(undocumentedRoutes(h.service.apiRoutes, res.json())).toEqual([]);
    expect(h.service.apiRoutes.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/specialist/profile',
      'POST /api/specialist/profile',
      'PUT /api/specialist/profile',
      'GET /api/specialist/stats',
      'PUT /api/specialist/vacation',
      'GET /api/specialist/pricing',
      'PUT /api/specialist/pricing',
      'GET /api/specialist/matching/requests',
      'GET /api/specialist/matching/requests/:id',
      'POST /api/specialist/matching/requests/:id/quote',
      'GET /api/specialist/assessment/:id',
      'GET /api/specialist/schedules',
      'POST /api/specialist/schedules',
      'PUT /api/specialist/schedules/:scheduleId',
      'DELETE /api/specialist/schedules/:scheduleId',
      'GET /api/v1/dashboard/me/pro',
      'GET /api/specialist/services/active',
      'GET /api/specialist/services/:serviceId',
      'PUT /api/specialist/services/:serviceId/status',
      'GET /api/specialist/roadmap/clients',
      'GET /api/specialist/roadmap/client/:id',
      'GET /api/specialist/roadmap/dashboard',
      'POST /api/specialist/roadmap/:id/assign',
      'POST /api/specialist/roadmap/:progressId/communication',
      'GET /api/specialist/settlements',
      'GET /api/specialist/settlements/:id',
      'GET /api/visa/v3/matching/:id/quotes',
      'POST /api/visa/v3/matching/:id/quotes/:quoteId/accept',
      'POST /api/visa/v3/matching/:id/quotes/:quoteId/decline',
      'GET /api/visa/v3/services',
      'GET /api/visa/v3/services/:id',
      'POST /api/visa/v3/services/:id/messages',
      'GET /api/v1/admin/payments/transactions',
      'GET /api/v1/admin/payments/transactions/:id',
      'POST /api/v1/admin/payments/transactions/:id/refund',
    ]);
  });

  it('is ready with Postgres and Redis up', async () => {
    const res = await h.service.app.inject({ method: 'GET', url: '/health/ready' });
    expect(res.statusCode).toBe(200);
  });
});
