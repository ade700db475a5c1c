#!/usr/bin/env node
// `npm test`: installs what is missing, starts the local infrastructure once, builds, then type-checks,
// lints and checks the formatting side by side, runs every workspace's unit and integration tests
// (TEST_CONCURRENCY workspaces at a time: each has test databases of its own, and no suite stops the
// shared broker), the fault suite (Postgres, Redis and Kafka restarted under load, on throwaway
// instances of its own: infra/fault), then the end-to-end tests against a freshly started stack on the
// test databases. Prints each stage's time at the end. Exits non-zero on any failure.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDependencies } from './ensure-deps.mjs';

const started = Date.now();
const log = (line) => console.log(`[test] ${line}`);
const stages = [];
const failures = [];

/** Runs a stage, records its time and, unless `fatal`, records a failure instead of stopping. */
async function stage(label, fn, { fatal = false } = {}) {
  const at = Date.now();
  try {
    return await fn();
  } catch (error) {
    if (fatal) throw error;
    failures.push(label);
    log(`${label}: FAILED (${error.message})`);
    return undefined;
  } finally {
    stages.push({ label, seconds: (Date.now() - at) / 1000 });
  }
}

await stage('install', () => ensureDependencies(log), { fatal: true });
const { ensureChromium } = await import('./ensure-chromium.mjs');
const { runStep, runStepWithin, runSteps } = await import('./run.mjs');
const { startStack } = await import('./stack.mjs');
const { up, recreateDatabases } = await import('../local/index.mjs');
const { ROOT, SERVICES } = await import('./services.mjs');

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tov-test-'));
const env = { TOV_TEST_REPORT_DIR: reportDir, TESTCONTAINERS: process.env.TESTCONTAINERS ?? 'off' };
// Integration tests mostly wait (Kafka, Postgres): three workspaces at a time keep two cores busy.
const concurrency = process.env.TEST_CONCURRENCY ?? '3';

const chromium = await stage('chromium and fonts', () => ensureChromium(log), { fatal: true });
await stage('infrastructure', () => up({ log }), { fatal: true });
await stage('build', () => runStep('build', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']), { fatal: true });
await stage('typecheck, lint, format', () =>
  runSteps([
    { label: 'typecheck and lint', command: 'npx', args: ['turbo', 'run', 'typecheck', 'lint', '--continue', '--output-logs=errors-only'] },
    // One formatting for every file (.prettierrc.json); `npm run format` applies it.
    { label: 'format', command: 'npx', args: ['prettier', '--check', '--log-level=warn', '.'] },
  ]),
);
await stage('unit and integration tests', () =>
  runStepWithin('tests', 'npx', ['turbo', 'run', 'test', `--concurrency=${concurrency}`, '--continue', '--output-logs=full', '--log-order=grouped'], {
    env,
    timeoutMs: 30 * 60_000,
  }),
);
// Alone: it runs a second set of infrastructure and every service, and times its outages.
log('fault suite: Postgres, Redis and Kafka restarted in turn under load (infra/fault, about 2 minutes)...');
await stage('fault suite', () =>
  runStepWithin('fault suite', 'npx', ['jest', '-c', 'infra/jest.fault.config.cjs', '--runInBand'], { env, timeoutMs: 15 * 60_000 }),
);

const e2eConfigs = ['gateway/jest.e2e.config.cjs', 'frontend/jest.e2e.config.cjs'].filter((c) => fs.existsSync(path.join(ROOT, c)));
if (e2eConfigs.length) {
  // Empty databases of the e2e stage's own, made again each run: what earlier runs left (published
  // challenges, experts, their loads) used to decide the tests' outcomes run after run.
  const E2E_SUFFIX = '_e2e';
  await recreateDatabases(
    SERVICES.filter((s) => s.database).map((s) => s.database + E2E_SUFFIX),
    log,
  );
  log('starting the stack on empty e2e databases for the end-to-end tests...');
  // Seeded: the browser tests sign in with the demo accounts of each role.
  // Every browser test (and the security fuzz) comes from one address: the budgets per address are raised for them.
  const stack = await stage(
    'stack start',
    () =>
      startStack({
        databaseSuffix: E2E_SUFFIX,
        portOffset: 1000,
        seed: true,
        quiet: true,
        log,
        serviceEnv: { gateway: { LOGIN_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '100000' } },
      }),
    { fatal: true },
  );
  try {
    // One config after the other: the gateway's security files lock out, revoke and rate-limit the demo
    // accounts the browser tests sign in with (side by side, the visa guard lost its session midway and
    // the applicant's expert ranked below the experts the HTTP flows were registering). The browser
    // files run two at a time (their config's maxWorkers).
    for (const config of e2eConfigs) {
      await stage(`e2e ${path.dirname(config)}`, () =>
        runStepWithin(`e2e ${config}`, 'npx', ['jest', '-c', config], {
          env: { ...env, E2E_BASE_URL: stack.url.replace('localhost', '127.0.0.1'), CHROMIUM_PATH: chromium },
          timeoutMs: 30 * 60_000,
        }),
      );
    }
  } finally {
    await stack.stop();
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of fs.readdirSync(reportDir)) {
  const r = JSON.parse(fs.readFileSync(path.join(reportDir, file), 'utf8'));
  passed += r.passed;
  failed += r.failed;
  skipped += r.skipped;
}
fs.rmSync(reportDir, { recursive: true, force: true });
const width = Math.max(...stages.map((s) => s.label.length));
log('time per stage:');
for (const { label, seconds } of stages) console.log(`  ${label.padEnd(width)}  ${seconds.toFixed(0).padStart(5)} s`);
log(`finished in ${((Date.now() - started) / 1000).toFixed(0)} s${failures.length ? `; failed steps: ${failures.join(', ')}` : ''}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length || failed ? 1 : 0);
