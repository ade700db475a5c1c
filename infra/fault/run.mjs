#!/usr/bin/env node
// The fault suite's run (infra/test/fault runs it and checks its result; it also runs alone):
// throwaway Postgres (initdb/pg_ctl in a temporary folder), Redis, Kafka and SMTP sink on ports of
// their own, the platform's services against them (infra/scripts/stack.mjs, supervised as under
// `npm start`), a steady load of reads and writes through the gateway, and Postgres, Redis and Kafka
// stopped and started again in turn. Afterwards it checks what was stored and delivered, kills one
// service to see the launcher restart it, prints the figures per dependency and writes them as JSON.
//
//   node infra/fault/run.mjs [--out result.json] [--hold-seconds 8]
//
// It only ever stops what it started: the infrastructure it drives lives in its own state folder
// (INFRA_STATE_DIR) on its own ports, and infra/local never stops what it did not start.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const started = Date.now();
const args = process.argv.slice(2);
const argOf = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const OUT = argOf('out');
const HOLD_MS = Number(argOf('hold-seconds', '8')) * 1000;
const RECOVERY_LIMIT_MS = 60_000;
const clock = () => `${((Date.now() - started) / 1000).toFixed(1).padStart(6)}s`;
const log = (line) => console.log(`[fault ${clock()}] ${line}`);

// ---- ports: every port of the stack and its infrastructure moved by one offset, all free ----

const BASE_PORTS = {
  auth: 4001,
  visa: 4002,
  matching: 4003,
  tovspark: 4006,
  workers: 4010,
  gateway: 8080,
  postgres: 5432,
  redis: 6379,
  kafka: 9092,
  kafkaController: 9093,
  smtp: 1025,
  smtpHttp: 1080,
};

function portFree(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const done = (free) => {
      socket.destroy();
      resolve(free);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('connect', () => done(false));
    socket.once('error', () => done(true));
  });
}

/** The first offset (FAULT_PORT_OFFSET, else 16000, 17000, ...) at which every port is free; below the ephemeral range. */
async function pickOffset() {
  const candidates = process.env.FAULT_PORT_OFFSET ? [Number(process.env.FAULT_PORT_OFFSET)] : [16000, 17000, 18000, 19000, 20000, 21000];
  for (const offset of candidates) {
    const free = await Promise.all(Object.values(BASE_PORTS).map((p) => portFree(p + offset)));
    if (free.every(Boolean)) return offset;
  }
  throw new Error(`no free set of ports at offsets ${candidates.join(', ')}`);
}

const offset = await pickOffset();
const ports = Object.fromEntries(Object.entries(BASE_PORTS).map(([k, v]) => [k, v + offset]));
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tov-fault-'));
// infra/local reads its environment once, when first imported: set it before.
Object.assign(process.env, {
  INFRA_STATE_DIR: path.join(workDir, 'state'),
  DATABASE_PORT: String(ports.postgres),
  REDIS_PORT: String(ports.redis),
  KAFKA_PORT: String(ports.kafka),
  KAFKA_CONTROLLER_PORT: String(ports.kafkaController),
  KAFKA_HEAP_OPTS: '-Xmx384m -Xms128m',
  SMTP_PORT: String(ports.smtp),
  SMTP_HTTP_PORT: String(ports.smtpHttp),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
});
const infraLocal = await import('../local/index.mjs');
const { createPostgresCluster } = await import('./postgres-cluster.mjs');
const { startStack } = await import('../scripts/stack.mjs');
const { SERVICES } = await import('../scripts/services.mjs');
const { prepareLoad, startLoad, summariseAnswers, watchReadiness } = await import('./load.mjs');
const { prepareAwards, scoreSubmissions, expectedAward } = await import('./awards.mjs');
const pg = (await import('pg')).default;
const { Kafka, logLevel } = (await import('kafkajs')).default;

// Belt and braces: everything this run may stop is on its own ports, in its own state folder.
const cfg = infraLocal.config;
if (cfg.paths.stateDir !== process.env.INFRA_STATE_DIR || cfg.kafka.port !== ports.kafka || cfg.redis.port !== ports.redis || cfg.smtp.port !== ports.smtp) {
  throw new Error("infra/local did not take the fault suite's ports and state folder; refusing to go on");
}
log(`ports moved by ${offset}; state in ${workDir}`);

// ---- the throwaway infrastructure ----

/** Which service depends on what (its readiness checks it), for the readiness assertions. */
const DEPENDENTS = {
  postgres: ['auth', 'visa-assessment', 'matching', 'specialist', 'tovspark'],
  redis: ['gateway', 'auth', 'visa-assessment', 'matching', 'specialist', 'tovspark', 'workers'],
  kafka: ['auth', 'visa-assessment', 'matching', 'specialist', 'tovspark'],
};

/** Talks RESP to our Redis: `SHUTDOWN SAVE` writes its data to disk and exits, so the restart keeps it. */
function redisShutdown() {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: ports.redis });
    socket.once('connect', () => socket.write('SHUTDOWN SAVE\r\n'));
    socket.once('close', () => resolve());
    socket.once('error', () => resolve());
  });
}

async function waitUntilClosed(port, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await portFree(port))) {
    if (Date.now() > deadline) throw new Error(`port ${port} still answers after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let cluster;
let stack;
let cleanedUp = false;
async function cleanUp() {
  if (cleanedUp) return;
  cleanedUp = true;
  log('cleaning up: services, throwaway Kafka, Redis, SMTP sink and Postgres');
  await stack?.stop().catch((e) => log(`stopping the services: ${e.message}`));
  await infraLocal.down({ only: ['smtp', 'kafka', 'redis'], quiet: true }).catch((e) => log(`stopping the infrastructure: ${e.message}`));
  await cluster?.remove().catch((e) => log(`removing the Postgres cluster: ${e.message}`));
  fs.rmSync(workDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    log(`${signal}: stopping`);
    void cleanUp().finally(() => process.exit(1));
  });
}

const dependencies = {
  postgres: {
    stop: () => cluster.stop(),
    start: () => cluster.start(),
  },
  redis: {
    stop: async () => {
      await redisShutdown();
      await waitUntilClosed(ports.redis);
    },
    start: () => infraLocal.up({ only: ['redis'], quiet: true }),
  },
  kafka: {
    stop: () => infraLocal.stopKafka({ quiet: true }),
    start: () => infraLocal.startKafka({ quiet: true }),
  },
};

const SERVICE_DATABASES = SERVICES.filter((s) => s.database).map((s) => s.database);

async function sql(database, text, values = []) {
  const client = new pg.Client({ connectionString: cluster.url(database) });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Every message of a topic from the start (this broker is ours: all of them are this run's). */
async function readTopic(topic) {
  const kafka = new Kafka({ clientId: 'fault-suite-reader', brokers: [`127.0.0.1:${ports.kafka}`], logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  const offsets = await admin.fetchTopicOffsets(topic).catch(() => []);
  await admin.disconnect();
  const wanted = offsets.reduce((n, o) => n + Number(o.high) - Number(o.low), 0);
  const messages = [];
  if (wanted === 0) return messages;
  const consumer = kafka.consumer({ groupId: `fault-suite-reader-${Date.now()}` });
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`read ${messages.length} of ${wanted} messages of ${topic}`)), 30_000);
    void consumer.run({
      eachMessage: async ({ message }) => {
        let data;
        try {
          data = JSON.parse(message.value?.toString() ?? '').data;
        } catch {
          data = undefined;
        }
        messages.push({ key: message.key?.toString(), id: message.headers?.['event-id']?.toString(), type: message.headers?.['event-type']?.toString(), data });
        if (messages.length >= wanted) {
          clearTimeout(timer);
          resolve();
        }
      },
    });
  });
  await consumer.disconnect();
  return messages;
}

const result = { offset, ports, phases: [], exits: [], startup: {}, writes: {}, events: {}, awards: {}, supervision: {}, durationMs: 0 };
let exitCode = 0;
try {
  // ---- start ----
  const infraStarted = Date.now();
  cluster = await createPostgresCluster({ port: ports.postgres, log });
  const kafkaUp = infraLocal.up({ only: ['kafka'], log });
  await cluster.start();
  for (const database of SERVICE_DATABASES) await sql('postgres', `CREATE DATABASE "${database}"`);
  await infraLocal.up({ only: ['redis', 'smtp'], log });
  await kafkaUp;
  result.startup.infraMs = Date.now() - infraStarted;
  log(`throwaway infrastructure up in ${(result.startup.infraMs / 1000).toFixed(1)} s`);

  const stackStarted = Date.now();
  stack = await startStack({
    portOffset: offset,
    supervise: true,
    seed: true,
    log: (line) => log(`launcher: ${line}`),
    infra: {
      databaseUrl: cluster.url,
      redisUrl: infraLocal.redisUrl,
      kafkaBrokers: [...cfg.kafka.brokers],
      smtp: { host: cfg.smtp.host, port: cfg.smtp.port },
    },
    // One client address sends the whole load: budgets far above it.
    serviceEnv: { gateway: { RATE_LIMIT_MAX: '10000000', LOGIN_RATE_LIMIT_MAX: '10000000' } },
  });
  result.startup.stackMs = Date.now() - stackStarted;
  const pids = Object.fromEntries(stack.children.map((c) => [c.name, c.process.pid]));
  log(
    `services ready in ${(result.startup.stackMs / 1000).toFixed(1)} s: ${Object.entries(pids)
      .map(([n, p]) => `${n} (pid ${p})`)
      .join(', ')}`,
  );

  // ---- load ----
  const gatewayUrl = stack.urls.gateway;
  const prepared = await prepareLoad(gatewayUrl);
  // Submissions handed in before the outages, scored while Kafka is down.
  const awards = await prepareAwards(gatewayUrl);
  log(`awards: ${awards.submissions.length} submissions handed in, to be scored while Kafka is down`);
  const readiness = watchReadiness(stack.urls);
  const load = startLoad(gatewayUrl, prepared);
  const allAnswers = () => [...prepared.answers, ...load.answers];
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  await sleep(4_000);
  result.baseline = summariseAnswers(load.answers.slice());
  log(`baseline: ${JSON.stringify(result.baseline.byStatus)} answers, slowest ${result.baseline.slowestMs} ms`);

  /** Ready when every service's last readiness answer is 200 and the calls of every kind started since `since` end 2xx. */
  const recovered = (since) => {
    const last = {};
    for (const s of readiness.samples) if (s.at >= since) last[s.service] = s;
    const allReady = SERVICES.every((s) => last[s.name]?.status === 200);
    const recent = load.answers.filter((a) => a.startedAt >= since);
    const kinds = new Set(recent.map((a) => a.kind));
    const lastByKind = {};
    for (const a of recent) if (!lastByKind[a.kind] || a.startedAt > lastByKind[a.kind].startedAt) lastByKind[a.kind] = a;
    const allOk = ['me', 'assessment', 'history', 'types', 'evaluate'].every((k) => kinds.has(k) && lastByKind[k].status >= 200 && lastByKind[k].status < 300);
    return allReady && allOk;
  };

  for (const name of ['postgres', 'redis', 'kafka']) {
    const dep = dependencies[name];
    const phase = { dependency: name };
    log(`${name}: stopping`);
    phase.stopBeganAt = Date.now();
    await dep.stop();
    phase.downAt = Date.now();
    log(`${name}: down (stop took ${phase.downAt - phase.stopBeganAt} ms); holding ${HOLD_MS / 1000} s`);
    const scoring = name === 'kafka' ? scoreSubmissions(gatewayUrl, awards, { everyMs: Math.floor(HOLD_MS / (awards.submissions.length + 1)) }) : null;
    await sleep(HOLD_MS);
    if (scoring) {
      result.awards.scoring = await scoring;
      log(`kafka: scored ${result.awards.scoring.filter((a) => a.status === 200).length} of ${awards.submissions.length} submissions while it was down`);
    }
    log(`${name}: starting`);
    phase.startBeganAt = Date.now();
    await dep.start();
    phase.upAt = Date.now();
    phase.outageMs = phase.upAt - phase.stopBeganAt;
    log(`${name}: answers again (start took ${phase.upAt - phase.startBeganAt} ms); outage ${(phase.outageMs / 1000).toFixed(1)} s`);

    // Full recovery: every service ready and every kind of call answering 2xx again, checked each 250 ms.
    let seenRecoveredAt;
    while (Date.now() - phase.upAt < RECOVERY_LIMIT_MS) {
      await sleep(250);
      if (recovered(Date.now() - 1_500)) {
        seenRecoveredAt = Date.now();
        break;
      }
    }
    // Recovered at the end of the last thing still wrong after the restart (a readiness answer that
    // was not 200, a call that was not 2xx), up to when recovery was seen.
    const lastBad = Math.max(
      phase.upAt,
      ...readiness.samples.filter((s) => s.at >= phase.upAt && s.at <= (seenRecoveredAt ?? Date.now()) && s.status !== 200).map((s) => s.at),
      ...load.answers
        .filter((a) => a.startedAt >= phase.upAt && a.startedAt <= (seenRecoveredAt ?? Date.now()) && !(a.status >= 200 && a.status < 300))
        .map((a) => a.startedAt + a.ms),
    );
    phase.recoveredAt = seenRecoveredAt === undefined ? null : Math.round(lastBad);
    phase.recoveryMs = seenRecoveredAt === undefined ? null : Math.round(lastBad - phase.upAt);
    log(
      `${name}: ${seenRecoveredAt === undefined ? `NOT recovered within ${RECOVERY_LIMIT_MS / 1000} s` : `full recovery ${(phase.recoveryMs / 1000).toFixed(1)} s after it answered again`}`,
    );
    result.phases.push(phase);
    await sleep(2_000);
  }

  await sleep(1_000);
  const answers = await load.stop();
  await readiness.stop();
  result.exits = stack.exits.slice();
  result.pids = { before: pids, after: Object.fromEntries(stack.children.map((c) => [c.name, c.process.pid])) };

  // ---- what users saw, per outage ----
  for (const phase of result.phases) {
    const during = [...prepared.answers, ...answers].filter((a) => a.startedAt >= phase.stopBeganAt && a.startedAt < phase.upAt);
    const untilRecovered = [...prepared.answers, ...answers].filter((a) => a.startedAt >= phase.stopBeganAt && a.startedAt < (phase.recoveredAt ?? Date.now()));
    phase.answers = summariseAnswers(during);
    phase.answersUntilRecovered = summariseAnswers(untilRecovered);
    phase.answersByKind = {};
    for (const a of during) {
      const k = (phase.answersByKind[a.kind] ??= {});
      k[a.status] = (k[a.status] ?? 0) + 1;
    }
    // Readiness: for each dependent service, when it first said not ready naming the dependency,
    // and when it said ready again after the restart.
    phase.readiness = {};
    for (const service of DEPENDENTS[phase.dependency]) {
      const samples = readiness.samples.filter((s) => s.service === service);
      const named = samples.find((s) => s.at >= phase.downAt && s.at < phase.upAt && s.status === 503 && s.failing.includes(phase.dependency));
      const readyAgain = samples.find((s) => s.at >= phase.upAt && s.status === 200);
      phase.readiness[service] = { notReadyAfterMs: named ? named.at - phase.downAt : null, readyAgainAfterMs: readyAgain ? readyAgain.at - phase.upAt : null };
    }
  }
  result.overall = summariseAnswers(allAnswers());

  // ---- stored once, delivered once ----
  const acknowledged = (kind) => allAnswers().filter((a) => a.kind === kind && a.status >= 200 && a.status < 300 && a.id);
  const assessmentIds = [...new Set(acknowledged('evaluate').map((a) => a.id))];
  // A sign-up's answer names the address (202, no id): the accounts are found by it.
  const signUpEmails = [...new Set(acknowledged('register').map((a) => a.id))];
  const userIds = (await sql('auth', 'SELECT id::text AS id FROM users WHERE email = ANY($1::text[])', [signUpEmails])).map((r) => r.id);
  const refused = (kind) => allAnswers().filter((a) => a.kind === kind && !(a.status >= 200 && a.status < 300)).length;
  const countBy = async (database, table, column, ids) => {
    const rows = await sql(
      database,
      `SELECT ${column}::text AS id, count(*)::int AS n FROM ${table} WHERE ${column}::text = ANY($1::text[]) GROUP BY ${column}`,
      [ids],
    );
    return new Map(rows.map((r) => [r.id, r.n]));
  };
  // Wait for the outboxes to drain and the projections to catch up (bounded: 90 s, since the
  // consumers' groups rejoin after the broker's restart and, with six services on two cores, one
  // run in three needed more than 60 s).
  const catchUpStarted = Date.now();
  const deadline = catchUpStarted + 90_000;
  let projected;
  let userProjected;
  for (;;) {
    const [visaOutbox] = await sql('visa', `SELECT count(*)::int AS n FROM outbox_events`);
    const [authOutbox] = await sql('auth', `SELECT count(*)::int AS n FROM outbox_events`);
    projected = await countBy('matching', 'assessment_projection', 'assessment_id', assessmentIds);
    userProjected = await countBy('visa', 'user_projections', 'user_id', userIds);
    if (
      (visaOutbox.n === 0 && authOutbox.n === 0 && projected.size === assessmentIds.length && userProjected.size === userIds.length) ||
      Date.now() > deadline
    ) {
      result.writes.outboxLeft = { visa: visaOutbox.n, auth: authOutbox.n };
      break;
    }
    await sleep(500);
  }
  result.writes.catchUpMs = Date.now() - catchUpStarted;
  // When a projection did not catch up, say how far it got and what the service reports.
  if (userProjected.size < userIds.length || projected.size < assessmentIds.length) {
    const ready = async (service) => {
      const res = await fetch(`${stack.urls[service]}/health/ready`, { signal: AbortSignal.timeout(3_000) }).catch((e) => ({
        status: 0,
        text: async () => e.message,
      }));
      return `${service} ${res.status} ${(await res.text()).slice(0, 300)}`;
    };
    log(
      `projections behind after ${result.writes.catchUpMs} ms: visa users ${userProjected.size}/${userIds.length}, matching assessments ${projected.size}/${assessmentIds.length}; ${await ready('visa-assessment')}; ${await ready('matching')}`,
    );
  }
  // SparkPoints of the submissions scored while Kafka was down: booked once each when it is back.
  const causeKeys = awards.submissions.map((s) => `submission-scored:${s.submissionId}`);
  const awardsStarted = Date.now();
  let booked = [];
  while (Date.now() - awardsStarted < 60_000) {
    booked = await sql('tovspark', 'SELECT cause_key, submission_id, amount FROM sparkpoints_ledger WHERE cause_key = ANY($1::text[])', [causeKeys]);
    if (booked.length >= causeKeys.length) break;
    await sleep(500);
  }
  result.awards.bookedAfterMs = Date.now() - awardsStarted;
  result.awards.expected = awards.submissions.map((s) => ({ submissionId: s.submissionId, amount: expectedAward(s.sparkPoints) }));
  result.awards.booked = booked.map((r) => ({ submissionId: r.submission_id, amount: r.amount }));
  const stored = await countBy('visa', 'assessments', 'id', assessmentIds);
  const storedUsers = await countBy('auth', 'users', 'id', userIds);
  const once = (map, ids) => ({
    acknowledged: ids.length,
    storedOnce: ids.filter((id) => map.get(id) === 1).length,
    missing: ids.filter((id) => !map.has(id)).length,
    duplicated: ids.filter((id) => (map.get(id) ?? 0) > 1).length,
  });
  result.writes.assessments = { ...once(stored, assessmentIds), refused: refused('evaluate') };
  result.writes.users = {
    ...once(storedUsers, userIds),
    acknowledged: signUpEmails.length,
    missing: signUpEmails.length - userIds.length,
    refused: refused('register'),
  };
  const [{ n: allAssessments }] = await sql('visa', 'SELECT count(*)::int AS n FROM assessments');
  result.writes.assessments.storedInAll = allAssessments;

  // Every message on the topics (this broker is ours), the consumers' records and the dead letters.
  const completed = (await readTopic('visa.assessment')).filter((m) => m.type === 'visa.assessment.completed');
  const registered = (await readTopic('auth.user')).filter((m) => m.type === 'auth.user.registered');
  const deadLetters = (await readTopic('visa.assessment.dlq')).length + (await readTopic('auth.user.dlq')).length;
  const perKey = (messages) => {
    const ids = new Map();
    for (const m of messages) ids.set(m.key, new Set([...(ids.get(m.key) ?? []), m.id]));
    return ids;
  };
  const completedByKey = perKey(completed);
  const registeredByKey = perKey(registered);
  const processed = async (database, eventIds) => {
    const rows = await sql(database, 'SELECT event_id, count(*)::int AS n FROM processed_events WHERE event_id = ANY($1::text[]) GROUP BY event_id', [
      eventIds,
    ]);
    return new Map(rows.map((r) => [r.event_id, r.n]));
  };
  const completedIds = completed.map((m) => m.id);
  const registeredIds = registered.map((m) => m.id);
  const matchingProcessed = await processed('matching', completedIds);
  const visaProcessed = await processed('visa', registeredIds);
  const delivery = (byKey, ids, messages, processedMap, projection) => ({
    acknowledged: ids.length,
    withOneEvent: ids.filter((id) => byKey.get(id)?.size === 1).length,
    withoutEvent: ids.filter((id) => !byKey.has(id)).length,
    withSeveralEvents: ids.filter((id) => (byKey.get(id)?.size ?? 0) > 1).length,
    messages: messages.length,
    messagesSentTwice: messages.length - new Set(messages.map((m) => m.id)).size,
    appliedOnce: ids.filter((id) => projection.get(id) === 1 && [...(byKey.get(id) ?? [])].every((eventId) => processedMap.get(eventId) === 1)).length,
  });
  result.events.assessmentCompleted = delivery(completedByKey, assessmentIds, completed, matchingProcessed, projected);
  result.events.userRegistered = delivery(registeredByKey, userIds, registered, visaProcessed, userProjected);
  result.events.deadLetters = deadLetters;
  const scoredIds = new Set(awards.submissions.map((s) => s.submissionId));
  const awardedEvents = (await readTopic('tovspark.points')).filter((m) => m.type === 'tovspark.points.awarded' && scoredIds.has(m.data?.submissionId));
  result.awards.events = awardedEvents.map((m) => ({ submissionId: m.data.submissionId, amount: m.data.amount, id: m.id }));
  result.awards.deadLetters = (await readTopic('tovspark.submission.dlq')).length + (await readTopic('tovspark.points.dlq')).length;

  // ---- the launcher restarts a service that exits ----
  const victim = stack.children.find((c) => c.name === 'matching');
  const victimPid = victim.process.pid;
  const exitsBefore = stack.exits.length;
  log(`killing matching (pid ${victimPid}) with SIGKILL: the launcher should start it again`);
  const killedAt = Date.now();
  process.kill(victimPid, 'SIGKILL');
  let readyAgainMs = null;
  while (Date.now() - killedAt < 30_000) {
    await sleep(200);
    if (victim.process.pid === victimPid) continue;
    const res = await fetch(`${stack.urls.matching}/health/ready`, { signal: AbortSignal.timeout(3_000) }).catch(() => null);
    if (res?.status === 200) {
      readyAgainMs = Date.now() - killedAt;
      break;
    }
  }
  result.supervision = {
    service: 'matching',
    killedPid: victimPid,
    newPid: victim.process.pid,
    restarts: victim.restarts,
    exitRecorded: stack.exits.slice(exitsBefore).some((e) => e.name === 'matching' && e.signal === 'SIGKILL'),
    readyAgainMs,
  };
  log(
    `matching: ${readyAgainMs === null ? 'NOT ready again within 30 s' : `restarted (pid ${victim.process.pid}) and ready ${(readyAgainMs / 1000).toFixed(1)} s after the kill`}`,
  );
} catch (error) {
  exitCode = 1;
  result.error = error.stack ?? String(error);
  log(`FAILED: ${error.stack ?? error}`);
  if (cluster) log(`postgres log:\n${cluster.logTail()}`);
} finally {
  await cleanUp();
  result.durationMs = Date.now() - started;
}

// ---- the figures ----
const seconds = (ms) => (ms === null || ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`);
console.log(
  `\nFault suite: ${seconds(result.durationMs)} in all (infrastructure ${seconds(result.startup.infraMs)}, services ${seconds(result.startup.stackMs)})`,
);
for (const p of result.phases) {
  console.log(
    `  ${p.dependency.padEnd(8)} outage ${seconds(p.outageMs)}; answers during it ${JSON.stringify(p.answers?.byStatus ?? {})}, slowest ${p.answers?.slowestMs ?? '-'} ms (${p.answers?.slowestKind ?? '-'}); full recovery ${seconds(p.recoveryMs)} after it answered again`,
  );
  if (p.answersByKind)
    console.log(
      `           by call: ${Object.entries(p.answersByKind)
        .map(([k, v]) => `${k} ${JSON.stringify(v)}`)
        .join(', ')}`,
    );
  if (p.readiness)
    console.log(
      `           readiness: ${Object.entries(p.readiness)
        .map(([s, r]) => `${s} not ready after ${seconds(r.notReadyAfterMs)}, ready ${seconds(r.readyAgainAfterMs)} after`)
        .join('; ')}`,
    );
}
if (result.overall)
  console.log(
    `  overall  ${result.overall.count} answers ${JSON.stringify(result.overall.byStatus)}, slowest ${result.overall.slowestMs} ms, ${result.overall.wrong.length} not 2xx or a fast 503 in the envelope`,
  );
console.log(`  service exits during the outages: ${result.exits.length}`);
if (result.writes.assessments)
  console.log(
    `  writes: assessments ${JSON.stringify(result.writes.assessments)}; sign-ups ${JSON.stringify(result.writes.users)}; projections caught up in ${result.writes.catchUpMs} ms`,
  );
if (result.events.assessmentCompleted)
  console.log(
    `  events: completed ${JSON.stringify(result.events.assessmentCompleted)}; registered ${JSON.stringify(result.events.userRegistered)}; dead letters ${result.events.deadLetters}`,
  );
if (result.awards.expected)
  console.log(
    `  awards: ${result.awards.scoring?.filter((a) => a.status === 200).length ?? 0} submissions scored while Kafka was down; ${result.awards.booked.length} ledger entries and ${result.awards.events?.length ?? '-'} points.awarded events for them, ${result.awards.bookedAfterMs} ms after the catch-up began`,
  );
if (result.supervision.service) console.log(`  supervision: ${JSON.stringify(result.supervision)}`);
if (OUT) fs.writeFileSync(OUT, JSON.stringify(result, null, 2));
process.exit(exitCode);
