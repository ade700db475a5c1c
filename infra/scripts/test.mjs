#!/usr/bin/env node
// `npm test`: installs what is missing, starts the local infrastructure, builds, type-checks and
// lints, runs every workspace's unit and integration tests, the fault suite (Postgres, Redis and
// Kafka restarted under load, on throwaway instances of its own: infra/fault), then the end-to-end
// tests against a freshly started stack on the test databases. Exits non-zero on any failure.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDependencies } from './ensure-deps.mjs';

const started = Date.now();
const log = (line) => console.log(`[test] ${line}`);
ensureDependencies(log);

const { ensureChromium } = await import('./ensure-chromium.mjs');
const { runStep } = await import('./run.mjs');
const { startStack } = await import('./stack.mjs');
const { up } = await import('../local/index.mjs');
const { ROOT } = await import('./services.mjs');

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tov-test-'));
const env = { TOV_TEST_REPORT_DIR: reportDir, TESTCONTAINERS: process.env.TESTCONTAINERS ?? 'off' };
const failures = [];
const step = (label, fn) => {
  try {
    fn();
  } catch (error) {
    failures.push(label);
    log(`${label}: FAILED (${error.message})`);
  }
};

const chromium = ensureChromium(log);
await up({ log });
runStep('build', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
step('typecheck', () => runStep('typecheck', 'npx', ['turbo', 'run', 'typecheck', '--continue', '--output-logs=errors-only']));
step('lint', () => runStep('lint', 'npx', ['turbo', 'run', 'lint', '--continue', '--output-logs=errors-only']));
// One formatting for every file (.prettierrc.json); `npm run format` applies it.
step('format', () => runStep('format', 'npx', ['prettier', '--check', '--log-level=warn', '.']));
// One workspace at a time: some integration tests stop and restart the shared Kafka broker.
step('unit and integration tests', () => runStep('tests', 'npx', ['turbo', 'run', 'test', '--concurrency=1', '--continue', '--output-logs=full'], { env }));
// Alone as well: it runs a second set of infrastructure and every service, and times its outages.
log('fault suite: Postgres, Redis and Kafka restarted in turn under load (infra/fault, about 2 minutes)...');
step('fault suite', () => runStep('fault suite', 'npx', ['jest', '-c', 'infra/jest.fault.config.cjs', '--runInBand'], { env }));

const e2eConfigs = ['gateway/jest.e2e.config.cjs', 'frontend/jest.e2e.config.cjs'].filter((c) => fs.existsSync(path.join(ROOT, c)));
if (e2eConfigs.length) {
  log('starting the stack on the test databases for the end-to-end tests...');
  // Seeded: the browser tests sign in with the demo accounts of each role.
  // Every browser test (and the security fuzz) comes from one address: the budgets per address are raised for them.
  const stack = await startStack({
    databaseSuffix: '_test',
    portOffset: 1000,
    seed: true,
    quiet: true,
    log,
    serviceEnv: { gateway: { LOGIN_RATE_LIMIT_MAX: '1000', RATE_LIMIT_MAX: '100000' } },
  });
  try {
    for (const config of e2eConfigs) {
      step(`e2e ${config}`, () =>
        runStep(`e2e ${config}`, 'npx', ['jest', '-c', config, '--runInBand'], {
          env: { ...env, E2E_BASE_URL: stack.url.replace('localhost', '127.0.0.1'), CHROMIUM_PATH: chromium },
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
log(`finished in ${((Date.now() - started) / 1000).toFixed(0)} s${failures.length ? `; failed steps: ${failures.join(', ')}` : ''}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length || failed ? 1 : 0);
