import { canonicalUrl } from '../../src';

describe('canonicalUrl: the one path every check and the router read', () => {
  it.each([
    ['/api/v1/admin/users', '/api/v1/admin/users'],
    ['/api/v1/%61dmin/users', '/api/v1/admin/users'],
    ['/%61pi/visa/v3/assessment/evaluate', '/api/visa/v3/assessment/evaluate'],
    ['/api/%73pecialist/profile', '/api/specialist/profile'],
    ['//api//auth/login', '/api/auth/login'],
    ['/api/auth/../v1/admin/users', '/api/v1/admin/users'],
    ['/api/auth/%2e%2e/v1/admin', '/api/v1/admin'],
    ['/api/./auth/./me', '/api/auth/me'],
    ['/api%2Fv1%2Fadmin/users', '/api/v1/admin/users'],
    ['/API/Visa/V3/assessment/0190B7E4-7C1A-7000-8000-00000000000A', '/api/visa/v3/assessment/0190b7e4-7c1a-7000-8000-00000000000a'],
    ['/api/visa/v3/types?_t=1&A=B', '/api/visa/v3/types?_t=1&A=B'],
    ['/api/docs/', '/api/docs/'],
    ['/assets/Index-AbC.js', '/assets/Index-AbC.js'],
    ['/visa/%EA%B0%80', '/visa/%EA%B0%80'],
    ['/', '/'],
  ])('%s -> %s', (raw, canonical) => {
    expect(canonicalUrl(raw)).toBe(canonical);
  });

  it.each([
    ['a malformed escape', '/api/%zz/x'],
    ['a double encoding', '/api/v1/%2561dmin'],
    ['a NUL', '/api/auth/me%00'],
    ['a control character', '/api/auth/%0Ame'],
    ['a backslash', '/api\\v1\\admin'],
    ['a .. above the root', '/../etc/passwd'],
    ['an absolute URL', 'http://evil.example/api/auth/me'],
    ['a path over 2,048 characters', `/api/${'a'.repeat(2_100)}`],
  ])('refuses %s', (_what, raw) => {
    expect(canonicalUrl(raw)).toBeNull();
  });

  it('is idempotent: a canonical path stays as it is', () => {
    for (const raw of ['/api/v1/%61dmin/users', '/visa/%EA%B0%80', '//api/x/../y/']) {
      const once = canonicalUrl(raw)!;
      expect(canonicalUrl(once)).toBe(once);
    }
  });
});
