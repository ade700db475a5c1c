import { createSigner } from 'fast-jwt';
import { generateSigningKeys } from '@tov/kit/testing';
import { createTokenVerifier } from '../../src/token-verifier';

const keys = generateSigningKeys();
const cutoffs = new Map<string, number>();
const verify = createTokenVerifier({ publicKey: keys.publicKey, issuer: 'tov-test', revocations: { cutoffOf: (userId: string) => cutoffs.get(userId) } });
const sign = (jti: string, expiresIn: number, claims: Record<string, unknown> = {}) =>
  createSigner({ key: keys.privateKey, algorithm: 'EdDSA', iss: 'tov-test', expiresIn })({ id: 'u-1', roles: ['pro'], jti, ...claims });

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

describe('token verifier', () => {
  it('answers the identity, the same from its cache on the next call', () => {
    const token = sign('a', 60_000);
    expect(verify(`Bearer ${token}`)).toEqual({ userId: 'u-1', roles: ['pro'] });
    expect(verify(`Bearer ${token}`)).toEqual({ userId: 'u-1', roles: ['pro'] });
  });

  it('refuses a cached token once it has expired', async () => {
    const token = sign('b', 1_000);
    expect(verify(`Bearer ${token}`).userId).toBe('u-1');
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(codeOf(() => verify(`Bearer ${token}`))).toBe('TOKEN_EXPIRED');
  });

  it("refuses a cached token as soon as its user's sessions are cut off, and accepts one issued after", () => {
    const issuedAtMs = Date.now();
    const token = sign('c', 60_000, { id: 'u-2', iat: issuedAtMs / 1000, iatMs: issuedAtMs });
    expect(verify(`Bearer ${token}`).userId).toBe('u-2');
    cutoffs.set('u-2', issuedAtMs);
    expect(codeOf(() => verify(`Bearer ${token}`))).toBe('TOKEN_REVOKED');
    const later = sign('c2', 60_000, { id: 'u-2', iat: (issuedAtMs + 1) / 1000, iatMs: issuedAtMs + 1 });
    expect(verify(`Bearer ${later}`).userId).toBe('u-2');
    // A token without iatMs is judged by its iat (seconds).
    const old = sign('c3', 60_000, { id: 'u-3' });
    cutoffs.set('u-3', Date.now() + 1_000);
    expect(codeOf(() => verify(`Bearer ${old}`))).toBe('TOKEN_REVOKED');
  });

  it('refuses a missing or malformed bearer and a token with a changed payload', () => {
    expect(codeOf(() => verify(undefined))).toBe('AUTH_REQUIRED');
    expect(codeOf(() => verify('Basic abc'))).toBe('AUTH_REQUIRED');
    const [header, , signature] = sign('d', 60_000).split('.');
    const forged = Buffer.from(JSON.stringify({ id: 'admin', roles: ['super_admin'], jti: 'd', iss: 'tov-test', iat: 1, exp: 9_999_999_999 })).toString(
      'base64url',
    );
    expect(codeOf(() => verify(`Bearer ${header}.${forged}.${signature}`))).toBe('TOKEN_INVALID');
  });
});
