import { randomUUID } from 'node:crypto';
import { EVERY_FORGERY_REFUSED, forgedIdentityAnswers } from '@tov/kit/testing';
import { startSpecialistHarness, type SpecialistHarness } from './specialist-harness';

let h: SpecialistHarness;
let base: string;
beforeAll(async () => {
  h = await startSpecialistHarness();
  base = await h.service.app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);
afterAll(async () => h?.close());

describe('the identity the gateway forwards (docs/decisions/126-signed-forwarded-identity.md)', () => {
  it('refuses the payment ledger over HTTP to admin headers the gateway did not sign (issue 24), and serves the signed ones', async () => {
    const url = `${base}/api/v1/admin/payments/transactions`;
    const admin = { userId: randomUUID(), roles: 'admin' };
    expect(await forgedIdentityAnswers(url, h.config.INTERNAL_IDENTITY_SECRET, admin)).toEqual(EVERY_FORGERY_REFUSED);
    const signed = await fetch(url, { headers: h.identityHeaders(admin.userId, admin.roles) });
    expect(signed.status).toBe(200);
  });
});
