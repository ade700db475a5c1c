// Integration test of infra/local against the real processes: brings the infrastructure up
// (idempotent), then proves each piece works end to end. It leaves everything running.
//
// infra/local is plain ESM (.mjs). Jest runs this file as CommonJS inside a vm context where
// `import()` needs --experimental-vm-modules, so the ESM API is exercised in child `node`
// processes (which is also how the CLI is used); kafkajs is CommonJS and is required directly.
import { execFile } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fs from 'node:fs';
import os from 'node:os';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Kafka, Partitioners, logLevel } from 'kafkajs';

const INFRA_DIR = path.resolve(__dirname, '..');
const CLI = path.join(INFRA_DIR, 'local', 'cli.mjs');
const INDEX_URL = pathToFileURL(path.join(INFRA_DIR, 'local', 'index.mjs')).href;

interface ComponentStatus {
  name: string;
  state: string;
  owner: 'us' | 'external' | null;
  address?: string;
  pid?: number;
  detail?: string;
}

interface InfraConfig {
  postgres: { host: string; port: number; user: string; password: string };
  redis: { host: string; port: number };
  kafka: { brokers: string[]; port: number };
  smtp: { host: string; port: number; httpPort: number };
  s3: { host: string; port: number; endpoint: string; region: string; accessKeyId: string; secretAccessKey: string };
}

function exec(cmd: string, args: string[], options: { env?: NodeJS.ProcessEnv; timeoutMs?: number } = {}) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve, reject) => {
    execFile(
      cmd,
      args,
      { env: { ...process.env, ...options.env }, timeout: options.timeoutMs ?? 60_000, maxBuffer: 16 * 1024 * 1024 },
      (err, stdout, stderr) => {
        if (err && typeof err.code !== 'number') reject(new Error(`${cmd} ${args.join(' ')}: ${err.message}\n${stderr}`));
        else resolve({ code: err ? (err.code as unknown as number) : 0, stdout, stderr });
      },
    );
  });
}

/** Evaluates `expr` (an async expression over `m`, the infra/local/index.mjs module) in a child node and returns its JSON. */
async function callInfra<T>(expr: string, timeoutMs = 60_000): Promise<T> {
  const script = `const m = await import(${JSON.stringify(INDEX_URL)}); const r = await (${expr}); process.stdout.write(JSON.stringify(r ?? null));`;
  const { code, stdout, stderr } = await exec(process.execPath, ['--input-type=module', '-e', script], { timeoutMs });
  if (code !== 0) throw new Error(`infra/local ${expr} failed (exit ${code}):\n${stderr}`);
  return JSON.parse(stdout) as T;
}

// ---- a minimal SMTP client over node:net (no nodemailer needed) ----

async function smtpSend(host: string, port: number, from: string, to: string[], message: string): Promise<string[]> {
  const socket = net.connect({ host, port });
  socket.setEncoding('utf8');
  socket.setTimeout(10_000);
  const transcript: string[] = [];
  let buffer = '';
  let failure: Error | null = null;
  let pending: { resolve: (r: { code: number; text: string }) => void; reject: (e: Error) => void } | null = null;

  const pump = () => {
    if (!pending) return;
    if (failure) {
      pending.reject(failure);
      pending = null;
      return;
    }
    const lines = buffer.split('\r\n');
    for (let i = 0; i < lines.length - 1; i++) {
      if (/^\d{3}(?: |$)/.test(lines[i])) {
        const replyLines = lines.slice(0, i + 1);
        buffer = lines.slice(i + 1).join('\r\n');
        transcript.push(...replyLines.map((l) => `S: ${l}`));
        pending.resolve({ code: Number(lines[i].slice(0, 3)), text: replyLines.join('\n') });
        pending = null;
        return;
      }
    }
  };
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    pump();
  });
  socket.on('timeout', () => socket.destroy(new Error('SMTP timeout')));
  socket.on('error', (err) => {
    failure = err;
    pump();
  });
  socket.on('close', () => {
    failure ??= new Error('SMTP connection closed');
    pump();
  });

  const reply = () =>
    new Promise<{ code: number; text: string }>((resolve, reject) => {
      pending = { resolve, reject };
      pump();
    });
  const command = async (line: string, expected: number) => {
    transcript.push(`C: ${line.length > 80 ? `${line.slice(0, 80)}...` : line}`);
    socket.write(`${line}\r\n`);
    const r = await reply();
    if (r.code !== expected) throw new Error(`SMTP ${line.slice(0, 40)} -> ${r.text} (expected ${expected})`);
    return r;
  };

  try {
    const greeting = await reply();
    if (greeting.code !== 220) throw new Error(`SMTP greeting: ${greeting.text}`);
    await command('EHLO infra-selftest.local', 250);
    await command(`MAIL FROM:<${from}>`, 250);
    for (const rcpt of to) await command(`RCPT TO:<${rcpt}>`, 250);
    await command('DATA', 354);
    const body = message
      .replace(/\r?\n/g, '\r\n')
      .split('\r\n')
      .map((l) => (l.startsWith('.') ? `.${l}` : l)) // dot-stuffing
      .join('\r\n');
    await command(`${body}\r\n.`, 250);
    await command('QUIT', 221);
  } finally {
    socket.destroy();
  }
  return transcript;
}

async function getJson<T>(url: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  return { status: res.status, body: (await res.json()) as T };
}

// ---- the tests ----

let config: InfraConfig;

beforeAll(async () => {
  // cold start may fetch the Kafka jars from Maven Central; a warm one takes seconds
  const { code, stdout, stderr } = await exec(process.execPath, [CLI, 'up'], { timeoutMs: 280_000 });
  if (code !== 0) throw new Error(`infra up failed (exit ${code}):\n${stdout}\n${stderr}`);
  config = await callInfra<InfraConfig>('m.config');
}, 300_000);

describe('infra/local', () => {
  test('up is idempotent: a second up through the module API reuses everything quickly', async () => {
    const started = Date.now();
    const results = await callInfra<ComponentStatus[]>('m.up({ quiet: true })', 120_000);
    expect(results.map((r) => r.name)).toEqual(['postgres', 'redis', 'kafka', 'smtp', 's3']);
    for (const r of results) expect(r.state).toBe('running');
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 130_000);

  test('status reports every component running, with its owner and address', async () => {
    const viaApi = await callInfra<ComponentStatus[]>('m.status()');
    const { code, stdout } = await exec(process.execPath, [CLI, 'status', '--json']);
    expect(code).toBe(0);
    const viaCli = JSON.parse(stdout) as ComponentStatus[];
    for (const list of [viaApi, viaCli]) {
      expect(list.map((s) => s.name)).toEqual(['postgres', 'redis', 'kafka', 'smtp', 's3']);
      for (const s of list) {
        expect(s.state).toBe('running');
        expect(['us', 'external']).toContain(s.owner);
        expect(s.address).toMatch(/^127\.0\.0\.1:\d+|^[\w.-]+:\d+/);
      }
    }
    const kafka = viaCli.find((s) => s.name === 'kafka')!;
    if (kafka.owner === 'us') expect(kafka.detail).toMatch(/Kafka 3\.9\.\d/);
    const s3 = viaCli.find((s) => s.name === 's3')!;
    if (s3.owner === 'us') expect(s3.detail).toMatch(/S3Proxy 3\.0\.\d/);

    const text = await exec(process.execPath, [CLI, 'status']);
    expect(text.code).toBe(0);
    expect(text.stdout.trim().split('\n')).toHaveLength(5);
    await expect(callInfra('m.status({ only: ["nope"] })')).rejects.toThrow(/unknown component/);
  }, 60_000);

  test('every service database, its _test twin and the test-only databases exist', async () => {
    const wanted = await callInfra<string[]>('m.allDatabases()');
    // 7 services x (database + _test twin) + kit_test
    expect(wanted).toHaveLength(15);
    expect(wanted).toContain('kit_test');
    const pg = config.postgres;
    const { code, stdout, stderr } = await exec(
      'psql',
      ['-X', '-A', '-t', '-h', pg.host, '-p', String(pg.port), '-U', pg.user, '-d', 'postgres', '-c', 'SELECT datname FROM pg_database'],
      { env: { PGPASSWORD: pg.password, PGCONNECT_TIMEOUT: '5' }, timeoutMs: 20_000 },
    );
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const existing = new Set(stdout.trim().split('\n'));
    for (const db of wanted) expect(existing.has(db)).toBe(true);
    for (const name of ['auth', 'visa', 'matching', 'specialist', 'company', 'tovspark', 'admin']) {
      expect(existing.has(name) && existing.has(`${name}_test`)).toBe(true);
    }
  }, 30_000);

  test('kafkajs 2.2.4 produces (idempotent) and consumes (consumer group) on the real broker', async () => {
    const run = `${Date.now()}-${process.pid}`;
    const topic = `infra.selftest.${run}`;
    const groupId = `infra-selftest-${run}`;
    // generous retries: another suite may be restarting the broker (stopKafka/startKafka) meanwhile
    const kafka = new Kafka({
      clientId: 'infra-selftest',
      brokers: config.kafka.brokers,
      logLevel: logLevel.NOTHING,
      retry: { retries: 8, initialRetryTime: 500 },
    });
    const admin = kafka.admin();
    const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, createPartitioner: Partitioners.DefaultPartitioner });
    const consumer = kafka.consumer({ groupId, sessionTimeout: 10_000, heartbeatInterval: 1000 });
    try {
      await admin.connect();
      const cluster = await admin.describeCluster();
      expect(cluster.brokers).toHaveLength(1);
      expect(await admin.createTopics({ topics: [{ topic, numPartitions: 3, replicationFactor: 1 }], waitForLeaders: true })).toBe(true);

      const sent = Array.from({ length: 30 }, (_, i) => ({ key: `aggregate-${i % 5}`, value: JSON.stringify({ id: `${run}-${i}`, seq: i }) }));
      await producer.connect();
      const records = await producer.send({ topic, acks: -1, messages: sent });
      expect(records.every((r) => r.errorCode === 0)).toBe(true);

      const received: { key: string; seq: number; partition: number }[] = [];
      let done!: () => void;
      const allReceived = new Promise<void>((resolve) => {
        done = resolve;
      });
      await consumer.connect();
      await consumer.subscribe({ topic, fromBeginning: true });
      await consumer.run({
        eachMessage: async ({ message, partition }) => {
          received.push({ key: message.key!.toString(), seq: JSON.parse(message.value!.toString()).seq, partition });
          if (received.length >= sent.length) done();
        },
      });
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          allReceived,
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error(`received ${received.length}/${sent.length} messages`)), 45_000);
          }),
        ]);
      } finally {
        clearTimeout(timer);
      }

      expect(received.map((r) => r.seq).sort((a, b) => a - b)).toEqual(sent.map((_, i) => i));
      // one aggregate's events stay in order on one partition
      for (const key of new Set(sent.map((m) => m.key))) {
        const ofKey = received.filter((r) => r.key === key);
        expect(new Set(ofKey.map((r) => r.partition)).size).toBe(1);
        expect(ofKey.map((r) => r.seq)).toEqual([...ofKey.map((r) => r.seq)].sort((a, b) => a - b));
      }

      // the group commits every consumed offset (auto-commit after each handled batch)
      const committed = async () => {
        const offsets = await admin.fetchOffsets({ groupId, topics: [topic] });
        return offsets[0].partitions.reduce((sum, p) => sum + Math.max(0, Number(p.offset)), 0);
      };
      const deadline = Date.now() + 20_000;
      while ((await committed()) < sent.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
      expect(await committed()).toBe(sent.length);
    } finally {
      await consumer.disconnect().catch(() => {});
      await producer.disconnect().catch(() => {});
      await admin.deleteTopics({ topics: [topic] }).catch(() => {});
      await admin.deleteGroups([groupId]).catch(() => {});
      await admin.disconnect().catch(() => {});
    }
  }, 90_000);

  test('an e-mail sent over SMTP can be read back through the sink HTTP API', async () => {
    const { host, port, httpPort } = config.smtp;
    const api = `http://${host}:${httpPort}`;
    const health = await getJson<{ status: string; service: string; smtpPort: number }>(`${api}/health`);
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', service: 'tov-smtp-sink', smtpPort: port });

    const tag = `${Date.now()}-${process.pid}`;
    const to = `selftest-${tag}@example.test`;
    const subject = `Infra self-test ${tag} 한국`;
    const messageId = `<${tag}@infra-selftest.local>`;
    const raw = [
      'From: "TOV Platform" <noreply@tov.local>',
      `To: <${to}>`,
      'Cc: <copy@example.test>',
      `Subject: =?UTF-8?B?${Buffer.from(subject).toString('base64')}?=`,
      `Message-ID: ${messageId}`,
      `Date: ${new Date().toUTCString()}`,
      'MIME-Version: 1.0',
      `X-Request-Id: req-${tag}`,
      'Content-Type: multipart/alternative; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain; charset=utf-8',
      '',
      `Hello from the infra self-test ${tag}.`,
      '.a line that starts with a dot',
      '--b1',
      'Content-Type: text/html; charset=utf-8',
      '',
      `<p>Hello from the infra self-test <b>${tag}</b>.</p>`,
      '--b1--',
      '',
    ].join('\r\n');
    await smtpSend(host, port, 'noreply@tov.local', [to, 'copy@example.test'], raw);

    const list = await getJson<Array<{ id: string; subject: string }>>(`${api}/messages?to=${encodeURIComponent(to)}`);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0].subject).toBe(subject);

    const one = await getJson<Record<string, unknown>>(`${api}/messages/${list.body[0].id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      id: list.body[0].id,
      from: 'noreply@tov.local',
      to: [to],
      cc: ['copy@example.test'],
      subject,
      messageId,
      envelope: { from: 'noreply@tov.local', to: [to, 'copy@example.test'] },
      headers: { 'x-request-id': `req-${tag}` },
    });
    expect(one.body.text).toContain(`Hello from the infra self-test ${tag}.`);
    expect(one.body.text).toContain('.a line that starts with a dot');
    expect(one.body.html).toContain(`<b>${tag}</b>`);
    expect(typeof one.body.date).toBe('string');

    // newest first across the whole mailbox
    const all = await getJson<Array<{ id: string; receivedAt: string }>>(`${api}/messages`);
    expect(all.body[0].id).toBe(list.body[0].id);
    const missing = await getJson(`${api}/messages/000-unknown`);
    expect(missing.status).toBe(404);
  }, 30_000);
  test('nodemailer (what the workers use) delivers to the sink too', async () => {
    // nodemailer is optional here: the raw-SMTP test above needs no dependency
    type Transport = { sendMail(mail: object): Promise<{ accepted: unknown[] }>; close(): void };
    let nodemailer: { createTransport(options: object): Transport };
    try {
      nodemailer = require('nodemailer');
    } catch {
      console.warn('nodemailer is not installed: skipping the nodemailer delivery check');
      return;
    }
    const { host, port, httpPort } = config.smtp;
    const tag = `${Date.now()}-${process.pid}-nm`;
    const to = `nodemailer-${tag}@example.test`;
    const transport = nodemailer.createTransport({ host, port, secure: false, ignoreTLS: true, auth: { user: 'any', pass: 'any' } });
    try {
      const info = await transport.sendMail({
        from: 'TOV <noreply@tov.local>',
        to,
        subject: `nodemailer ${tag}`,
        text: `plain ${tag}`,
        html: `<p>html ${tag}</p>`,
        headers: { 'X-Request-Id': `req-${tag}` },
        attachments: [{ filename: 'report.csv', content: 'a,b\n1,2\n', contentType: 'text/csv' }],
      });
      expect(info.accepted).toEqual([to]);
    } finally {
      transport.close();
    }
    const list = await getJson<Array<Record<string, unknown>>>(`http://${host}:${httpPort}/messages?to=${encodeURIComponent(to)}`);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ from: 'noreply@tov.local', to: [to], subject: `nodemailer ${tag}`, headers: { 'x-request-id': `req-${tag}` } });
    expect(list.body[0].text).toContain(`plain ${tag}`);
    expect(list.body[0].html).toContain(`html ${tag}`);
    expect(list.body[0].attachments).toEqual([{ filename: 'report.csv', contentType: 'text/csv', size: 8 }]);
  }, 30_000);

  test('S3Proxy stores, lists, reads and deletes objects for signed requests (the AWS SDK) and refuses unsigned ones', async () => {
    const { endpoint, region, accessKeyId, secretAccessKey } = config.s3;
    const s3 = new S3Client({
      endpoint,
      region,
      forcePathStyle: true,
      credentials: { accessKeyId, secretAccessKey },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    const Bucket = `infra-selftest-${Date.now()}-${process.pid}`;
    try {
      await s3.send(new CreateBucketCommand({ Bucket }));
      const body = `hello ${Bucket} 안녕`;
      await s3.send(new PutObjectCommand({ Bucket, Key: 'a/b.txt', Body: body, ContentType: 'text/plain' }));
      const listed = await s3.send(new ListObjectsV2Command({ Bucket }));
      expect((listed.Contents ?? []).map((o) => o.Key)).toEqual(['a/b.txt']);
      const got = await s3.send(new GetObjectCommand({ Bucket, Key: 'a/b.txt' }));
      expect(await got.Body!.transformToString()).toBe(body);
      expect(got.ContentType).toBe('text/plain');
      await s3.send(new DeleteObjectCommand({ Bucket, Key: 'a/b.txt' }));
      await s3.send(new DeleteBucketCommand({ Bucket }));
      const unsigned = await fetch(`${endpoint}/${Bucket}`);
      expect([403, 404]).toContain(unsigned.status);
      const wrongKey = new S3Client({
        endpoint,
        region,
        forcePathStyle: true,
        credentials: { accessKeyId, secretAccessKey: 'not-the-secret' },
        maxAttempts: 1,
      });
      await expect(wrongKey.send(new ListObjectsV2Command({ Bucket: 'any' }))).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
      wrongKey.destroy();
    } finally {
      s3.destroy();
    }
  }, 30_000);

  test('an S3Proxy of its own (other port, other state folder) starts alone, is reused by a second up, and down stops only it', async () => {
    const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tov-infra-s3-'));
    const port = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = server.address() as net.AddressInfo;
        server.close(() => resolve(free));
      });
    });
    const env = { INFRA_STATE_DIR: stateDir, S3_PORT: String(port) };
    try {
      const first = await exec(process.execPath, [CLI, 'up', '--only=s3', '--json'], { env, timeoutMs: 120_000 });
      expect(first.code).toBe(0);
      const [started] = JSON.parse(first.stdout) as ComponentStatus[];
      expect(started).toMatchObject({ name: 's3', state: 'running', owner: 'us', address: `127.0.0.1:${port}` });
      const again = await exec(process.execPath, [CLI, 'up', '--only=s3', '--json'], { env });
      expect((JSON.parse(again.stdout) as ComponentStatus[])[0]).toMatchObject({ owner: 'us', pid: started!.pid });
      const down = await exec(process.execPath, [CLI, 'down', '--only=s3', '--json'], { env });
      expect(JSON.parse(down.stdout)).toEqual([{ name: 's3', action: 'stopped' }]);
      const open = await new Promise<boolean>((resolve) => {
        const socket = net.connect({ host: '127.0.0.1', port }, () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      });
      expect(open).toBe(false);
      // The shared one was not touched.
      const shared = (await callInfra<ComponentStatus[]>('m.status({ only: ["s3"] })'))[0]!;
      expect(shared.state).toBe('running');
    } finally {
      await exec(process.execPath, [CLI, 'down', '--only=s3'], { env });
      fs.rmSync(stateDir, { recursive: true, force: true });
    }
  }, 150_000);
});
