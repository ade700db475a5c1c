import { randomUUID } from 'node:crypto';
import { EVERY_FORGERY_REFUSED, forgedIdentityAnswers } from '@tov/kit/testing';
import { startTovsparkHarness, type TovsparkHarness } from './tovspark-harness';

let h: TovsparkHarness;
let base: string;
beforeAll(async () => {
  h = await startTovsparkHarness();
  base = await h.service.app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);
afterAll(async () => h?.close());

describe('the identity the gateway forwards (docs/decisions/126-signed-forwarded-identity.md)', () => {
  it('refuses the talent search and an admin route over HTTP to identity headers the gateway did not sign, and serves the signed ones', async () => {
    const secret = h.config.INTERNAL_IDENTITY_SECRET;
    const talents = `${base}/api/tovspark/talents`;
    const company = { userId: randomUUID(), roles: 'company' };
    expect(await forgedIdentityAnswers(talents, secret, company)).toEqual(EVERY_FORGERY_REFUSED);
    const contact = `${base}/api/tovspark/talents/${randomUUID()}/contact`;
    expect(await forgedIdentityAnswers(contact, secret, company, { method: 'POST', body: { message: 'hello' } })).toEqual(EVERY_FORGERY_REFUSED);
    expect(
      await forgedIdentityAnswers(`${base}/api/v1/admin/tovspark/challenges/${randomUUID()}/submissions`, secret, { userId: randomUUID(), roles: 'admin' }),
    ).toEqual(EVERY_FORGERY_REFUSED);
    const signed = await fetch(talents, { headers: h.identityHeaders(company.userId, company.roles) });
    expect(signed.status).toBe(200);
  });
});
