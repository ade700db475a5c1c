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
    ]);
  });

  it('is ready with Postgres and Redis up', async () => {
    const res = await h.service.app.inject({ method: 'GET', url: '/health/ready' });
    expect(res.statusCode).toBe(200);
  });
});
