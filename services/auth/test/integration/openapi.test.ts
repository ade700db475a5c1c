import { undocumentedRoutes } from '@tov/kit';
import { startAuthHarness, type AuthHarness } from './auth-harness';

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
}, 120_000);
afterAll(async () => h.close());

it('lists every route of the service in its OpenAPI document', async () => {
  const doc = (await h.service.app.inject({ method: 'GET', url: '/openapi.json' })).json();
  expect(h.service.apiRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
    'GET /api/auth/me',
    'GET /api/v1/user/settings',
    'POST /api/auth/forgot-password',
    'POST /api/auth/login',
    'POST /api/auth/logout',
    'POST /api/auth/refresh',
    'POST /api/auth/register',
    'POST /api/auth/resend-verification',
    'POST /api/auth/reset-password',
    'POST /api/auth/verify-email',
    'PUT /api/v1/user/settings',
  ]);
  expect(undocumentedRoutes(h.service.apiRoutes, doc)).toEqual([]);
});
