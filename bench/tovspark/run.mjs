#!/usr/bin/env node
// bench/tovspark (issue 14), through the gateway:
// - the SparkPoints leaderboard over a ledger of 100,000 entries of 10,000 users, against
//   `GET /api/auth/me` in the same run as the baseline (target: at least 0.8x the baseline's rate).
//   The targets take turns for several rounds and each figure is the median of its rounds (the
//   machine's speed drifts); the same two calls straight to the services tell the gateway's share.
// - the talent search of companies over 10,000 talents: one call at a time over the filters
//   companies use, p50/p99 (target: p99 under 50 ms), and its rate under the same load as above.
// The ledger and the talents are written straight into the bench's own database (tovspark_bench);
// the boards' Redis keys are the bench stack's own and start missing: the first read rebuilds them
// from the ledger, timed.
// Usage: npm run tovspark -w @tov/bench  [-- --duration 8 --connections 50 --rounds 3 --users 10000 --entries 100000 --talents 10000]
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { startStack } from '../../infra/scripts/stack.mjs';
// The kit's own signer (its build: the benchmark runs the built stack).
import { identitySigner } from '../../services/kit/dist/auth/signed-identity.js';
import { BENCH_AUTH_ENV, demoToken } from '../../infra/scripts/demo-login.mjs';
import { databaseUrl } from '../../infra/local/index.mjs';
import { benchArgs } from '../cli-args.mjs';

const args = benchArgs();
const DURATION = Number(args.duration ?? 8);
const CONNECTIONS = Number(args.connections ?? 50);
const ROUNDS = Number(args.rounds ?? 3);
const USERS = Number(args.users ?? 10_000);
const ENTRIES = Number(args.entries ?? 100_000);
const TALENTS = Number(args.talents ?? 10_000);
/** The talent searches timed: no filter, each filter, both, text, deep pages. */
const TALENT_QUERIES = ['', 'visaType=E-7', 'skill=coding', 'visaType=F-2&skill=project', 'search=Talent%2012', 'visaType=E-9&page=20', 'page=100&limit=50'];
const TALENT_CALLS_PER_QUERY = Number(args.talentCalls ?? 200);
const SUFFIX = '_bench';
const OFFSET = 400;

/** The ledger: ENTRIES entries spread over USERS users and the last 60 days, and their names. */
async function seedLedger(client) {
  await client.query(`DELETE FROM sparkpoints_ledger WHERE cause_key LIKE 'bench:%'`);
  await client.query(`DELETE FROM user_projection WHERE user_id LIKE 'bench-user-%'`);
  await client.query(
    `INSERT INTO user_projection (user_id, name, role, roles, updated_at)
     SELECT 'bench-user-' || u, 'Bench User ' || u, 'challenger', ARRAY['challenger'], now() FROM generate_series(1, $1) AS u`,
    [USERS],
  );
  await client.query(
    `INSERT INTO sparkpoints_ledger (id, user_id, amount, reason, cause_key, awarded_at)
     SELECT gen_random_uuid(), 'bench-user-' || (1 + (e % $1)), 1 + ((e * 7919) % 500), 'submission_scored', 'bench:' || e,
            now() - ((e % 86400) || ' minutes')::interval
     FROM generate_series(1, $2) AS e`,
    [USERS, ENTRIES],
  );
}

/** TALENTS searchable applicants with visa types, skills, points and places spread over them. */
async function seedTalents(client) {
  await client.query(`DELETE FROM talents WHERE user_id LIKE 'bench-talent-%'`);
  await client.query(
    // Visible to companies: fixtures standing for talents who opted in (docs/decisions/127-talent-search-opt-in.md).
    `INSERT INTO talents (user_id, applicant, visible_to_companies, name, email, nationality, registered_visa_type, assessed_visa_type, visa_type, assessed_score, experience, location, availability, spark_points, completed_challenges, skills, updated_at)
     SELECT 'bench-talent-' || g, true, true, 'Bench Talent ' || g, 'bench' || g || '@bench.test', (ARRAY['Vietnam','China','Japan','Philippines','Nepal'])[1 + g % 5],
       'D-10', v, v, 40 + (g % 60), g % 15, (ARRAY['Seoul','Busan','Incheon','Daegu'])[1 + g % 4], 'immediately', (g * 7919) % 20000, g % 9,
       CASE g % 7 WHEN 0 THEN ARRAY['coding'] WHEN 1 THEN ARRAY['project','coding'] WHEN 2 THEN ARRAY['global'] WHEN 3 THEN ARRAY['education','global']
         WHEN 4 THEN ARRAY['startup'] WHEN 5 THEN ARRAY['innovation','coding','project'] ELSE ARRAY[]::text[] END, now()
     FROM generate_series(1, $1) g, LATERAL (SELECT (ARRAY['E-7','E-9','F-2','F-5','D-10','D-2','E-2','H-2','F-4','F-6'])[1 + g % 10] AS v) visa`,
    [TALENTS],
  );
  await client.query('ANALYZE talents');
}

/** One search at a time through the gateway: p50 and p99 per query and over all. */
async function timeTalentSearch(gatewayUrl, token) {
  const headers = { authorization: `Bearer ${token}` };
  const once = async (q) => {
    const started = performance.now();
    const res = await fetch(`${gatewayUrl}/api/tovspark/talents?${q}`, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`talents?${q} answered ${res.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 50; i++) await once(TALENT_QUERIES[i % TALENT_QUERIES.length]); // warm-up
  const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
  const all = [];
  const rows = [];
  for (const q of TALENT_QUERIES) {
    const times = [];
    for (let i = 0; i < TALENT_CALLS_PER_QUERY; i++) times.push(await once(q));
    times.sort((a, b) => a - b);
    all.push(...times);
    rows.push({ q: q || '(no filter)', p50: pct(times, 0.5), p99: pct(times, 0.99) });
  }
  all.sort((a, b) => a - b);
  return { rows, p50: pct(all, 0.5), p99: pct(all, 0.99), calls: all.length };
}

/** `headers` may be a function: called at the start of each run (a forwarded identity is signed for 60 s). */
function load(url, headers, duration) {
  return new Promise((resolve, reject) => {
    const sent = typeof headers === 'function' ? headers() : headers;
    autocannon({ url, connections: CONNECTIONS, duration, headers: sent }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function measureOnce(label, url, headers) {
  const r = await load(url, headers, DURATION);
  const failed = r.non2xx + r.errors + r.timeouts;
  if (failed > 0) throw new Error(`${label}: ${failed} failed responses`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measureInRounds(targets) {
  for (const { url, headers } of targets) await load(url, headers, 2); // warm-up
  const runs = new Map(targets.map((t) => [t.label, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const { label, url, headers } of targets) runs.get(label).push(await measureOnce(label, url, headers));
  }
  return targets.map(({ label }) => {
    const list = runs.get(label);
    return {
      label,
      rps: median(list.map((r) => r.rps)),
      p50: median(list.map((r) => r.p50)),
      p99: median(list.map((r) => r.p99)),
      rounds: list.map((r) => r.rps.toFixed(0)).join(' / '),
    };
  });
}

const quiet = { LOG_LEVEL: 'warn' };
const stack = await startStack({
  databaseSuffix: SUFFIX,
  portOffset: OFFSET,
  seed: true,
  quiet: true,
  log: () => {},
  serviceEnv: {
    gateway: { RATE_LIMIT_MAX: '100000000', RATE_LIMIT_PREFIX: `bench:rl:${Date.now()}:`, ...quiet },
    auth: { ...quiet, ...BENCH_AUTH_ENV },
    tovspark: { ...quiet, LEADERBOARD_KEY_PREFIX: `bench:${Date.now()}:leaderboard` },
  },
});
const client = new pg.Client({ connectionString: databaseUrl(`tovspark${SUFFIX}`) });
await client.connect();
try {
  const seeded = Date.now();
  await seedLedger(client);
  const [{ n }] = (await client.query(`SELECT count(*)::int AS n FROM sparkpoints_ledger WHERE cause_key LIKE 'bench:%'`)).rows;
  console.log(`ledger: ${n} entries over ${USERS} users written in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
  await seedTalents(client);
  const companyToken = await demoToken(stack.urls.gateway, 'company@demo.tov');

  const token = await demoToken(stack.urls.gateway, 'challenger@demo.tov');
  const boardPath = (period) => `/api/v1/tovspark/leaderboard?period=${period}&limit=20`;
  const board = (period) => `${stack.urls.gateway}${boardPath(period)}`;
  const rebuildStarted = performance.now();
  const first = await fetch(board('all'), { headers: { authorization: `Bearer ${token}` } });
  const firstBody = await first.json();
  const rebuildMs = performance.now() - rebuildStarted;
  if (first.status !== 200 || firstBody.data.rows.length !== 20)
    throw new Error(`the first leaderboard read answered ${first.status} ${JSON.stringify(firstBody).slice(0, 300)}`);
  console.log(
    `first read (board rebuilt from the ledger): ${rebuildMs.toFixed(0)} ms; leader ${firstBody.data.rows[0].name} with ${firstBody.data.rows[0].sparkPoints} points`,
  );

  // Straight to the services, as the gateway forwards a verified caller: where the cost sits.
  const challengerId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub;
  const bearer = { authorization: `Bearer ${token}` };
  // The identity as the gateway signs it (docs/decisions/126-signed-forwarded-identity.md), signed anew for each run.
  const forwarded = () => {
    const requestId = randomUUID();
    return {
      ...bearer,
      'x-request-id': requestId,
      ...identitySigner(stack.identitySecret).headers({ userId: challengerId, roles: ['challenger'] }, requestId),
    };
  };
  const rows = await measureInRounds([
    { label: 'auth/me', url: `${stack.urls.gateway}/api/auth/me`, headers: bearer },
    { label: 'board all', url: board('all'), headers: bearer },
    { label: 'board week', url: board('week'), headers: bearer },
    { label: 'me direct', url: `${stack.urls.auth}/api/auth/me`, headers: forwarded },
    { label: 'board direct', url: `${stack.urls.tovspark}${boardPath('all')}`, headers: forwarded },
    { label: 'talents', url: `${stack.urls.gateway}/api/tovspark/talents?visaType=E-7&skill=coding`, headers: { authorization: `Bearer ${companyToken}` } },
  ]);
  const [me, all, week, meDirect, boardDirect] = rows;
  const search = await timeTalentSearch(stack.urls.gateway, companyToken);
  console.log(
    `\nbench/tovspark: through the gateway, authenticated, ${CONNECTIONS} connections, ${DURATION} s a run, ${ROUNDS} rounds (medians), ${os.cpus().length} cores`,
  );
  console.log('target      req/s      p50 ms   p99 ms   req/s of each round');
  for (const r of rows)
    console.log(`${r.label.padEnd(11)} ${r.rps.toFixed(0).padStart(7)}   ${String(r.p50).padStart(6)}   ${String(r.p99).padStart(6)}   ${r.rounds}`);
  console.log(`leaderboard (all) / auth/me:  ${(all.rps / me.rps).toFixed(2)}x   (target >= 0.80x)`);
  console.log(`leaderboard (week) / auth/me: ${(week.rps / me.rps).toFixed(2)}x`);
  console.log(
    `straight to the services, no gateway: leaderboard / auth/me ${(boardDirect.rps / meDirect.rps).toFixed(2)}x (${boardDirect.rps.toFixed(0)} / ${meDirect.rps.toFixed(0)} req/s)`,
  );
  console.log(`\ntalent search over ${TALENTS} talents, one call at a time through the gateway, ${TALENT_CALLS_PER_QUERY} calls per query:`);
  for (const r of search.rows) console.log(`  ${r.q.padEnd(28)} p50 ${r.p50.toFixed(1).padStart(5)} ms   p99 ${r.p99.toFixed(1).padStart(5)} ms`);
  console.log(`talent search p99 over all ${search.calls} calls: ${search.p99.toFixed(1)} ms (p50 ${search.p50.toFixed(1)} ms)   (target < 50 ms)`);
} finally {
  await client.end();
  await stack.stop();
}
