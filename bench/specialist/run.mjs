#!/usr/bin/env node
// bench/specialist (issue 15), through the gateway: the expert's inbox
// (`GET /api/specialist/matching/requests`) with 10,000 requests for one expert, against
// `GET /api/auth/me` in the same run as the baseline (target: at least 0.8x the baseline's rate).
// The targets take turns for several rounds and each figure is the median of its rounds (the
// machine's speed drifts); the same calls straight to the services tell the gateway's share.
// The requests (a third of them quoted), their clients' names, the expert's profile and prices are
// written straight into the bench's own database (specialist + BENCH_DB_SUFFIX, default _bench), beside
// 20 other experts' 2,000 requests each, then vacuumed (the steady state autovacuum keeps).
// Usage: npm run specialist -w @tov/bench  [-- --duration 8 --connections 50 --rounds 3 --requests 10000 --otherExperts 20 --limit 20]
// BENCH_PORT_OFFSET (default 500) and BENCH_DB_SUFFIX move it beside other stacks on one machine.
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
const REQUESTS = Number(args.requests ?? 10_000);
const CLIENTS = Math.max(1, Math.round(REQUESTS / 5));
const OTHER_EXPERTS = Number(args.otherExperts ?? 20);
/** The inbox page size asked for (the contract's default page is 20). */
const LIMIT = args.limit ? Number(args.limit) : undefined;
const SUFFIX = process.env.BENCH_DB_SUFFIX ?? '_bench';
const OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 500);

/** The expert's profile and prices, CLIENTS named applicants, REQUESTS requests over the last 90 days, a third quoted. */
async function seedInbox(client, expertId) {
  await client.query('DELETE FROM quotes WHERE expert_id = $1', [expertId]);
  await client.query('DELETE FROM specialist_requests WHERE expert_id = $1', [expertId]);
  await client.query(
    `INSERT INTO specialist_profiles (user_id, name, email, expertise, certifications, experience_years, languages, supported_visa_types, updated_at)
     VALUES ($1, 'Kim Seo-yeon', 'pro@demo.tov', 'administrative', ARRAY['행정사'], 8, ARRAY['ko','en'], ARRAY['E-7','F-2','D-10','E-9'], now())
     ON CONFLICT (user_id) DO NOTHING`,
    [expertId],
  );
  await client.query(
    `INSERT INTO specialist_prices (expert_id, service_option, visa_type, amount, updated_at)
     SELECT $1, o, v, 100000 + 50000 * i, now() FROM unnest(ARRAY['consultation','document_review','full_service']) WITH ORDINALITY AS o(o, i), unnest(ARRAY['E-7','F-2','D-10','E-9']) AS v
     ON CONFLICT DO NOTHING`,
    [expertId],
  );
  await client.query(
    `INSERT INTO user_projection (user_id, name, email, role, roles, updated_at)
     SELECT 'bench-client-' || c, 'Bench Client ' || c, 'bench' || c || '@bench.test', 'challenger', ARRAY['challenger'], now() FROM generate_series(1, $1) c
     ON CONFLICT (user_id) DO NOTHING`,
    [CLIENTS],
  );
  await client.query(
    `INSERT INTO specialist_requests (id, expert_id, client_id, assessment_id, visa_type, service_option, status, selected_at, updated_at)
     SELECT 'bench-request-' || $1 || '-' || r, $1, 'bench-client-' || (1 + r % $3), 'bench-assessment-' || r,
            (ARRAY['E-7','F-2','D-10','E-9'])[1 + r % 4], (ARRAY['consultation','document_review','full_service'])[1 + r % 3],
            CASE WHEN r % 3 = 0 THEN 'quoted' WHEN r % 10 = 1 THEN 'accepted' WHEN r % 10 = 2 THEN 'expired' ELSE 'new' END,
            now() - (r || ' minutes')::interval * 13, now()
     FROM generate_series(1, $2) r`,
    [expertId, REQUESTS, CLIENTS],
  );
  await client.query(
    `INSERT INTO quotes (id, request_id, expert_id, client_id, amount, currency, service_option, message, valid_until, status, created_at)
     SELECT gen_random_uuid(), q.id, q.expert_id, q.client_id, 200000, 'KRW', q.service_option, 'Bench quote', now() + interval '7 days', 'sent', q.selected_at + interval '1 hour'
     FROM specialist_requests q WHERE q.expert_id = $1 AND q.status = 'quoted'`,
    [expertId],
  );
  // Other experts' inboxes beside it (OTHER_EXPERTS x 2,000 requests), so the planner sees a table
  // shared by many experts, as in production.
  await client.query(`DELETE FROM specialist_requests WHERE expert_id LIKE 'bench-expert-%'`);
  await client.query(
    `INSERT INTO specialist_requests (id, expert_id, client_id, assessment_id, visa_type, service_option, status, selected_at, updated_at)
     SELECT 'bench-other-' || r, 'bench-expert-' || (r % $1), 'bench-client-' || (1 + r % $2), 'bench-assessment-o' || r,
            (ARRAY['E-7','F-2','D-10','E-9','F-6'])[1 + r % 5], 'consultation', (ARRAY['new','quoted','accepted','declined','expired'])[1 + r % 5],
            now() - (r || ' minutes')::interval, now()
     FROM generate_series(1, $1 * 2000) r`,
    [OTHER_EXPERTS, CLIENTS],
  );
  // Steady state: autovacuum has run (the visibility map lets counts read the index only).
  await client.query('VACUUM ANALYZE specialist_requests');
  await client.query('VACUUM ANALYZE quotes');
  await client.query('VACUUM ANALYZE user_projection');
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
  if (failed > 0)
    throw new Error(`${label}: ${failed} failed responses (status codes ${JSON.stringify(r.statusCodeStats)}, errors ${r.errors}, timeouts ${r.timeouts})`);
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
    specialist: quiet,
  },
});
const client = new pg.Client({ connectionString: databaseUrl(`specialist${SUFFIX}`) });
await client.connect();
try {
  const token = await demoToken(stack.urls.gateway, 'pro@demo.tov');
  const expertId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub;
  const seeded = Date.now();
  await seedInbox(client, expertId);
  const [{ n }] = (await client.query('SELECT count(*)::int AS n FROM specialist_requests WHERE expert_id = $1', [expertId])).rows;
  console.log(`inbox: ${n} requests for one expert (${CLIENTS} clients) written in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);

  const bearer = { authorization: `Bearer ${token}` };
  const inboxPath = `/api/specialist/matching/requests${LIMIT ? `?limit=${LIMIT}` : ''}`;
  const filteredPath = `/api/specialist/matching/requests?status=quoted&visaType=E-7${LIMIT ? `&limit=${LIMIT}` : ''}`;
  const first = await fetch(`${stack.urls.gateway}${inboxPath}`, { headers: bearer });
  const firstBody = await first.json();
  console.log(`inbox page: ${firstBody.data.items.length} requests, ${JSON.stringify(firstBody).length} bytes`);
  if (first.status !== 200 || firstBody.data.total !== n || firstBody.data.items.length !== (LIMIT ?? 20))
    throw new Error(`the inbox answered ${first.status} ${JSON.stringify(firstBody).slice(0, 300)}`);

  // Straight to the services, as the gateway forwards a verified caller: where the cost sits.
  // The identity as the gateway signs it (docs/decisions/126-signed-forwarded-identity.md), signed anew for each run.
  const forwarded = () => {
    const requestId = randomUUID();
    return { ...bearer, 'x-request-id': requestId, ...identitySigner(stack.identitySecret).headers({ userId: expertId, roles: ['pro'] }, requestId) };
  };
  const rows = await measureInRounds([
    { label: 'auth/me', url: `${stack.urls.gateway}/api/auth/me`, headers: bearer },
    { label: 'inbox', url: `${stack.urls.gateway}${inboxPath}`, headers: bearer },
    { label: 'inbox filter', url: `${stack.urls.gateway}${filteredPath}`, headers: bearer },
    { label: 'me direct', url: `${stack.urls.auth}/api/auth/me`, headers: forwarded },
    { label: 'inbox direct', url: `${stack.urls.specialist}${inboxPath}`, headers: forwarded },
  ]);
  const [me, inbox, filtered, meDirect, inboxDirect] = rows;
  console.log(
    `\nbench/specialist: through the gateway, authenticated as pro@demo.tov, ${n} requests in the inbox, ${CONNECTIONS} connections, ${DURATION} s a run, ${ROUNDS} rounds (medians), ${os.cpus().length} cores`,
  );
  console.log('target         req/s      p50 ms   p99 ms   req/s of each round');
  for (const r of rows)
    console.log(`${r.label.padEnd(14)} ${r.rps.toFixed(0).padStart(7)}   ${String(r.p50).padStart(6)}   ${String(r.p99).padStart(6)}   ${r.rounds}`);
  console.log(
    `inbox (page 1 of ${n}) / auth/me:  ${(inbox.rps / me.rps).toFixed(2)}x   (target >= 0.80x); inbox p99 ${inbox.p99} ms, auth/me p99 ${me.p99} ms`,
  );
  console.log(`inbox (status and visa type) / auth/me: ${(filtered.rps / me.rps).toFixed(2)}x`);
  console.log(
    `straight to the services, no gateway: inbox / auth/me ${(inboxDirect.rps / meDirect.rps).toFixed(2)}x (${inboxDirect.rps.toFixed(0)} / ${meDirect.rps.toFixed(0)} req/s)`,
  );
} finally {
  await client.end();
  await stack.stop();
}
