// Brings the platform up on this machine: infrastructure, migrations, (demo seed), every service of
// services.mjs with its environment, each awaited until ready. Used by `npm start` and the e2e tests.
import os from 'node:os';
import path from 'node:path';
import { up, status } from '../local/index.mjs';
import { localSigningKeys } from './keys.mjs';
import { runStep, startChild, stopChild, waitForHttp } from './run.mjs';
import { GATEWAY_UPSTREAM_ENV, ROOT, SERVICES } from './services.mjs';

/** The local Postgres address of one database (the stack's services and the benchmarks use it). */
export const DB = (name) => `postgresql://postgres:postgres@127.0.0.1:5432/${name}`;
export const DEMO_INVITE_CODE = 'BRIDGE-ADMIN-DEMO';

/**
 * @param {{ databaseSuffix?: string, portOffset?: number, seed?: boolean, quiet?: boolean, log?: (l: string) => void, serviceEnv?: Record<string, Record<string, string>> }} options
 *   databaseSuffix '_test' runs against the test databases; portOffset moves every port (e2e runs
 *   beside a developer's own stack).
 */
export async function startStack(options = {}) {
  const log = options.log ?? ((line) => console.log(line));
  const suffix = options.databaseSuffix ?? '';
  const offset = options.portOffset ?? 0;
  const before = new Set((await status()).filter((s) => s.state === 'running').map((s) => s.name));
  await up({ log: options.quiet ? () => {} : log });
  const startedInfra = (await status()).filter((s) => s.state === 'running' && !before.has(s.name)).map((s) => s.name);

  const keys = localSigningKeys();
  const runId = Date.now().toString(36);
  const common = { NODE_ENV: 'production', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', REDIS_URL: 'redis://127.0.0.1:6379', KAFKA_BROKERS: '127.0.0.1:9092', HOST: '127.0.0.1' };
  const urls = Object.fromEntries(SERVICES.map((s) => [s.name, `http://127.0.0.1:${s.port + offset}`]));

  for (const service of SERVICES.filter((s) => s.database)) {
    runStep(`migrate ${service.name}`, process.execPath, ['services/kit/scripts/migrate.mjs', 'deploy', service.dir, DB(service.database + suffix)], { stdio: options.quiet ? 'ignore' : 'inherit' });
  }

  const envOf = (service) => {
    const env = { ...common, PORT: String(service.port + offset), SERVICE_NAME: service.name };
    // The caller's own NODE_OPTIONS (a debugger, a profiler) are kept beside the service's.
    const nodeOptions = [process.env.NODE_OPTIONS, service.nodeOptions].filter(Boolean).join(' ');
    if (nodeOptions) env.NODE_OPTIONS = nodeOptions;
    if (service.database) env.DATABASE_URL = DB(service.database + suffix);
    // A stack on other databases (tests, benchmarks) consumes the shared broker in groups of its own.
    if (suffix || offset) {
      // A new group each start: it starts at the end of the shared topics (their history is other
      // runs' events, a benchmark's can be hundreds of thousands) and is ready once it has joined,
      // so it sees everything this stack publishes. A group reused across runs would first have to
      // work through everything published since its last run.
      env.CONSUMER_GROUP = `${service.name}${suffix}-${offset}-${runId}`;
      env.CONSUMER_FROM_BEGINNING = 'false';
      // Queues of its own, so another stack's workers never take this one's jobs.
      env.BULLMQ_PREFIX = `bull${suffix}-${offset}`;
      // Counters of its own: a developer's failed logins never lock the tests' accounts.
      env.LOGIN_FAILURES_PREFIX = `auth${suffix}-${offset}:login-failures:`;
      env.RATE_LIMIT_PREFIX = `gateway${suffix}-${offset}:rl:`;
    }
    if (service.name === 'workers') env.PUBLIC_WEB_URL = `http://localhost:${8080 + offset}`;
    if (service.name === 'auth') Object.assign(env, { JWT_PRIVATE_KEY: keys.privateKey, JWT_PUBLIC_KEY: keys.publicKey, BRIDGE_ADMIN_INVITE_CODES: DEMO_INVITE_CODE });
    if (service.name === 'gateway') {
      Object.assign(env, { HOST: '0.0.0.0', JWT_PUBLIC_KEY: keys.publicKey, FRONTEND_DIST: path.join(ROOT, 'frontend', 'dist'), CORS_ORIGIN: `http://localhost:${service.port + offset},http://localhost:5173` });
      for (const [name, variable] of Object.entries(GATEWAY_UPSTREAM_ENV)) if (urls[name]) env[variable] = urls[name];
    }
    return { ...env, ...options.serviceEnv?.[service.name] };
  };

  if (options.seed) {
    const auth = SERVICES.find((s) => s.name === 'auth');
    runStep('seed demo accounts', process.execPath, [path.join(auth.dir, 'dist', 'seed.js')], { env: envOf(auth) });
  }

  const children = [];
  const stop = async () => {
    for (const child of [...children].reverse()) await stopChild(child.process);
  };
  try {
    for (const service of SERVICES) {
      const child = startChild(service.name, process.execPath, [path.join(service.dir, service.entry)], { env: envOf(service), quiet: options.quiet });
      // Relative to this process's own priority (the others inherit it); 19 is the lowest.
      if (service.nice) os.setPriority(child.pid, Math.min(19, os.getPriority() + service.nice));
      children.push({ name: service.name, process: child });
      await waitForHttp(`${urls[service.name]}/health/ready`, { child, timeoutMs: 60_000 });
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://localhost:${8080 + offset}`, urls, children, startedInfra, stop };
}
