import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

function portOpen(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
const repoRoot = path.resolve(__dirname, '..', '..', '..', '..');
const infraCli = path.join(repoRoot, 'infra', 'local', 'cli.mjs');
const migrateScript = path.join(repoRoot, 'services', 'kit', 'scripts', 'migrate.mjs');

/** Where the integration tests find Postgres, Redis, Kafka and the SMTP sink. */
export interface TestInfrastructure {
  kind: 'testcontainers' | 'local';
  databaseUrl(database: string): string;
  redisUrl: string;
  kafkaBrokers: string[];
  smtp: { host: string; port: number; httpUrl: string };
  /** Stops and restarts the broker, to prove events survive an outage. */
  stopKafka(): Promise<void>;
  startKafka(): Promise<void>;
}

function dockerReachable(): boolean {
  if (process.env.TESTCONTAINERS === 'off') return false;
  if (process.env.DOCKER_HOST) return true;
  try {
    return fs.statSync('/var/run/docker.sock').isSocket() && process.env.TESTCONTAINERS === 'on';
  } catch {
    return false;
  }
}

/** The databases integration tests use: each service's `_test` twin and the kit's own (infra/local/databases.mjs). */
const TEST_DATABASES = ['auth_test', 'visa_test', 'matching_test', 'specialist_test', 'company_test', 'tovspark_test', 'admin_test', 'kit_test'];

let shared: Promise<TestInfrastructure> | undefined;

/**
 * One helper for both paths: with a reachable Docker engine (and TESTCONTAINERS=on or DOCKER_HOST
 * set) it starts containers; otherwise (here) it uses the local infrastructure of infra/local,
 * starting whatever is missing. The result is shared by every test file of a jest worker.
 */
export function testInfrastructure(): Promise<TestInfrastructure> {
  shared ??= dockerReachable() ? startContainers() : startLocal();
  return shared;
}

/**
 * `TOV_TEST_DB_SUFFIX` (letters, digits, `_`) gives a checkout test databases of its own
 * (`visa_test` -> `visa_test_wt2`), so two checkouts of the repository (git worktrees) can run
 * their integration tests at the same time on one Postgres. Unset: the usual names.
 */
function testDatabaseSuffix(): string {
  const suffix = process.env.TOV_TEST_DB_SUFFIX ?? '';
  if (!/^[a-z0-9_]*$/.test(suffix)) throw new Error('TOV_TEST_DB_SUFFIX may hold only lower-case letters, digits and _');
  return suffix;
}

async function createMissingDatabases(names: string[]): Promise<void> {
  const script = `import('${path.join(repoRoot, 'infra', 'local', 'index.mjs')}').then((m) => m.ensureDatabases(${JSON.stringify(names)}))`;
  await run(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot, timeout: 60_000 });
}

async function startLocal(): Promise<TestInfrastructure> {
  await run(process.execPath, [infraCli, 'up', '--only=postgres,redis,kafka,smtp'], { cwd: repoRoot, timeout: 240_000 });
  const host = '127.0.0.1';
  const suffix = testDatabaseSuffix();
  if (suffix) await createMissingDatabases(TEST_DATABASES.map((name) => name + suffix));
  return {
    kind: 'local',
    databaseUrl: (database) => `postgresql://postgres:postgres@${host}:5432/${database}${suffix}`,
    redisUrl: `redis://${host}:6379`,
    kafkaBrokers: [`${host}:9092`],
    smtp: { host, port: 1025, httpUrl: `http://${host}:1080` },
    stopKafka: async () => {
      await run(process.execPath, [infraCli, 'down', '--only=kafka'], { cwd: repoRoot, timeout: 60_000 });
      // `down` stops only what this checkout started: a broker started elsewhere would keep running
      // and the outage test would wait in vain, so say so at once.
      if (await portOpen(host, 9092)) {
        throw new Error(
          'Kafka on 127.0.0.1:9092 was not started by this checkout, so it cannot be stopped for the outage test: run `npm run infra:down` where it was started, then `npm test` again',
        );
      }
    },
    startKafka: async () => void (await run(process.execPath, [infraCli, 'up', '--only=kafka'], { cwd: repoRoot, timeout: 120_000 })),
  };
}

async function startContainers(): Promise<TestInfrastructure> {
  // Loaded only on this path: machines without Docker never touch it.
  const { GenericContainer, Wait } = await import('testcontainers');
  const postgres = await new GenericContainer('postgres:16')
    .withEnvironment({ POSTGRES_PASSWORD: 'postgres' })
    .withExposedPorts(5432)
    .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
    .start();
  const redis = await new GenericContainer('redis:7').withExposedPorts(6379).start();
  const kafkaPort = 19092;
  const kafkaEnv = {
    KAFKA_NODE_ID: '1',
    KAFKA_PROCESS_ROLES: 'broker,controller',
    KAFKA_LISTENERS: `PLAINTEXT://:${kafkaPort},CONTROLLER://:9093`,
    KAFKA_ADVERTISED_LISTENERS: `PLAINTEXT://127.0.0.1:${kafkaPort}`,
    KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
    KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9093',
    KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
    KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: '1',
    KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: '1',
  };
  const kafka = await new GenericContainer('apache/kafka:3.9.1').withEnvironment(kafkaEnv).withExposedPorts({ container: kafkaPort, host: kafkaPort }).start();
  const mail = await new GenericContainer('axllent/mailpit:latest').withExposedPorts(1025, 8025).start();
  // The same databases infra/local creates (infra/local/databases.mjs): each service's _test twin and kit_test.
  for (const db of TEST_DATABASES) {
    await postgres.exec(['psql', '-U', 'postgres', '-c', `CREATE DATABASE ${db}`]);
  }
  return {
    kind: 'testcontainers',
    databaseUrl: (database) => `postgresql://postgres:postgres@${postgres.getHost()}:${postgres.getMappedPort(5432)}/${database}`,
    redisUrl: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
    kafkaBrokers: [`127.0.0.1:${kafkaPort}`],
    smtp: { host: mail.getHost(), port: mail.getMappedPort(1025), httpUrl: `http://${mail.getHost()}:${mail.getMappedPort(8025)}` },
    stopKafka: async () => void (await kafka.stop({ remove: false })),
    startKafka: async () => void (await kafka.restart()),
  };
}

/** An S3-compatible object store for integration tests (tovspark's submission files). */
export interface TestObjectStore {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

let sharedStore: Promise<TestObjectStore> | undefined;

/**
 * The object store the tests use: with Docker (as `testInfrastructure`) an S3Proxy container, otherwise
 * infra/local's S3Proxy (`up --only=s3`, started when missing; its keys are infra/local/config.mjs's
 * defaults). Separate from `testInfrastructure` so only the suites that need it start it. Give each run
 * a bucket of its own.
 */
export function testObjectStore(): Promise<TestObjectStore> {
  sharedStore ??= dockerReachable() ? startStoreContainer() : startLocalStore();
  return sharedStore;
}

async function startLocalStore(): Promise<TestObjectStore> {
  await run(process.execPath, [infraCli, 'up', '--only=s3'], { cwd: repoRoot, timeout: 240_000 });
  return { endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', accessKeyId: 'tov-local', secretAccessKey: 'tov-local-secret' };
}

async function startStoreContainer(): Promise<TestObjectStore> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const keys = { accessKeyId: 'tov-local', secretAccessKey: 'tov-local-secret' };
  const s3 = await new GenericContainer('andrewgaul/s3proxy:sha-ba0fd6d')
    .withEnvironment({
      S3PROXY_AUTHORIZATION: 'aws-v2-or-v4',
      S3PROXY_IDENTITY: keys.accessKeyId,
      S3PROXY_CREDENTIAL: keys.secretAccessKey,
      JCLOUDS_FILESYSTEM_BASEDIR: '/data',
    })
    .withExposedPorts(80)
    .withWaitStrategy(Wait.forListeningPorts())
    .start();
  return { endpoint: `http://${s3.getHost()}:${s3.getMappedPort(80)}`, region: 'us-east-1', ...keys };
}

/** Applies a service's migrations to a test database (idempotent). */
export async function migrateTestDatabase(serviceDir: string, databaseUrl: string): Promise<void> {
  await run(process.execPath, [migrateScript, 'deploy', serviceDir, databaseUrl], { cwd: repoRoot, timeout: 120_000 });
}
