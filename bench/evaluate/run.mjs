#!/usr/bin/env node
// bench/evaluate: (1) evaluations per second and p50/p99 through the gateway, signed in, with
// persistence and the outbox on (every call saves an assessment and its event), at saturation
// (a closed loop of 50 connections); (2) p50/p90/p99 at the target rate, 1,500 evaluations/s
// offered in an open loop (open-loop.mjs); (3) batch throughput in applicants per second for one
// batch of 10,000. Prints the figures and the targets. The phases run several rounds (each in turn)
// and print each round and the median: on a shared machine a single run can fall in a slow spell.
// Usage: npm run evaluate -w @tov/bench  [-- --duration 10 --connections 50 --rate 1500 --applicants 10000 --rounds 3 --warmup 10 --databases _test]
// (--databases: the suffix of the databases the stack runs on; another suffix gives a fresh set, created if missing)
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { DB, startStack } from '../../infra/scripts/stack.mjs';
import { BENCH_AUTH_ENV, demoToken } from '../../infra/scripts/demo-login.mjs';
import { SERVICES } from '../../infra/scripts/services.mjs';
import { D10_APPLICANT } from '../../infra/scripts/sample-applicant.mjs';
import { ensureDatabases, up } from '../../infra/local/index.mjs';
import { openLoop } from './open-loop.mjs';
import { benchArgs } from '../cli-args.mjs';

const args = benchArgs();
const DURATION = Number(args.duration ?? 10);
const CONNECTIONS = Number(args.connections ?? 50);
const RATE = Number(args.rate ?? 1500);
const APPLICANTS = Number(args.applicants ?? 10_000);
const ROUNDS = Number(args.rounds ?? 3);
const DATABASES = args.databases ?? '_test';
const WARMUP = Number(args.warmup ?? 10);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const D10 = D10_APPLICANT;

const VISA_DATABASE_URL = DB(`visa${DATABASES}`);

/** Waits until the visa service's outbox has nothing left to publish; answers how long that took. */
async function outboxDrained(limitSeconds = 120) {
  const client = new pg.Client({ connectionString: VISA_DATABASE_URL });
  await client.connect();
  const started = performance.now();
  try {
    for (;;) {
      const { rows } = await client.query(`SELECT count(*)::int AS left FROM outbox_events WHERE status IN ('pending', 'failed')`);
      if (rows[0].left === 0) return (performance.now() - started) / 1000;
      if (performance.now() - started > limitSeconds * 1000) throw new Error(`outbox still has ${rows[0].left} events after ${limitSeconds} s`);
      await new Promise((res) => setTimeout(res, 100));
    }
  } finally {
    await client.end();
  }
}

// Another suffix: the stack's databases with it, created when missing (the infrastructure makes only `_test`).
if (DATABASES !== '_test') {
  await up({ log: () => {} });
  await ensureDatabases(SERVICES.filter((s) => s.database).map((s) => `${s.database}${DATABASES}`));
}
const stack = await startStack({
  databaseSuffix: DATABASES,
  portOffset: 400,
  seed: true,
  quiet: true,
  log: () => {},
  serviceEnv: {
    gateway: { RATE_LIMIT_MAX: '100000000', RATE_LIMIT_PREFIX: `bench:rl:${Date.now()}:`, LOG_LEVEL: 'warn' },
    'visa-assessment': { LOG_LEVEL: 'warn' },
    auth: { LOG_LEVEL: 'warn', ...BENCH_AUTH_ENV },
  },
});
try {
  const token = await demoToken(stack.urls.gateway);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const body = JSON.stringify({ visaType: 'D-10', applicationType: 'NEW', userData: D10, options: { autoSave: true } });
  const options = (duration) => ({
    url: `${stack.urls.gateway}/api/visa/v3/assessment/evaluate`,
    method: 'POST',
    headers,
    body,
    connections: CONNECTIONS,
    duration,
  });
  const run = (duration) => new Promise((resolve, reject) => autocannon(options(duration), (e, r) => (e ? reject(e) : resolve(r))));
  /** A run that also counts the responses of each second. */
  const runWithTimeline = (duration) =>
    new Promise((resolve, reject) => {
      const started = performance.now();
      const perSecond = [];
      const instance = autocannon(options(duration), (e) => (e ? reject(e) : resolve(perSecond)));
      instance.on('response', () => {
        const second = Math.floor((performance.now() - started) / 1000);
        perSecond[second] = (perSecond[second] ?? 0) + 1;
      });
    });
  // Warm-up: freshly started processes take several seconds of load to reach their speed (JIT
  // compilation competes for the same two cores): evaluations/s per second of it are printed.
  const warm = await runWithTimeline(WARMUP);
  const applicants = Array.from({ length: APPLICANTS }, (_, i) => ({
    reference: `a-${i}`,
    visaType: 'D-10',
    applicationType: 'NEW',
    userData: { ...D10, personalInfo: { ...D10.personalInfo, age: 20 + (i % 30) } },
  }));
  const batchBody = JSON.stringify({ applicants });

  /** One batch from submit to done: applicants per second. */
  async function batchRound() {
    const started = performance.now();
    const submitted = await fetch(`${stack.urls.gateway}/api/visa/v3/assessment/batch`, { method: 'POST', headers, body: batchBody });
    const { data } = await submitted.json();
    let status;
    do {
      await new Promise((res) => setTimeout(res, 50));
      status = (await (await fetch(`${stack.urls.gateway}/api/visa/v3/assessment/batch/${data.batchId}`, { headers })).json()).data;
    } while (status.status !== 'completed');
    const seconds = (performance.now() - started) / 1000;
    if (status.succeeded !== APPLICANTS || status.failed !== 0) throw new Error(`batch: ${status.succeeded} saved, ${status.failed} failed`);
    return { seconds, perSecond: APPLICANTS / seconds };
  }

  const evaluations = [];
  const atRate = [];
  const batches = [];
  for (let round = 0; round < ROUNDS; round++) {
    await outboxDrained();
    const r = await run(DURATION);
    const failed = r.non2xx + r.errors + r.timeouts;
    if (failed > 0) throw new Error(`evaluate: ${failed} failed requests`);
    // The batch is measured on its own: the evaluate phase's events are published first.
    const drainSeconds = await outboxDrained();
    evaluations.push({ perSecond: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, total: r.requests.total, drainSeconds });
    const offered = await openLoop({
      origin: stack.urls.gateway,
      path: '/api/visa/v3/assessment/evaluate',
      method: 'POST',
      headers,
      body,
      rate: RATE,
      seconds: DURATION,
    });
    if (offered.failed > 0) throw new Error(`evaluate at ${RATE}/s: ${offered.failed} failed requests`);
    atRate.push(offered);
    await outboxDrained();
    batches.push(await batchRound());
  }

  const list = (values, digits = 0) => values.map((v) => v.toFixed(digits)).join(' / ');
  console.log(
    `\nwarm-up (${WARMUP} s, fresh processes), evaluations in each second: ${warm
      .slice(0, WARMUP)
      .map((n) => n ?? 0)
      .join(' ')}`,
  );
  console.log(
    `\nbench/evaluate (${os.cpus().length} cores, gateway + auth + visa-assessment + matching + Postgres + Redis + Kafka on this machine), ${ROUNDS} rounds, medians`,
  );
  console.log(
    `evaluate through the gateway, saved + outbox: ${median(evaluations.map((e) => e.perSecond)).toFixed(0)} evaluations/s, p50 ${median(evaluations.map((e) => e.p50))} ms, p99 ${median(evaluations.map((e) => e.p99))} ms, 0 failed   (target >= 1,500/s, p99 < 50 ms)`,
  );
  console.log(
    `  rounds: ${list(evaluations.map((e) => e.perSecond))} evaluations/s; p99 ${list(evaluations.map((e) => e.p99))} ms; ${list(evaluations.map((e) => e.total))} requests`,
  );
  console.log(
    `at the target rate, open loop (${RATE.toLocaleString('en-US')}/s offered, each latency from its request's due time): ${median(atRate.map((e) => e.perSecond)).toFixed(0)} evaluations/s, p50 ${median(atRate.map((e) => e.p50))} ms, p90 ${median(atRate.map((e) => e.p90))} ms, p99 ${median(atRate.map((e) => e.p99))} ms, 0 failed   (target p99 < 50 ms)`,
  );
  console.log(`  rounds: p99 ${list(atRate.map((e) => e.p99))} ms; max ${list(atRate.map((e) => e.max))} ms`);
  console.log(
    `events of each evaluate phase all published ${list(
      evaluations.map((e) => e.drainSeconds),
      1,
    )} s after its load stopped (the relay, to Kafka)`,
  );
  console.log(
    `batch of ${APPLICANTS.toLocaleString('en-US')}, submit to done: ${median(batches.map((b) => b.perSecond)).toFixed(0)} applicants/s, all saved, 0 failed   (target >= 3,000/s)`,
  );
  console.log(
    `  rounds: ${list(batches.map((b) => b.perSecond))} applicants/s (${list(
      batches.map((b) => b.seconds),
      2,
    )} s)`,
  );
} finally {
  await stack.stop();
}
