import { createSigner } from 'fast-jwt';
import { generateSigningKeys } from '@tov/kit/testing';
import type { RevocationList } from '../../src/revocation-list';
import { createTokenVerifier } from '../../src/token-verifier';

const keys = generateSigningKeys();
const revoked = new Set<string>();
const verify = createTokenVerifier({ publicKey: keys.publicKey, issuer: 'tov-test', revocations: { has: (jti: string) => revoked.has(jti) } as unknown as RevocationList });
const sign = (jti: string, expiresIn: number) => createSigner({ key: keys.privateKey, algorithm: 'EdDSA', iss: 'tov-test', expiresIn })({ id: 'u-1', roles: ['pro'], jti });

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

  it('refuses a cached token as soon as it is revoked', () => {
    const token = sign('c', 60_000);
    expect(verify(`Bearer ${token}`).userId).toBe('u-1');
    revoked.add('c');
    expect(codeOf(() => verify(`Bearer ${token}`))).toBe('TOKEN_REVOKED');
  });

  it('refuses a missing or malformed bearer and a token with a changed payload', () => {
    expect(codeOf(() => verify(undefined))).toBe('AUTH_REQUIRED');
    expect(codeOf(() => verify('Basic abc'))).toBe('AUTH_REQUIRED');
    const [header, , signature] = sign('d', 60_000).split('.');
    const forged = Buffer.from(JSON.stringify({ id: 'admin', roles: ['super_admin'], jti: 'd', iss: 'tov-test', iat: 1, exp: 9_999_999_999 })).toString('base64url');
    expect(codeOf(() => verify(`Bearer ${header}.${forged}.${signature}`))).toBe('TOKEN_INVALID');
  });
});
