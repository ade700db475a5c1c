import { undocumentedRoutes } from '@tov/kit';
import { startTovsparkHarness, type TovsparkHarness } from './tovspark-harness';

let h: TovsparkHarness;
beforeAll(async () => {
  h = await startTovsparkHarness();
}, 120_000);
afterAll(async () => h.close());

it('lists every route of the service in its OpenAPI document', async () => {
  const doc = (await h.service.app.inject({ method: 'GET', url: '/openapi.json' })).json();
  expect(h.service.apiRoutes.map((r) => `${r.method} ${r.url}`)).toEqual([
    'GET /api/v1/challenges/templates',
    'GET /api/v1/challenges/templates/popular',
    'GET /api/v1/challenges/templates/gallery',
    'GET /api/v1/challenges/templates/categories',
    'GET /api/v1/challenges/templates/my',
    'POST /api/v1/challenges/templates/save',
    'POST /api/v1/challenges/create-from-template',
    'GET /api/v1/challenges/templates/:id',
    'PUT /api/v1/challenges/templates/:id',
    'DELETE /api/v1/challenges/templates/:id',
    'POST /api/v1/challenges/templates/:id/use',
    'POST /api/v1/challenges/templates/:id/rate',
    'GET /api/v1/challenges',
    'POST /api/v1/challenges',
    'GET /api/v1/challenges/companies',
    'POST /api/v1/challenges/companies',
    'GET /api/v1/challenges/:id',
    'PUT /api/v1/challenges/:id',
    'DELETE /api/v1/challenges/:id',
    'POST /api/v1/challenges/:id/join',
    'POST /api/v1/challenges/:id/leave',
    'POST /api/v1/challenges/:id/submission',
    'GET /api/v1/challenges/:id/my-submission',
    'GET /api/v1/challenges/:id/files',
    'GET /api/v1/challenges/:id/files/:fileId',
    'DELETE /api/v1/challenges/:id/files/:fileId',
    'GET /api/v1/tovspark/sparkpoints/me',
    'GET /api/v1/tovspark/leaderboard',
    'GET /api/v1/challenges/leaderboard/overall',
    'GET /api/v1/challenges/my/results',
    'GET /api/v1/tovspark/users/me/stats',
    'PUT /api/v1/admin/tovspark/challenges/:id/publish',
    'GET /api/v1/admin/tovspark/challenges/:id/submissions',
    'PUT /api/v1/admin/tovspark/submissions/:id/score',
    'GET /api/v1/dashboard/me/challenger',
    'GET /api/v1/dashboard/skills/detail',
    'GET /api/v1/dashboard/achievements/detail',
    'GET /api/v1/dashboard/learning/progress',
    'GET /api/v1/dashboard/bridge-activity',
    'POST /api/v1/dashboard/bridge-activity',
    'GET /api/tovspark/challenges',
    'POST /api/tovspark/challenges',
    'GET /api/tovspark/challenges/:id',
    'GET /api/tovspark/challenges/:id/submissions',
    'PUT /api/tovspark/challenges/:id',
    'DELETE /api/tovspark/challenges/:id',
    'GET /api/tovspark/talents',
    'GET /api/tovspark/talents/:id',
    'POST /api/tovspark/talents/:id/contact',
    'GET /api/v1/tovspark/users/me/talent-profile',
    'PUT /api/v1/tovspark/users/me/talent-profile',
    // Registered in a scope of its own (multipart parsing), so after the others.
    'POST /api/v1/challenges/:id/files',
  ]);
  expect(undocumentedRoutes(h.service.apiRoutes, doc)).toEqual([]);
});
