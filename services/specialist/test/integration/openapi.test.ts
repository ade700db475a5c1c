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
  });

  it('is ready with Postgres and Redis up', async () => {
    const res = await h.service.app.inject({ method: 'GET', url: '/health/ready' });
    expect(res.statusCode).toBe(200);
  });
});
