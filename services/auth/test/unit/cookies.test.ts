import { clearedRefreshCookie, cookieValue, refreshCookie } from '../../src/domain/cookies';
import { hashToken, newOpaqueToken } from '../../src/domain/one-time-tokens';

describe('refresh cookie', () => {
  it('is httpOnly, SameSite=Strict and limited to /api/auth; Secure only over TLS; persistent only when remembered', () => {
    expect(refreshCookie('abc', { secure: false })).toBe('tov_refresh=abc; Path=/api/auth; HttpOnly; SameSite=Strict');
    expect(refreshCookie('abc', { secure: true, maxAgeSeconds: 2_592_000 })).toBe(
      'tov_refresh=abc; Path=/api/auth; HttpOnly; SameSite=Strict; Max-Age=2592000; Secure',
    );
    expect(clearedRefreshCookie(false)).toBe('tov_refresh=; Path=/api/auth; HttpOnly; SameSite=Strict; Max-Age=0');
  });

  it('reads one cookie out of a Cookie header', () => {
    expect(cookieValue('a=1; tov_refresh=xyz; b=2', 'tov_refresh')).toBe('xyz');
    expect(cookieValue('tov_refreshx=1; xtov_refresh=2', 'tov_refresh')).toBeUndefined();
    expect(cookieValue('tov_refresh=', 'tov_refresh')).toBeUndefined();
    expect(cookieValue(undefined, 'tov_refresh')).toBeUndefined();
  });
});

describe('one-time tokens', () => {
  it('are 256 random bits in base64url, stored as their SHA-256', () => {
    const a = newOpaqueToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newOpaqueToken()).not.toBe(a);
    expect(hashToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(a)).toBe(hashToken(a));
  });
});
