import { undocumentedRoutes } from '@tov/kit';
import { startMatchingHarness, type MatchingHarness } from './matching-harness';

let h: MatchingHarness;
beforeAll(async () => {
  h = await startMatchingHarness();
}, 120_000);
afterAll(async () => h.close());

it('lists every route of the service in its OpenAPI document', async () => {
  const doc = (await h.service.app.inject({ method: 'GET', url: '/openapi.json' })).json();
  expect(h.service.apiRoutes.map((r) => `${r.method} ${r.url}`)).toEqual([
    'POST /api/visa/v3/matching/create',
    'GET /api/visa/v3/matching/:id',
    'GET /api/visa/v3/matching',
    'POST /api/visa/v3/matching/:id/select',
  ]);
  expect(undocumentedRoutes(h.service.apiRoutes, doc)).toEqual([]);
});
