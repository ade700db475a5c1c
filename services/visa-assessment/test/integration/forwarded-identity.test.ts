import { EVERY_FORGERY_REFUSED, forgedIdentityAnswers } from '@tov/kit/testing';
import { ELIGIBLE_FORMS } from '../unit/fixtures';
import { newUser, startVisaHarness, type VisaHarness } from './visa-harness';

let h: VisaHarness;
let base: string;
beforeAll(async () => {
  h = await startVisaHarness();
  base = await h.service.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => h?.close());

describe('the identity the gateway forwards (docs/decisions/126-signed-forwarded-identity.md)', () => {
  it('refuses the history and an evaluation over HTTP to identity headers the gateway did not sign, saving nothing, and serves the signed ones', async () => {
    const owner = { userId: newUser(), roles: 'challenger' };
    const secret = h.config.INTERNAL_IDENTITY_SECRET;
    const history = `${base}/api/visa/v3/assessment/history`;
    expect(await forgedIdentityAnswers(history, secret, owner)).toEqual(EVERY_FORGERY_REFUSED);
    // Evaluating is open to anyone, but never under an identity the gateway did not vouch for.
    const sample = ELIGIBLE_FORMS['D-10']!;
    const body = { visaType: 'D-10', applicationType: sample.applicationType, userData: sample.form };
    expect(await forgedIdentityAnswers(`${base}/api/visa/v3/assessment/evaluate`, secret, owner, { method: 'POST', body })).toEqual(EVERY_FORGERY_REFUSED);
    const signed = await fetch(history, { headers: h.identityHeaders(owner.userId, owner.roles) });
    expect(signed.status).toBe(200);
    expect(((await signed.json()) as { data: { total: number } }).data.total).toBe(0);
  });
});
