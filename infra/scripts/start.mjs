#!/usr/bin/env node
// `npm start`: installs what is missing, starts the local infrastructure, builds, migrates, seeds the
// demo accounts and runs every service under supervision (a service that exits is logged and started
// again with backoff, the others keep running); Ctrl-C stops the services and the infrastructure it
// started.
import { ensureDependencies } from './ensure-deps.mjs';

const started = Date.now();
const log = (line) => console.log(`[start] ${line}`);
ensureDependencies(log);

const { runStep } = await import('./run.mjs');
const { startStack, DEMO_INVITE_CODE } = await import('./stack.mjs');
const { down } = await import('../local/index.mjs');

log('building (turbo)...');
runStep('build', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
const stack = await startStack({ seed: true, log, supervise: true });

console.log(`
  Platform is up in ${((Date.now() - started) / 1000).toFixed(1)} s: ${stack.url}

  Demo accounts (password demo1234): challenger@demo.tov, company@demo.tov, pro@demo.tov,
  admin@demo.tov, superadmin@demo.tov. Community-admin invite code: ${DEMO_INVITE_CODE}
  Mail sink: http://127.0.0.1:1080/messages    Object store (S3Proxy): http://127.0.0.1:9000
  Ctrl-C stops everything.
`);

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  log('stopping services...');
  await stack.stop();
  if (stack.startedInfra.length) {
    log(`stopping ${stack.startedInfra.join(', ')} (started by this run)...`);
    await down({ only: stack.startedInfra });
  }
  log('stopped');
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
