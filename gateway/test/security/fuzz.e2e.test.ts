// Issue 12: a fuzz of every route of the merged API document (wrong types, NUL, huge, deep, unicode,
// extra fields, bad ids, bodies that are not JSON) through the gateway, as a user of the route's
// group and as nobody. It asserts 0 answers of 5xx and 0 outside the envelope, and prints the counts
// per status. Bounded: a fixed set of mutations per route (about 2,000 requests).
import { randomUUID } from 'node:crypto';
import { matchRoute, type Upstream } from '../../src/route-table';
import { call, deeplyNestedJson, isEnvelope, tokenOf, type Answer, type DemoRole } from './support';

interface Operation {
  method: string;
  path: string;
  tags: string[];
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** Calls that would end the fuzzing user's own session or flood e-mail are sent once, last. */
const LAST = new Set(['POST /api/auth/logout']);

const HUGE = 'h'.repeat(100_000);
/** Values of every wrong kind for one field (and, sent as text, one nested 5,000 deep). */
const WRONG_VALUES: unknown[] = [
  null,
  0,
  -1,
  1e308,
  true,
  'x',
  '',
  'a\u0000b',
  HUGE,
  '😀 العربية ́',
  [],
  [1, 'a'],
  {},
  '../../etc/passwd',
  '<script>alert(1)</script>',
];
/** Path ids: not a UUID, upper case, overlong, NUL, unicode, traversal. */
const BAD_IDS = ['not-a-uuid', randomUUID().toUpperCase(), 'x'.repeat(200), '%00', '%F0%9F%98%80', '..%2F..%2Fadmin', '1%20OR%201=1'];

function roleFor(operation: Operation): DemoRole {
  const path = operation.path;
  if (path.startsWith('/api/v1/admin') || path.includes('/dashboard/me/admin')) return 'admin';
  if (path.startsWith('/api/specialist') || path.includes('/dashboard/me/pro')) return 'pro';
  if (path.startsWith('/api/company') || path.includes('/dashboard/me/company')) return 'company';
  return 'challenger';
}

/** Where the gateway sends a path once it has decoded `%2F` and `%2E` and resolved `.`/`..`. */
function upstreamOf(path: string): Upstream | undefined {
  const decoded = path.split('?')[0]!.replace(/%2f/gi, '/').replace(/%2e/gi, '.');
  return matchRoute(new URL(decoded, 'http://gateway').pathname)?.upstream;
}

function withIds(path: string, id: string): string {
  return path.replace(/\{[^}]+\}/g, id);
}

it('answers every malformed call to every route in the envelope, never with a 5xx', async () => {
  const doc = (await call('GET', '/api/openapi.json')).json as { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> };
  const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
  );
  expect(operations.length).toBeGreaterThan(25);
  operations.sort((a, b) => Number(LAST.has(`${a.method} ${a.path}`)) - Number(LAST.has(`${b.method} ${b.path}`)));

  // A traversing id (`..%2F..%2Fadmin`) can climb into a group whose service is not deployed yet: the
  // gateway's 503 for a missing service is its documented answer there, not a failure of the route.
  const deployed = new Set(operations.map((o) => matchRoute(o.path)?.upstream));
  const counts = new Map<number, number>();
  const failures: string[] = [];
  let sent = 0;
  let intoMissingService = 0;
  const record = (what: string, path: string, answer: Answer) => {
    sent += 1;
    counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
    const missing = answer.status === 503 && (answer.json as { code?: string } | undefined)?.code === 'SERVICE_UNAVAILABLE' && !deployed.has(upstreamOf(path));
    if (missing && isEnvelope(answer)) intoMissingService += 1;
    else if (answer.status >= 500 || !isEnvelope(answer)) failures.push(`${what} -> ${answer.status} ${answer.text.slice(0, 160)}`);
  };

  for (const operation of operations) {
    const token = await tokenOf(roleFor(operation));
    const { method } = operation;
    const hasBody = method !== 'GET' && method !== 'DELETE' && method !== 'HEAD';
    const properties = Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {});
    const goodPath = withIds(operation.path, randomUUID());
    const send = async (label: string, path: string, options: Parameters<typeof call>[2]) =>
      record(`${method} ${path.slice(0, 120)} [${label}]`, path, await call(method, path, options));

    // As nobody, and with a token that is not one.
    await send('no token', goodPath, { body: hasBody ? {} : undefined });
    await send('bad token', goodPath, { token: 'not.a.token', body: hasBody ? {} : undefined });
    // Bad ids in the path.
    if (operation.path.includes('{'))
      for (const id of BAD_IDS) await send(`id ${id.slice(0, 20)}`, withIds(operation.path, id), { token, body: hasBody ? {} : undefined });
    // Query strings of every wrong kind.
    for (const parameter of (operation.parameters ?? []).filter((p) => p.in === 'query')) {
      for (const value of ['%00', '-1', 'x'.repeat(5_000), '%F0%9F%98%80', 'true', '[]'])
        await send(`query ${parameter.name}`, `${goodPath}?${parameter.name}=${value}`, { token });
    }
    if (!hasBody) continue;
    // Bodies that are not an object, or not JSON.
    for (const [label, raw] of [
      ['not JSON', '{"a": '],
      ['an array', '[1,2]'],
      ['a string', '"x"'],
      ['null', 'null'],
      ['a number', '42'],
    ] as const)
      await send(label, goodPath, { token, raw });
    await send('extra fields', goodPath, { token, body: { __proto__x: 1, constructor: { prototype: { polluted: true } }, unexpected: 'field' } });
    await send('deep body', goodPath, { token, raw: deeplyNestedJson('d', 5_000) });
    // Each declared field with each wrong value.
    for (const property of properties) {
      for (const value of WRONG_VALUES)
        await send(`${property}=${typeof value === 'string' ? value.slice(0, 12) : JSON.stringify(value)?.slice(0, 12)}`, goodPath, {
          token,
          body: { [property]: value },
        });
      await send(`${property} 5,000 deep`, goodPath, { token, raw: deeplyNestedJson(property, 5_000) });
    }
  }

  const byStatus = [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
  console.log(
    `fuzz: ${sent} requests over ${operations.length} routes; answers by status: ${byStatus}; 503 from a service not deployed (reached by a traversing id): ${intoMissingService}; outside the envelope or 5xx otherwise: ${failures.length}`,
  );
  expect(failures).toEqual([]);
}, 600_000);
