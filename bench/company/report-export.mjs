#!/usr/bin/env node
// bench/company: report export (issue 21). The real workers process (services/workers/dist, built)
// serves the `report-export` queue; this script plays the company service's row stream (NDJSON, the
// workers' signed service identity checked), adds one export job per size through the kit's
// producer helper and reads the file's size back from the job. For each size a fresh workers process,
// so its peak RSS (the kernel's VmHWM of that process) belongs to that export alone.
// Prints rows/s (rows over the job's processing time) and the worker's peak RSS against its RSS
// when idle, with V8's default heap and with the old space capped (see HEAPS): streamed, what the
// export keeps does not grow with the rows; with the default heap part of the peak is uncollected garbage.
// Needs Redis and S3Proxy (`npm run infra:up`) and a build (`npx turbo run build`).
// Usage: npm run company -w @tov/bench  [-- --sizes 10000,100000 --format xlsx --maxOldSpace 96]
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { config as infra, redisUrl } from '../../infra/local/index.mjs';
// The kit's own build: the same helpers the company service and the workers use.
import { identityVerifier } from '../../services/kit/dist/auth/signed-identity.js';
import { addReportExportJob } from '../../services/kit/dist/jobs/report-export-job.js';
import { removeBucket } from '../../services/kit/dist/testing/object-store.js';
import { benchArgs } from '../cli-args.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = benchArgs();
const SIZES = String(args.sizes ?? '10000,100000')
  .split(',')
  .map(Number);
const FORMAT = args.format ?? 'xlsx';
/**
 * Each size runs twice: the worker as it starts by default (V8 sizes its heap from the machine and
 * collects late, so part of the peak is garbage not yet collected), then with its old space capped
 * (`--maxOldSpace`, MiB, default 96): an export that kept its rows would run out of memory there.
 */
const MAX_OLD_SPACE = Number(args.maxOldSpace ?? 96);
const HEAPS = [undefined, MAX_OLD_SPACE];
const SECRET = randomBytes(32).toString('base64url');
const BUCKET = `bench-exports-${randomUUID().slice(0, 8)}`;
const PREFIX = `bench-exports-${randomUUID().slice(0, 8)}`;

/** Employee `i`, as the company service will stream it. */
const row = (i) =>
  JSON.stringify({
    employeeId: `E${String(i).padStart(7, '0')}`,
    name: i % 2 === 0 ? `김민준 ${i}` : `Nguyen Van ${i}`,
    nationality: i % 2 === 0 ? 'Korea' : 'Vietnam',
    visaType: i % 3 === 0 ? 'E-7' : 'E-9',
    visaExpiresAt: '2027-03-01',
    department: ['Production', 'Logistics', 'Quality', 'Office'][i % 4],
    position: 'Operator',
    hiredAt: '2024-01-15',
    status: 'active',
  });

/** The company's row stream: GET /rows?count=N, NDJSON, only for the workers' signed service identity; written with backpressure. */
function startRowSource() {
  const verify = identityVerifier({ secret: SECRET });
  const server = http.createServer(async (req, res) => {
    const check = verify(req.headers, String(req.headers['x-request-id'] ?? ''));
    if (!check.ok || check.userId !== 'service:workers') {
      res.writeHead(401).end();
      return;
    }
    const count = Number(new URL(req.url, 'http://x').searchParams.get('count'));
    res.writeHead(200, { 'content-type': 'application/x-ndjson' });
    res.write(`${JSON.stringify({ total: count })}\n`);
    for (let i = 1; i <= count; i += 500) {
      let chunk = '';
      for (let j = i; j < Math.min(i + 500, count + 1); j++) chunk += `${row(j)}\n`;
      if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
    }
    res.end();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** VmRSS and VmHWM (peak) of a process, in MiB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

async function startWorkers(sourceUrl, maxOldSpace) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'services/workers/dist/server.js')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      ...(maxOldSpace ? { NODE_OPTIONS: `--max-old-space-size=${maxOldSpace}` } : {}),
      LOG_LEVEL: 'warn',
      PORT: String(port),
      REDIS_URL: redisUrl,
      BULLMQ_PREFIX: PREFIX,
      WORKER_QUEUES: 'report-export',
      INTERNAL_IDENTITY_SECRET: SECRET,
      COMPANY_URL: sourceUrl,
      S3_ENDPOINT: infra.s3.endpoint,
      S3_REGION: infra.s3.region,
      S3_ACCESS_KEY_ID: infra.s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: infra.s3.secretAccessKey,
      EXPORTS_BUCKET: BUCKET,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 150; i++) {
    const res = await fetch(`http://127.0.0.1:${port}/health/ready`).catch(() => null);
    if (res?.status === 200) break;
    if (child.exitCode !== null) throw new Error('the workers exited');
    await new Promise((r) => setTimeout(r, 200));
  }
  // Settle: the idle figure is taken once start-up's garbage is collected.
  await new Promise((r) => setTimeout(r, 1_000));
  return { child, idle: memoryOf(child.pid) };
}

async function exportOnce(queue, sourceUrl, rows, maxOldSpace) {
  const workers = await startWorkers(sourceUrl, maxOldSpace);
  try {
    const exportId = randomUUID();
    await addReportExportJob(queue, {
      exportId,
      owner: { service: 'company', ownerId: 'bench-company' },
      requestedBy: 'bench',
      reportType: 'employees',
      format: FORMAT,
      language: 'ko',
      source: { service: 'company', path: `/rows?count=${rows}` },
      requestedAt: new Date().toISOString(),
    });
    for (;;) {
      const state = await queue.getJobState(exportId);
      // Read after the state: a job read before it completed has no return value yet.
      const job = await queue.getJob(exportId);
      if (state === 'failed') throw new Error(`export failed: ${job.failedReason}`);
      if (state === 'completed') {
        const seconds = (job.finishedOn - job.processedOn) / 1000;
        return { rows, seconds, bytes: job.returnvalue.bytes, idle: workers.idle.rss, peak: memoryOf(workers.child.pid).peak };
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    const exited = new Promise((resolve) => workers.child.once('exit', resolve));
    workers.child.kill('SIGTERM');
    await exited;
  }
}

const mib = (n) => `${n.toFixed(0)} MiB`;

const source = await startRowSource();
const sourceUrl = `http://127.0.0.1:${source.address().port}`;
const connection = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
const queue = new Queue('report-export', { connection, prefix: PREFIX });
try {
  for (const heap of HEAPS) {
    const label = heap ? `old space capped at ${heap} MiB` : 'default heap';
    const results = [];
    for (const rows of SIZES) {
      const r = await exportOnce(queue, sourceUrl, rows, heap);
      results.push(r);
      console.log(
        `${FORMAT} ${rows.toLocaleString('en')} rows (${label}): ${(r.rows / r.seconds).toFixed(0)} rows/s (${r.seconds.toFixed(1)} s, ${(r.bytes / 1048576).toFixed(1)} MiB file); ` +
          `worker RSS idle ${mib(r.idle)}, peak ${mib(r.peak)} (+${mib(r.peak - r.idle)})`,
      );
    }
    if (results.length >= 2) {
      const [first, last] = [results[0], results.at(-1)];
      console.log(
        `  ${label}: peak above idle ${mib(first.peak - first.idle)} at ${first.rows.toLocaleString('en')} rows, ${mib(last.peak - last.idle)} at ${last.rows.toLocaleString('en')} ` +
          `(x${((last.peak - last.idle) / Math.max(1, first.peak - first.idle)).toFixed(2)} for x${(last.rows / first.rows).toFixed(0)} the rows)`,
      );
    }
  }
} finally {
  await queue.obliterate({ force: true }).catch(() => undefined);
  await queue.close();
  await connection.quit();
  source.close();
  await removeBucket(infra.s3, BUCKET).catch(() => undefined);
}
