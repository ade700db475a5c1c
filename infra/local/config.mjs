// The one place where infra/local reads the environment. Everything else imports `config`.
// Defaults are the local-development values; every address stays on 127.0.0.1.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const infraDir = path.resolve(here, '..');
// Machine-wide, not per checkout: ports are the machine's, so whichever clone of the project runs the
// scripts must see what any clone started (a fresh CI clone stops and restarts the same broker).
const stateDir = process.env.INFRA_STATE_DIR || path.join(os.homedir(), '.local', 'state', 'tov-platform', 'infra');
const cacheDir = path.join(infraDir, '.cache');

function str(name, fallback) {
  const value = process.env[name];
  return value === undefined || value === '' ? fallback : value;
}

function port(name, fallback) {
  const raw = str(name, String(fallback));
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new Error(`infra/local: ${name}=${JSON.stringify(raw)} is not a TCP port (1-65535)`);
  }
  return value;
}

function positiveInt(name, fallback) {
  const raw = str(name, String(fallback));
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`infra/local: ${name}=${JSON.stringify(raw)} is not a positive integer`);
  }
  return value;
}

const LOCAL_HOST = '127.0.0.1';

const postgres = Object.freeze({
  host: str('DATABASE_HOST', LOCAL_HOST),
  port: port('DATABASE_PORT', 5432),
  user: str('DATABASE_USER', 'postgres'),
  password: str('DATABASE_PASSWORD', 'postgres'),
});

const redis = Object.freeze({
  host: LOCAL_HOST,
  port: port('REDIS_PORT', 6379),
});

const kafkaPort = port('KAFKA_PORT', 9092);
const kafka = Object.freeze({
  host: LOCAL_HOST,
  port: kafkaPort,
  controllerPort: port('KAFKA_CONTROLLER_PORT', 9093),
  brokers: Object.freeze([`${LOCAL_HOST}:${kafkaPort}`]),
  heap: str('KAFKA_HEAP_OPTS', '-Xmx512m -Xms256m'),
  startTimeoutMs: positiveInt('KAFKA_START_TIMEOUT_MS', 90_000),
  stopTimeoutMs: positiveInt('KAFKA_STOP_TIMEOUT_MS', 30_000),
});

const smtp = Object.freeze({
  host: LOCAL_HOST,
  port: port('SMTP_PORT', 1025),
  httpPort: port('SMTP_HTTP_PORT', 1080),
});

// S3Proxy: the local S3-compatible object store (tovspark's submission files), filesystem backend.
const s3Port = port('S3_PORT', 9000);
const s3 = Object.freeze({
  host: LOCAL_HOST,
  port: s3Port,
  endpoint: `http://${LOCAL_HOST}:${s3Port}`,
  region: str('S3_REGION', 'us-east-1'),
  accessKeyId: str('S3_ACCESS_KEY_ID', 'tov-local'),
  secretAccessKey: str('S3_SECRET_ACCESS_KEY', 'tov-local-secret'),
  heap: str('S3PROXY_HEAP_OPTS', '-Xmx256m -Xms64m'),
  startTimeoutMs: positiveInt('S3PROXY_START_TIMEOUT_MS', 60_000),
  stopTimeoutMs: positiveInt('S3PROXY_STOP_TIMEOUT_MS', 15_000),
});

const paths = Object.freeze({
  infraDir,
  stateDir,
  cacheDir,
  localDir: here,
  kafkaPom: path.join(infraDir, 'kafka', 'pom.xml'),
  kafkaLibs: path.join(cacheDir, 'kafka', 'libs'),
  kafkaState: path.join(stateDir, 'kafka'),
  s3proxyPom: path.join(infraDir, 's3proxy', 'pom.xml'),
  s3proxyLibs: path.join(cacheDir, 's3proxy', 'libs'),
  s3State: path.join(stateDir, 's3proxy'),
  redisState: path.join(stateDir, 'redis'),
  mailDir: path.join(stateDir, 'mail'),
  smtpSinkScript: path.join(here, 'smtp-sink.mjs'),
});

export const config = Object.freeze({ postgres, redis, kafka, smtp, s3, paths });

/** postgresql:// URL for one database of the local cluster (e.g. `databaseUrl('auth_test')`). */
export function databaseUrl(database) {
  const u = encodeURIComponent(postgres.user);
  const p = encodeURIComponent(postgres.password);
  return `postgresql://${u}:${p}@${postgres.host}:${postgres.port}/${database}`;
}

export const redisUrl = `redis://${redis.host}:${redis.port}`;
export const smtpHttpUrl = `http://${smtp.host}:${smtp.httpPort}`;
