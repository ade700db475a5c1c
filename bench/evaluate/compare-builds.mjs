#!/usr/bin/env node
// bench/evaluate/compare-builds: evaluations per second through the gateway for two builds of the
// platform, in interleaved rounds (A, B, A, B, ...) in one run, so the machine's drift falls on both
// alike. Each build runs from its own checkout (built beforehand: `npx turbo run build` there) on
// databases of its own; both stacks stay up and take the load in turn.
// Usage: node bench/evaluate/compare-builds.mjs --a <checkout> --b <checkout> [--rounds 5 --duration 10 --warmup 10 --connections 50]
import path from 'node:path';
import autocannon from 'autocannon';
import { BENCH_AUTH_ENV, demoToken } from '../../infra/scripts/demo-login.mjs';
import { benchArgs } from '../cli-args.mjs';

const args = benchArgs();
const ROUNDS = Number(args.rounds ?? 5);
const DURATION = Number(args.duration ?? 10);
const WARMUP = Number(args.warmup ?? 10);
const CONNECTIONS = Number(args.connections ?? 50);
const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
if (!args.a || !args.b) throw new Error('usage: compare-builds.mjs --a <checkout> --b <checkout>');

// The D-10 applicant of bench/evaluate/run.mjs.
const D10 = {
  personalInfo: { nationality: 'Vietnam', age: 27, gender: 'female' },
  educationInfo: { highestDegree: 'MASTER', isKoreanDegree: 'true', koreanUniversity: 'Korea University' },
  experienceInfo: { yearsOfExperience: 3, koreanWorkExperience: 1 },
  languageInfo: { topikLevel: 4 },
  documentChecklist: ['PASSPORT', 'APPLICATION_FORM', 'PASSPORT_PHOTO'],
};
const body = JSON.stringify({ visaType: 'D-10', applicationType: 'NEW', userData: D10, options: { autoSave: true } });

/** One build's stack, from its own checkout's scripts, signed in as the seeded demo company account. */
async function startBuild(name, checkout, portOffset) {
  const { startStack } = await import(path.resolve(checkout, 'infra/scripts/stack.mjs'));
  const stack = await startStack({
    databaseSuffix: `_bench_${name}`,
    portOffset,
    seed: true,
    quiet: true,
    log: () => {},
    serviceEnv: {
      gateway: { RATE_LIMIT_MAX: '100000000', RATE_LIMIT_PREFIX: `bench-${name}:rl:${Date.now()}:`, LOG_LEVEL: 'warn' },
      'visa-assessment': { LOG_LEVEL: 'warn' },
      auth: { LOG_LEVEL: 'warn', ...BENCH_AUTH_ENV },
    },
  });
  const token = await demoToken(stack.urls.gateway);
  const load = (duration) =>
    new Promise((resolve, reject) =>
      autocannon(
        {
          url: `${stack.urls.gateway}/api/visa/v3/assessment/evaluate`,
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body,
          connections: CONNECTIONS,
          duration,
        },
        (e, r) => (e ? reject(e) : resolve(r)),
      ),
    );
  return { name, checkout, stack, load, rounds: [] };
}

const builds = [await startBuild('a', args.a, 500), await startBuild('b', args.b, 600)];
try {
  for (const build of builds) await build.load(WARMUP);
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate which build goes first, so neither always follows the other's load.
    for (const build of round % 2 ? [...builds].reverse() : builds) {
      const r = await build.load(DURATION);
      const failed = r.non2xx + r.errors + r.timeouts;
      if (failed > 0) throw new Error(`${build.name}: ${failed} failed requests`);
      build.rounds.push({ perSecond: r.requests.average, p99: r.latency.p99 });
      await new Promise((res) => setTimeout(res, 2_000)); // its outbox and projections settle
    }
  }
  const [a, b] = builds.map((build) => ({ ...build, perSecond: median(build.rounds.map((r) => r.perSecond)), p99: median(build.rounds.map((r) => r.p99)) }));
  console.log(`\nevaluate through the gateway, saved + outbox, ${ROUNDS} interleaved rounds of ${DURATION} s, ${CONNECTIONS} connections (medians)`);
  for (const build of [a, b]) {
    console.log(
      `  ${build.name} (${build.checkout}): ${build.perSecond.toFixed(0)} evaluations/s, p99 ${build.p99} ms; rounds ${build.rounds.map((r) => r.perSecond.toFixed(0)).join(' / ')}`,
    );
  }
  console.log(`  b / a: ${(b.perSecond / a.perSecond).toFixed(3)} (evaluations per second)`);
} finally {
  for (const build of builds) await build.stack.stop();
}
