import { EVERY_FORGERY_REFUSED, forgedIdentityAnswers } from '@tov/kit/testing';
import { challengerPayload, signUpVerified, startAuthHarness, type AuthHarness } from './auth-harness';

let h: AuthHarness;
let base: string;
beforeAll(async () => {
  h = await startAuthHarness();
  base = await h.service.app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);
afterAll(async () => h?.close());

describe('the identity the gateway forwards (docs/decisions/126-signed-forwarded-identity.md)', () => {
  it("refuses a user's settings over HTTP to identity headers the gateway did not sign, and serves the signed ones", async () => {
    const { user } = await signUpVerified(h, challengerPayload());
    const url = `${base}/api/v1/user/settings`;
    const owner = { userId: user.id, roles: 'challenger' };
    expect(await forgedIdentityAnswers(url, h.config.INTERNAL_IDENTITY_SECRET, owner)).toEqual(EVERY_FORGERY_REFUSED);
    expect(await forgedIdentityAnswers(url, h.config.INTERNAL_IDENTITY_SECRET, owner, { method: 'PUT', body: { language: 'ja' } })).toEqual(
      EVERY_FORGERY_REFUSED,
    );
    const signed = await fetch(url, { headers: h.identityHeaders(user.id, 'challenger') });
    expect(signed.status).toBe(200);
    expect(((await signed.json()) as { data: { language: string } }).data.language).toBe('ko');
  });
});
