import { undocumentedRoutes } from '@tov/kit';
import { startVisaHarness, type VisaHarness } from './visa-harness';

let h: VisaHarness;
beforeAll(async () => {
  h = await startVisaHarness();
}, 120_000);
afterAll(async () => h.close());

it('lists every route of the service in its OpenAPI document, with its contracts', async () => {
  const doc = (await h.service.app.inject({ method: 'GET', url: '/openapi.json' })).json();
  expect(h.service.apiRoutes).toHaveLength(20);
  expect(undocumentedRoutes(h.service.apiRoutes, doc)).toEqual([]);
  const evaluate = doc.paths['/api/visa/v3/assessment/evaluate'].post;
  expect(evaluate.requestBody.content['application/json'].schema.properties.visaType).toMatchObject({ type: 'string', maxLength: 16 });
  expect(Object.keys(evaluate.responses)).toEqual(expect.arrayContaining(['200', '201', 'default']));
});
