import { OPENAPI_PATH, undocumentedRoutes } from '@tov/kit';
import { useCompanyHarness, type CompanyHarness } from './company-harness';

let h: CompanyHarness;
useCompanyHarness((started) => {
  h = started;
});

describe('the company service document', () => {
  it('lists every API route with its answer', async () => {
    const res = await h.service.app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    expect(undocumentedRoutes(h.service.apiRoutes, res.json())).toEqual([]);
    expect(h.service.apiRoutes.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/company/employees',
      'POST /api/company/employees',
      'GET /api/company/employees/:id',
      'PUT /api/company/employees/:id',
      'GET /api/company/compliance',
      'GET /api/company/compliance/:id',
      'PUT /api/company/compliance/:id/status',
      'GET /api/company/compliance/:id/documents/:documentId',
      'GET /api/company/settings/notifications',
      'PUT /api/company/settings/notifications',
      'GET /api/company/regulations',
      'GET /api/company/stats',
      'GET /api/v1/dashboard/me/company',
      'GET /api/company/hiring/pipeline',
      'GET /api/company/hiring/candidates/:id',
      'PUT /api/company/hiring/candidates/:id/stage',
      'POST /api/company/hiring/candidates/:id/offer',
      'GET /api/company/analytics',
      'POST /api/company/analytics/report',
      'GET /api/company/analytics/report/:exportId',
      'GET /api/company/analytics/report/:exportId/download',
      // The workers' row stream (signed service identity only; the gateway routes no /internal path).
      'GET /internal/company/:companyId/exports/:exportId/rows',
      // The multipart calls, registered in their own scopes (after the plain ones).
      'POST /api/company/employees/import',
      'POST /api/company/compliance/:id/documents',
    ]);
  });

  it('is ready with Postgres and Redis up', async () => {
    const res = await h.service.app.inject({ method: 'GET', url: '/health/ready' });
    expect(res.statusCode).toBe(200);
  });
});
