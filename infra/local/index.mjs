// Programmatic entry of the local infrastructure (no Docker): PostgreSQL, Redis, Apache Kafka
// (KRaft), an SMTP sink and S3Proxy (the S3-compatible object store). `up` reuses whatever already answers and starts the rest; `down`
// stops only what infra/local started (markers in <state dir>/<component>.json (config.mjs)).
//
//   import { up, down, status, startKafka, stopKafka } from '../infra/local/index.mjs';
//   await up({ only: ['postgres', 'kafka'] });
import { upKafka, downKafka, statusKafka } from './kafka.mjs';
import { upPostgres, downPostgres, statusPostgres } from './postgres.mjs';
import { upRedis, downRedis, statusRedis } from './redis.mjs';
import { upSmtp, downSmtp, statusSmtp } from './smtp.mjs';
import { upS3, downS3, statusS3 } from './s3.mjs';
import { config } from './config.mjs';
import { InfraError, isPortOpen, withLock } from './util.mjs';

export { config, databaseUrl, redisUrl, smtpHttpUrl } from './config.mjs';
export { SERVICE_DATABASES, allDatabases } from './databases.mjs';
export { InfraError } from './util.mjs';
export { probeKafka } from './kafka.mjs';
export { ensureDatabases, recreateDatabases } from './postgres.mjs';
export { probeS3 } from './s3.mjs';

/** Every component, in start order. */
export const COMPONENTS = Object.freeze(['postgres', 'redis', 'kafka', 'smtp', 's3']);

const UP = { postgres: upPostgres, redis: upRedis, kafka: upKafka, smtp: upSmtp, s3: upS3 };
const DOWN = { postgres: downPostgres, redis: downRedis, kafka: downKafka, smtp: downSmtp, s3: downS3 };
const STATUS = { postgres: statusPostgres, redis: statusRedis, kafka: statusKafka, smtp: statusSmtp, s3: statusS3 };
/** The JVMs (slow to fetch the first time, slow to start) start in parallel with the rest. */
const PARALLEL = new Set(['kafka', 's3']);

/** Normalises `only` (array or comma-separated string; empty = all) and rejects unknown names. */
export function selectComponents(only) {
  const list = (Array.isArray(only) ? only : typeof only === 'string' ? only.split(',') : []).map((s) => String(s).trim().toLowerCase()).filter(Boolean);
  if (list.length === 0) return [...COMPONENTS];
  const unknown = list.filter((name) => !COMPONENTS.includes(name));
  if (unknown.length) throw new InfraError(`unknown component(s): ${unknown.join(', ')} (known: ${COMPONENTS.join(', ')})`);
  return COMPONENTS.filter((name) => list.includes(name));
}

function makeLogger({ log, quiet }) {
  if (quiet) return () => () => {};
  const sink = log ?? ((line) => console.log(line));
  return (component) => (msg) => sink(`[infra] ${component}: ${msg}`);
}

/**
 * Starts what is missing and waits until each selected component is ready. Idempotent.
 * Kafka and S3Proxy start in parallel with the others (they are the slow ones). Resolves one status per
 * component ({ name, state, owner: 'us'|'external', address, pid?, detail?, seconds });
 * rejects with an InfraError naming every component that failed (`err.results` holds all).
 * @param {{ only?: string[]|string, log?: (line: string) => void, quiet?: boolean }} [options]
 */
export async function up(options = {}) {
  const names = selectComponents(options.only);
  const logger = makeLogger(options);
  return withLock(
    async () => {
      const results = {};
      const startOne = async (name) => {
        const started = Date.now();
        try {
          results[name] = { ...(await UP[name]({ log: logger(name) })), seconds: Number(((Date.now() - started) / 1000).toFixed(1)) };
        } catch (err) {
          results[name] = { name, state: 'failed', owner: null, error: err.message, seconds: Number(((Date.now() - started) / 1000).toFixed(1)) };
        }
      };
      const others = names.filter((n) => !PARALLEL.has(n));
      await Promise.all([
        ...names.filter((n) => PARALLEL.has(n)).map(startOne),
        (async () => {
          for (const name of others) await startOne(name);
        })(),
      ]);
      const ordered = names.map((n) => results[n]);
      const failed = ordered.filter((r) => r.state === 'failed');
      if (failed.length) {
        const err = new InfraError(`infra up failed for ${failed.map((f) => f.name).join(', ')}:\n${failed.map((f) => `- ${f.name}: ${f.error}`).join('\n')}`);
        err.results = ordered;
        throw err;
      }
      return ordered;
    },
    { log: logger('lock') },
  );
}

/**
 * Stops only the components infra/local started (reverse order); leaves external ones alone.
 * Resolves [{ name, action }] where action is 'stopped' | 'killed' | 'was not running' | 'left alone (...)'.
 * @param {{ only?: string[]|string, log?: (line: string) => void, quiet?: boolean }} [options]
 */
export async function down(options = {}) {
  const names = selectComponents(options.only).reverse();
  const logger = makeLogger(options);
  return withLock(
    async () => {
      const results = [];
      const errors = [];
      for (const name of names) {
        try {
          results.push(await DOWN[name]({ log: logger(name) }));
        } catch (err) {
          results.push({ name, action: 'failed', error: err.message });
          errors.push(`- ${name}: ${err.message}`);
        }
      }
      if (errors.length) {
        const err = new InfraError(`infra down failed:\n${errors.join('\n')}`);
        err.results = results;
        throw err;
      }
      return results;
    },
    { log: logger('lock') },
  );
}

/**
 * One line of truth per component: { name, state: 'running'|'stopped'|'starting'|'unknown',
 * owner: 'us'|'external'|null, address, pid?, detail? }. Never starts or stops anything.
 * @param {{ only?: string[]|string }} [options]
 */
export async function status(options = {}) {
  const names = selectComponents(options.only);
  return Promise.all(
    names.map(async (name) => {
      try {
        return await STATUS[name]();
      } catch (err) {
        return { name, state: 'unknown', owner: null, detail: err.message };
      }
    }),
  );
}

/** Starts our Kafka broker if none answers (or reuses the one that does) and waits until it serves. */
export async function startKafka(options = {}) {
  const logger = makeLogger(options);
  return withLock(() => upKafka({ log: logger('kafka') }), { log: logger('lock') });
}

/**
 * Stops the Kafka broker infra/local started (SIGTERM, then SIGKILL after KAFKA_STOP_TIMEOUT_MS)
 * and waits until it has exited. Resolves { stopped: true, pid } or { stopped: false } when no
 * broker was running; rejects when a broker we did not start answers (we never stop those).
 */
export async function stopKafka(options = {}) {
  const logger = makeLogger(options);
  return withLock(
    async () => {
      const result = await downKafka({ log: logger('kafka'), onlyConfigured: true });
      if (result.action === 'stopped' || result.action === 'killed') return { stopped: true, pid: result.pid };
      if (await isPortOpen(config.kafka.host, config.kafka.port)) {
        throw new InfraError(`the Kafka broker on ${config.kafka.brokers[0]} was not started by infra/local; refusing to stop it`);
      }
      return { stopped: false };
    },
    { log: logger('lock') },
  );
}

/** The line `status` prints for a component. */
export function formatStatus(s) {
  const owner = s.owner === 'us' ? 'started-by-us' : s.owner === 'external' ? 'external' : '-';
  const extra = [s.pid ? `pid ${s.pid}` : null, s.detail, s.error].filter(Boolean).join(', ');
  return `${s.name.padEnd(9)} ${s.state.padEnd(8)} ${owner.padEnd(14)} ${(s.address ?? '').padEnd(36)} ${extra}`.trimEnd();
}
