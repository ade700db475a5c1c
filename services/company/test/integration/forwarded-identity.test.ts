import { randomUUID } from 'node:crypto';
import { EVERY_FORGERY_REFUSED, forgedIdentityAnswers } from '@tov/kit/testing';
import { startCompanyHarness, type CompanyHarness } from './company-harness';

let h: CompanyHarness;
let base: string;
beforeAll(async () => {
  h = await startCompanyHarness();
  base = await h.service.app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);
afterAll(async () => h?.close());

describe('the identity the gateway forwards (docs/decisions/126-signed-forwarded-identity.md)', () => {
  it('refuses the employees list over HTTP to company headers the gateway did not sign, and serves the signed ones', async () => {
    const url = `${base}/api/company/settings/notifications`;
    const company = { userId: randomUUID(), roles: 'company' };
    expect(await forgedIdentityAnswers(url, h.config.INTERNAL_IDENTITY_SECRET, company)).toEqual(EVERY_FORGERY_REFUSED);
    const signed = await fetch(url, { headers: h.identityHeaders(company.userId, company.roles) });
    expect(signed.status).toBe(200);
  });
});
