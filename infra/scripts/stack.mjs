// Brings the platform up on this machine: infrastructure, migrations, (demo seed), every service of
// services.mjs with its environment, each awaited until ready. Used by `npm start`, the e2e tests,
// the benchmarks and the fault suite (infra/fault, on throwaway infrastructure of its own).
import os from 'node:os';
import path from 'node:path';
import { config as infraConfig, databaseUrl, ensureDatabases, redisUrl, up, status } from '../local/index.mjs';
import { localArnKey, localIdentitySecret, localSigningKeys } from './keys.mjs';
import { runStep, runStepAsync, startChild, stopChild, waitForHttp } from './run.mjs';
import { GATEWAY_UPSTREAM_ENV, ROOT, SERVICES } from './services.mjs';

/** The Postgres address of one database (infra/local's, from its environment; the benchmarks use it too). */
export const DB = (name) => databaseUrl(name);
export const DEMO_INVITE_CODE = 'BRIDGE-ADMIN-DEMO';

/** Restart backoff of a supervised service: 1 s doubling to 30 s, back to 1 s after a minute up. */
const RESTART_MIN_MS = 1_000;
const RESTART_MAX_MS = 30_000;
const STABLE_AFTER_MS = 60_000;

/**
 * @typedef {{ endpoint: string, region: string, accessKeyId: string, secretAccessKey: string }} StackObjectStore
 * @typedef {{ databaseUrl: (database: string) => string, redisUrl: string, kafkaBrokers: string[], smtp: { host: string, port: number }, s3?: StackObjectStore }} StackInfrastructure
 * @typedef {{ name: string, code: number | null, signal: string | null, at: number, uptimeMs: number, restartInMs: number | null }} ServiceExit
 * @param {{ databaseSuffix?: string, portOffset?: number, seed?: boolean, quiet?: boolean, log?: (l: string) => void,
 *   serviceEnv?: Record<string, Record<string, string>>, infra?: StackInfrastructure, supervise?: boolean }} options
 *   databaseSuffix '_test' runs against the test databases; portOffset moves every port (e2e runs
 *   beside a developer's own stack).
 *   `infra`: the addresses of infrastructure the caller runs itself (the fault suite's throwaway
 *   Postgres, Redis, Kafka and SMTP sink, optionally an S3 endpoint); nothing is started then, and the
 *   caller has created the databases (each service database + suffix). Without `infra.s3` tovspark
 *   keeps its own defaults: its uploads answer 503 while no store answers, the rest works. Without it: infra/local's, started when missing.
 *   `supervise`: a service that exits on its own is started again with backoff and the exit is
 *   logged (`npm start`); without it the exit is only logged. Either way `exits` lists every exit
 *   that `stop` did not ask for.
 */
export async function startStack(options = {}) {
  const log = options.log ?? ((line) => console.log(line));
  const suffix = options.databaseSuffix ?? '';
  const offset = options.portOffset ?? 0;
  const infra = options.infra ?? {
    databaseUrl: DB,
    redisUrl,
    kafkaBrokers: [...infraConfig.kafka.brokers],
    smtp: { host: infraConfig.smtp.host, port: infraConfig.smtp.port },
    s3: {
      endpoint: infraConfig.s3.endpoint,
      region: infraConfig.s3.region,
      accessKeyId: infraConfig.s3.accessKeyId,
      secretAccessKey: infraConfig.s3.secretAccessKey,
    },
  };
  let startedInfra = [];
  if (!options.infra) {
    const before = new Set((await status()).filter((s) => s.state === 'running').map((s) => s.name));
    await up({ log: options.quiet ? () => {} : log });
    startedInfra = (await status()).filter((s) => s.state === 'running' && !before.has(s.name)).map((s) => s.name);
  }

  const keys = localSigningKeys();
  const identitySecret = localIdentitySecret();
  const runId = Date.now().toString(36);
  const common = {
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    REDIS_URL: infra.redisUrl,
    KAFKA_BROKERS: infra.kafkaBrokers.join(','),
    HOST: '127.0.0.1',
  };
  const urls = Object.fromEntries(SERVICES.map((s) => [s.name, `http://127.0.0.1:${s.port + offset}`]));
  const databases = SERVICES.filter((s) => s.database).map((s) => s.database + suffix);

  // A suffix of another checkout's (e.g. '_test_wt2') names databases `up` does not know.
  if (!options.infra && suffix) await ensureDatabases(databases);
  for (const service of SERVICES.filter((s) => s.database)) {
    runStep(
      `migrate ${service.name}`,
      process.execPath,
      ['services/kit/scripts/migrate.mjs', 'deploy', service.dir, infra.databaseUrl(service.database + suffix)],
      { stdio: options.quiet ? 'ignore' : 'inherit' },
    );
  }

  const envOf = (service) => {
    const env = { ...common, PORT: String(service.port + offset), SERVICE_NAME: service.name };
    // The caller's own NODE_OPTIONS (a debugger, a profiler) are kept beside the service's.
    const nodeOptions = [process.env.NODE_OPTIONS, service.nodeOptions].filter(Boolean).join(' ');
    if (nodeOptions) env.NODE_OPTIONS = nodeOptions;
    if (service.database) env.DATABASE_URL = infra.databaseUrl(service.database + suffix);
    if (service.identity) env.INTERNAL_IDENTITY_SECRET = identitySecret;
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
      // Leaderboards of its own: they are built from this stack's ledger (tovspark).
      env.LEADERBOARD_KEY_PREFIX = `tovspark${suffix}-${offset}:leaderboard`;
    }
    if (service.name === 'workers')
      Object.assign(env, {
        PUBLIC_WEB_URL: `http://localhost:${8080 + offset}`,
        SMTP_HOST: infra.smtp.host,
        SMTP_PORT: String(infra.smtp.port),
        // The company's report exports (decision 142): rows read from the company, signed with INTERNAL_IDENTITY_SECRET (identity above).
        WORKER_QUEUES: 'email,report-export',
        COMPANY_URL: urls.company,
      });
    // The key of the alien registration numbers company stores (required with NODE_ENV=production).
    if (service.name === 'company') env.COMPANY_ARN_KEY = localArnKey();
    if ((service.name === 'tovspark' || service.name === 'company') && infra.s3) {
      // Submission files, compliance documents: a bucket of its own per service and stack (S3 names: lower case, digits and '-'), made by the service at start.
      const base = service.name === 'tovspark' ? 'tovspark-files' : 'company-documents';
      const bucket = `${base}${suffix || offset ? `${suffix}-${offset}` : ''}`.toLowerCase().replace(/[^a-z0-9-]/g, '-');
      Object.assign(env, {
        S3_ENDPOINT: infra.s3.endpoint,
        S3_REGION: infra.s3.region,
        S3_BUCKET: bucket,
        S3_ACCESS_KEY_ID: infra.s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: infra.s3.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      });
    }
    if ((service.name === 'workers' || service.name === 'company') && infra.s3) {
      // Report exports: the workers write them, the company serves their downloads, from one bucket per stack.
      Object.assign(env, {
        S3_ENDPOINT: infra.s3.endpoint,
        S3_REGION: infra.s3.region,
        S3_ACCESS_KEY_ID: infra.s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: infra.s3.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
        EXPORTS_BUCKET: `tov-exports${suffix || offset ? `${suffix}-${offset}` : ''}`.toLowerCase().replace(/[^a-z0-9-]/g, '-'),
      });
    }
    if (service.name === 'auth')
      Object.assign(env, { JWT_PRIVATE_KEY: keys.privateKey, JWT_PUBLIC_KEY: keys.publicKey, BRIDGE_ADMIN_INVITE_CODES: DEMO_INVITE_CODE });
    if (service.name === 'gateway') {
      Object.assign(env, {
        HOST: '0.0.0.0',
        METRICS_PORT: String(9464 + offset),
        JWT_PUBLIC_KEY: keys.publicKey,
        FRONTEND_DIST: path.join(ROOT, 'frontend', 'dist'),
        CORS_ORIGIN: `http://localhost:${service.port + offset},http://localhost:5173`,
      });
      for (const [name, variable] of Object.entries(GATEWAY_UPSTREAM_ENV)) if (urls[name]) env[variable] = urls[name];
    }
    return { ...env, ...options.serviceEnv?.[service.name] };
  };

  /** @type {Array<{ name: string, process: import('node:child_process').ChildProcess, restarts: number }>} */
  const children = [];
  /** @type {ServiceExit[]} */
  const exits = [];
  let stopping = false;
  const restartTimers = new Set();

  /** Starts (or starts again) one service and watches its exit. */
  const launch = (service, entry) => {
    const child = startChild(service.name, process.execPath, [path.join(service.dir, service.entry)], { env: envOf(service), quiet: options.quiet });
    // Relative to this process's own priority (the others inherit it); 19 is the lowest.
    if (service.nice) os.setPriority(child.pid, Math.min(19, os.getPriority() + service.nice));
    const startedAt = Date.now();
    entry.process = child;
    child.once('exit', (code, signal) => {
      if (stopping || entry.process !== child) return;
      const uptimeMs = Date.now() - startedAt;
      // A service that ran for a while starts again quickly; one that keeps failing, ever more slowly.
      if (uptimeMs >= STABLE_AFTER_MS) entry.backoffMs = RESTART_MIN_MS;
      const restartInMs = options.supervise ? entry.backoffMs : null;
      exits.push({ name: service.name, code, signal, at: Date.now(), uptimeMs, restartInMs });
      if (!options.supervise) {
        log(`${service.name} exited (${signal ?? code}) after ${(uptimeMs / 1000).toFixed(1)} s`);
        return;
      }
      log(
        `${service.name} exited (${signal ?? code}) after ${(uptimeMs / 1000).toFixed(1)} s; restarting in ${(restartInMs / 1000).toFixed(0)} s (restart ${entry.restarts + 1})`,
      );
      entry.backoffMs = Math.min(entry.backoffMs * 2, RESTART_MAX_MS);
      const timer = setTimeout(() => {
        restartTimers.delete(timer);
        if (stopping) return;
        entry.restarts += 1;
        launch(service, entry);
        log(`${service.name} restarted (pid ${entry.process.pid})`);
      }, restartInMs);
      restartTimers.add(timer);
    });
    return child;
  };

  const stop = async () => {
    stopping = true;
    for (const timer of restartTimers) clearTimeout(timer);
    restartTimers.clear();
    for (const child of [...children].reverse()) await stopChild(child.process);
  };
  try {
    for (const service of SERVICES) {
      const entry = { name: service.name, process: undefined, restarts: 0, backoffMs: RESTART_MIN_MS };
      children.push(entry);
      const child = launch(service, entry);
      await waitForHttp(`${urls[service.name]}/health/ready`, { child, timeoutMs: 60_000 });
    }
    // After every consumer has joined: a stack on other databases consumes in new groups from the end
    // of the topics, so the demo accounts are announced again (`--announce`) for its projections (the
    // specialist's profile of pro@demo.tov, matching's candidate), also when they exist from a last run.
    // Then each service seeds its own demo data (docs/decisions/130-demo-data.md) once the accounts have
    // reached its projection (each seed waits for that); the specialist's profiles and the visa
    // assessments an earlier run made are announced again the same way for matching and tovspark.
    if (options.seed) {
      const announce = suffix || offset ? ['--announce'] : [];
      const seedOf = (name, label, args = []) => {
        const service = SERVICES.find((s) => s.name === name);
        return runStepAsync(label, process.execPath, [path.join(service.dir, 'dist', 'seed.js'), ...args], { env: envOf(service) });
      };
      await seedOf('auth', 'seed demo accounts', announce);
      await seedOf('specialist', 'seed the demo experts', announce);
      await seedOf('visa-assessment', "seed the demo challenger's assessments", announce);
      await seedOf('tovspark', 'seed the template gallery and the demo challenges');
      await seedOf('company', "seed the demo company's employees");
    }
  } catch (error) {
    await stop();
    throw error;
  }
  // `identitySecret`: what the benchmarks sign with when they call a service without the gateway.
  return { url: `http://localhost:${8080 + offset}`, urls, children, exits, startedInfra, identitySecret, stop };
}
