import { randomUUID } from 'node:crypto';
import { EVERY_FORGERY_REFUSED, forgedIdentityAnswers } from '@tov/kit/testing';
import { startMatchingHarness, type MatchingHarness } from './matching-harness';

let h: MatchingHarness;
let base: string;
beforeAll(async () => {
  h = await startMatchingHarness();
  base = await h.service.app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);
afterAll(async () => h?.close());

describe('the identity the gateway forwards (docs/decisions/126-signed-forwarded-identity.md)', () => {
  it("refuses an applicant's matching requests over HTTP to identity headers the gateway did not sign, and serves the signed ones", async () => {
    const url = `${base}/api/visa/v3/matching?assessmentId=${randomUUID()}`;
    const owner = { userId: randomUUID(), roles: 'challenger' };
    expect(await forgedIdentityAnswers(url, h.config.INTERNAL_IDENTITY_SECRET, owner)).toEqual(EVERY_FORGERY_REFUSED);
    const create = `${base}/api/visa/v3/matching/create`;
    const body = { assessmentId: randomUUID(), preferences: { languages: ['en'] } };
    expect(await forgedIdentityAnswers(create, h.config.INTERNAL_IDENTITY_SECRET, owner, { method: 'POST', body })).toEqual(EVERY_FORGERY_REFUSED);
    const signed = await fetch(url, { headers: h.identityHeaders(owner.userId, owner.roles) });
    expect(signed.status).toBe(200);
    expect(((await signed.json()) as { data: { items: unknown[] } }).data.items).toEqual([]);
  });
});
