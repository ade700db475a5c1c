// Apache Kafka in KRaft mode (one combined broker+controller node) from its Maven Central jars,
// on the machine's Java. The jars are fetched once by `mvn dependency:copy-dependencies` from
// infra/kafka/pom.xml into infra/.cache/kafka/libs; config, data and logs live in the state dir (config.mjs).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { config } from './config.mjs';
import { ensureMavenJars } from './maven-jars.mjs';
import { javaServer } from './java-server.mjs';
import { InfraError, aptInstall, ensureDir, isPortOpen, readMarker, run, sleep, tailFile, which } from './util.mjs';

const NAME = 'kafka';
const k = config.kafka;
const P = config.paths;
const address = () => `${k.host}:${k.port}`;

const files = {
  serverProperties: () => path.join(P.kafkaState, 'server.properties'),
  log4j: () => path.join(P.kafkaState, 'log4j.properties'),
  toolsLog4j: () => path.join(P.kafkaState, 'tools-log4j.properties'),
  dataDir: () => path.join(P.kafkaState, 'data'),
  logsDir: () => path.join(P.kafkaState, 'logs'),
  serverLog: () => path.join(P.kafkaState, 'logs', 'server.log'),
  stdoutLog: () => path.join(P.kafkaState, 'kafka.out'),
  mvnLog: () => path.join(P.kafkaState, 'mvn.log'),
  clusterId: () => path.join(P.kafkaState, 'cluster.id'),
};

/** The Kafka version pinned in infra/kafka/pom.xml. */
export function kafkaVersion() {
  const pom = fs.readFileSync(P.kafkaPom, 'utf8');
  const match = pom.match(/<kafka\.version>([^<]+)<\/kafka\.version>/);
  if (!match) throw new InfraError(`no <kafka.version> in ${P.kafkaPom}`);
  return match[1].trim();
}

// ---- kafkajs probe ----

let kafkajs;
async function loadKafkajs() {
  if (!kafkajs) {
    try {
      const mod = await import('kafkajs');
      kafkajs = mod.default ?? mod;
    } catch (err) {
      throw new InfraError(`cannot load kafkajs (${err.code ?? err.message}); run \`npm install\` at the repository root first`);
    }
  }
  return kafkajs;
}

/** Connects an admin client and describes the cluster. Resolves { brokers, controller, clusterId } or rejects. */
export async function probeKafka(timeoutMs = 5000) {
  const { Kafka, logLevel } = await loadKafkajs();
  const client = new Kafka({
    clientId: 'tov-infra-probe',
    brokers: [...k.brokers],
    logLevel: logLevel.NOTHING,
    connectionTimeout: Math.min(2000, timeoutMs),
    requestTimeout: timeoutMs,
    retry: { retries: 0 },
  });
  const admin = client.admin();
  let timer;
  try {
    const cluster = await Promise.race([
      (async () => {
        await admin.connect();
        return admin.describeCluster();
      })(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs}ms`)), timeoutMs);
      }),
    ]);
    if (!cluster.brokers?.length) throw new Error('describeCluster returned no broker');
    return cluster;
  } finally {
    clearTimeout(timer);
    await admin.disconnect().catch(() => {});
  }
}

async function answers(timeoutMs) {
  try {
    return await probeKafka(timeoutMs);
  } catch {
    return null;
  }
}

// ---- java, maven, jars ----

export function javaBinary() {
  if (process.env.JAVA_HOME) {
    const candidate = path.join(process.env.JAVA_HOME, 'bin', 'java');
    if (fs.existsSync(candidate)) return candidate;
  }
  return which('java');
}

/** The machine's java (Java 11+; openjdk-17-jre-headless is installed with apt-get when missing). */
export async function ensureJava(log) {
  let java = javaBinary();
  if (!java) {
    await aptInstall(['openjdk-17-jre-headless'], log);
    java = javaBinary();
    if (!java) throw new InfraError('java is still missing after apt-get install openjdk-17-jre-headless');
  }
  const { stderr, stdout } = await run(java, ['-version'], { timeoutMs: 30_000 });
  const match = `${stderr}${stdout}`.match(/version "(\d+)(?:\.(\d+))?/);
  const major = match ? (match[1] === '1' ? Number(match[2]) : Number(match[1])) : NaN;
  if (!(major >= 11)) throw new InfraError(`Kafka needs Java 11 or newer (17 recommended); ${java} is ${match ? match[0] : 'unknown'}`);
  return java;
}

/** Fetches the Kafka jars with Maven unless infra/.cache/kafka/libs already holds them for this pom. */
export function ensureKafkaJars({ log = () => {} } = {}) {
  return ensureMavenJars({
    what: `Kafka ${kafkaVersion()}`,
    pom: P.kafkaPom,
    libs: P.kafkaLibs,
    mainJar: `kafka_2.13-${kafkaVersion()}.jar`,
    mvnLog: files.mvnLog(),
    log,
  });
}

// ---- configuration and storage ----

function writeConfigs() {
  ensureDir(P.kafkaState);
  ensureDir(files.dataDir());
  ensureDir(files.logsDir());
  const props = {
    'process.roles': 'broker,controller',
    'node.id': 1,
    'controller.quorum.voters': `1@${k.host}:${k.controllerPort}`,
    listeners: `PLAINTEXT://${k.host}:${k.port},CONTROLLER://${k.host}:${k.controllerPort}`,
    'advertised.listeners': `PLAINTEXT://${k.host}:${k.port}`,
    'inter.broker.listener.name': 'PLAINTEXT',
    'controller.listener.names': 'CONTROLLER',
    'listener.security.protocol.map': 'CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
    'log.dirs': files.dataDir(),
    'num.partitions': 3,
    'default.replication.factor': 1,
    'min.insync.replicas': 1,
    'auto.create.topics.enable': true,
    'delete.topic.enable': true,
    'offsets.topic.replication.factor': 1,
    'offsets.topic.num.partitions': 10,
    'transaction.state.log.replication.factor': 1,
    'transaction.state.log.min.isr': 1,
    'transaction.state.log.num.partitions': 10,
    'group.initial.rebalance.delay.ms': 0,
    'num.network.threads': 2,
    'num.io.threads': 4,
    'num.recovery.threads.per.data.dir': 1,
    'log.retention.hours': 168,
    'log.segment.bytes': 128 * 1024 * 1024,
  };
  const body = Object.entries(props)
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  fs.writeFileSync(files.serverProperties(), `# generated by infra/local/kafka.mjs on each start; edit that file, not this one\n${body}\n`);

  fs.writeFileSync(
    files.log4j(),
    [
      'log4j.rootLogger=INFO, file',
      'log4j.appender.file=org.apache.log4j.RollingFileAppender',
      'log4j.appender.file.File=${kafka.logs.dir}/server.log',
      'log4j.appender.file.MaxFileSize=20MB',
      'log4j.appender.file.MaxBackupIndex=3',
      'log4j.appender.file.layout=org.apache.log4j.PatternLayout',
      'log4j.appender.file.layout.ConversionPattern=[%d] %p %m (%c)%n',
      'log4j.logger.kafka.request.logger=WARN',
      'log4j.logger.state.change.logger=WARN',
      'log4j.logger.kafka.log.LogCleaner=WARN',
      'log4j.logger.org.apache.kafka.clients=WARN',
      '',
    ].join('\n'),
  );
  fs.writeFileSync(
    files.toolsLog4j(),
    [
      'log4j.rootLogger=WARN, stderr',
      'log4j.appender.stderr=org.apache.log4j.ConsoleAppender',
      'log4j.appender.stderr.Target=System.err',
      'log4j.appender.stderr.layout=org.apache.log4j.PatternLayout',
      'log4j.appender.stderr.layout.ConversionPattern=[%d] %p %m (%c)%n',
      '',
    ].join('\n'),
  );
}

/** Kafka's Uuid text form: 16 random bytes, base64url without padding (never starting with '-'). */
function newClusterId() {
  for (;;) {
    const id = crypto.randomBytes(16).toString('base64url');
    if (!id.startsWith('-')) return id;
  }
}

async function formatStorageOnce(java, log) {
  if (fs.existsSync(path.join(files.dataDir(), 'meta.properties'))) return false;
  let clusterId = '';
  try {
    clusterId = fs.readFileSync(files.clusterId(), 'utf8').trim();
  } catch {
    // first start
  }
  if (!clusterId) {
    clusterId = newClusterId();
    fs.writeFileSync(files.clusterId(), `${clusterId}\n`);
  }
  log(`formatting KRaft storage (cluster id ${clusterId})`);
  const { code, stdout, stderr } = await run(
    java,
    [
      '-Xmx256m',
      `-Dlog4j.configuration=file:${files.toolsLog4j()}`,
      '-cp',
      path.join(P.kafkaLibs, '*'),
      'kafka.tools.StorageTool',
      'format',
      '-t',
      clusterId,
      '-c',
      files.serverProperties(),
      '--ignore-formatted',
    ],
    { cwd: P.kafkaState, timeoutMs: 120_000 },
  );
  if (code !== 0) throw new InfraError(`kafka StorageTool format failed (exit ${code}):\n${(stderr || stdout).trim().split('\n').slice(-15).join('\n')}`);
  return true;
}

// ---- process ----

function logTail() {
  const parts = [];
  const server = tailFile(files.serverLog(), 25);
  if (server) parts.push(`--- ${files.serverLog()} (tail) ---\n${server}`);
  const out = tailFile(files.stdoutLog(), 15);
  if (out) parts.push(`--- ${files.stdoutLog()} (tail) ---\n${out}`);
  return parts.join('\n');
}

const server = javaServer({
  name: NAME,
  label: 'Kafka',
  mainClass: 'kafka.Kafka',
  settings: () => k,
  probe: probeKafka,
  probeTimeoutMs: 3000,
  probeIntervalMs: 500,
  logTail,
  downHint: 'npm run infra:down',
});

async function startKafkaProcess(log) {
  server.refuseSecondCopy(P.kafkaState);
  const java = await ensureJava(log);
  await ensureKafkaJars({ log });
  if (await isPortOpen(k.host, k.controllerPort)) {
    throw new InfraError(`the Kafka controller port ${k.controllerPort} is already in use (set KAFKA_CONTROLLER_PORT)`);
  }
  writeConfigs();
  await formatStorageOnce(java, log);

  const args = [
    ...k.heap.split(/\s+/).filter(Boolean),
    '-XX:+UseG1GC',
    '-XX:MaxGCPauseMillis=20',
    '-XX:+ExplicitGCInvokesConcurrent',
    '-Djava.awt.headless=true',
    `-Dkafka.logs.dir=${files.logsDir()}`,
    `-Dlog4j.configuration=file:${files.log4j()}`,
    '-cp',
    path.join(P.kafkaLibs, '*'),
    'kafka.Kafka',
    files.serverProperties(),
  ];
  const marker = { version: kafkaVersion(), controllerPort: k.controllerPort, logFile: files.serverLog() };
  return server.spawnAndWait({ java, args, cwd: P.kafkaState, logFile: files.stdoutLog(), marker, log });
}

/** Makes sure a broker answers on KAFKA_PORT: reuses one that does, else starts ours. */
export async function upKafka({ log = () => {} } = {}) {
  const marker = server.ownedMarker();
  if (marker) {
    await server.waitForOwned(marker.pid);
    return { name: NAME, state: 'running', owner: 'us', address: address(), pid: marker.pid, detail: `Kafka ${marker.version}` };
  }
  if (await isPortOpen(k.host, k.port)) {
    let cluster = null;
    for (let i = 0; i < 5 && !cluster; i++) {
      cluster = await answers(3000);
      if (!cluster) await sleep(1000);
    }
    if (!cluster) throw new InfraError(`port ${k.port} is in use by something that does not answer as a Kafka broker`);
    return { name: NAME, state: 'running', owner: 'external', address: address(), detail: `cluster ${cluster.clusterId}` };
  }
  const pid = await startKafkaProcess(log);
  return { name: NAME, state: 'running', owner: 'us', address: address(), pid, detail: `Kafka ${kafkaVersion()}` };
}

export async function statusKafka() {
  const mine = server.ownedPid();
  const marker = mine ? readMarker(NAME, k.port) : null;
  if (!(await isPortOpen(k.host, k.port))) {
    return { name: NAME, state: mine ? 'starting' : 'stopped', owner: mine ? 'us' : null, address: address(), pid: mine ?? undefined };
  }
  const cluster = await answers(3000);
  if (!cluster)
    return { name: NAME, state: mine ? 'starting' : 'unknown', owner: mine ? 'us' : 'external', address: address(), detail: 'port open but no Kafka answer' };
  return {
    name: NAME,
    state: 'running',
    owner: mine ? 'us' : 'external',
    address: address(),
    pid: mine ?? undefined,
    detail: `${marker ? `Kafka ${marker.version}, ` : ''}cluster ${cluster.clusterId}`,
  };
}

/**
 * Stops the broker(s) infra/local started (SIGTERM, SIGKILL after KAFKA_STOP_TIMEOUT_MS) and waits
 * for the exit. `onlyConfigured`: just the one on KAFKA_PORT. Never touches a broker we did not start.
 */
export function downKafka({ log = () => {}, onlyConfigured = false } = {}) {
  return server.stop({ log, onlyConfigured });
}
