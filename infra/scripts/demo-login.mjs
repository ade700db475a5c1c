// Signs in as one of the seeded demo accounts (services/auth/src/seed.ts) through a running gateway:
// the benchmarks load the API as it, since a sign-up returns no token (it is verified by an e-mailed
// link, docs/decisions/038-sign-up-signed-in-by-link.md). The stack must be started with `seed: true`.
export const DEMO_PASSWORD = 'demo1234';

/** The access token of a demo account (`company@demo.tov` unless told). */
export async function demoToken(gatewayUrl, email = 'company@demo.tov') {
  const res = await fetch(`${gatewayUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const body = await res.json().catch(() => null);
  if (res.status !== 200 || !body?.data?.token) throw new Error(`login as ${email} answered ${res.status}: ${JSON.stringify(body)?.slice(0, 200)}`);
  return body.data.token;
}

/** Access tokens live minutes; a benchmark's stack gives them hours so a long run keeps its token. */
export const BENCH_AUTH_ENV = { JWT_TTL_SECONDS: '14400' };
