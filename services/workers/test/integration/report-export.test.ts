import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { REPORT_EXPORT_QUEUE, type TReportExportJobInput, type TReportExportProgress, type TReportExportResult } from '@tov/contracts';
import {
  addReportExportJob,
  createBullQueueRedis,
  createBullWorkerRedis,
  createLogger,
  reportExportStatus,
  reportExportStore,
  sendReportExport,
  type ObjectStore,
} from '@tov/kit';
import { generateIdentitySecret, listObjectKeys, readObject, removeBucket, testInfrastructure, testObjectStore, type TestObjectStore } from '@tov/kit/testing';
import { Queue, QueueEvents } from 'bullmq';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import type { Redis } from 'ioredis';
import { loadConfig } from '../../src/config';
import { startInProcess, uniquePrefix } from '../support/harness';
import { startRowSource, type RowSource } from '../support/row-source';

jest.setTimeout(120_000);

const OWNER = { service: 'company', ownerId: 'company-1' } as const;
const REQUESTED_AT = '2026-11-29T01:00:00.000Z';

let s3: TestObjectStore;
let bucket: string;
let source: RowSource;
let worker: Awaited<ReturnType<typeof startInProcess>>;
let queue: Queue;
let queueConnection: Redis;
let events: QueueEvents;
let eventsConnection: Redis;
let store: ObjectStore;
/** Every progress event the queue reported, by job id, in the order they came. */
const progressOf = new Map<string, TReportExportProgress[]>();

function exportJob(path: string, fields: Partial<TReportExportJobInput> = {}): Omit<TReportExportJobInput, 'traceparent'> {
  return {
    exportId: randomUUID(),
    owner: OWNER,
    requestedBy: 'user-company-1',
    reportType: 'employees',
    format: 'csv',
    language: 'ko',
    source: { service: 'company', path },
    requestedAt: REQUESTED_AT,
    ...fields,
  };
}

async function finished(exportId: string): Promise<TReportExportResult> {
  const job = await queue.getJob(exportId);
  return (await job!.waitUntilFinished(events, 90_000)) as TReportExportResult;
}

async function failed(exportId: string): Promise<string> {
  const job = await queue.getJob(exportId);
  return job!.waitUntilFinished(events, 90_000).then(
    () => {
      throw new Error(`export ${exportId} completed; it should have failed`);
    },
    (error: Error) => error.message,
  );
}

beforeAll(async () => {
  const infra = await testInfrastructure();
  s3 = await testObjectStore();
  bucket = `test-exports-${randomUUID().slice(0, 8)}`;
  const secret = generateIdentitySecret();
  source = await startRowSource(secret);
  const prefix = uniquePrefix('exports');
  const env = {
    REDIS_URL: infra.redisUrl,
    BULLMQ_PREFIX: prefix,
    WORKER_QUEUES: 'report-export',
    INTERNAL_IDENTITY_SECRET: secret,
    COMPANY_URL: source.url,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    EXPORTS_BUCKET: bucket,
    REPORT_PROGRESS_EVERY: '1000',
    REPORT_PDF_MAX_ROWS: '2000',
  };
  worker = await startInProcess(env);
  store = reportExportStore(loadConfig(env), createLogger({ name: 'owner', level: 'silent' }));
  queueConnection = createBullQueueRedis(infra.redisUrl);
  queue = new Queue(REPORT_EXPORT_QUEUE, { connection: queueConnection, prefix });
  eventsConnection = createBullWorkerRedis(infra.redisUrl);
  events = new QueueEvents(REPORT_EXPORT_QUEUE, { connection: eventsConnection, prefix });
  events.on('progress', ({ jobId, data }) => {
    const list = progressOf.get(jobId) ?? [];
    list.push(data as TReportExportProgress);
    progressOf.set(jobId, list);
  });
  await events.waitUntilReady();
});

afterAll(async () => {
  await worker?.stop();
  await events?.close();
  await queue?.obliterate({ force: true }).catch(() => undefined);
  await queue?.close();
  await queueConnection?.quit();
  await eventsConnection?.quit();
  store?.close();
  await source?.close();
  if (s3 && bucket) await removeBucket(s3, bucket).catch(() => undefined);
});

/** Progress events rose one after the other and ended at 100 % done. */
function expectRisingProgress(exportId: string, rows: number) {
  const seen = progressOf.get(exportId) ?? [];
  const counts = seen.map((p) => p.rows);
  expect(counts).toEqual([...counts].sort((a, b) => a - b));
  expect(seen.filter((p) => p.phase === 'writing').length).toBeGreaterThanOrEqual(Math.floor(rows / 1000) - 1);
  expect(seen.at(-1)).toEqual({ phase: 'done', rows, total: rows, percent: 100 });
}

describe('the report-export queue against the real Redis and S3Proxy', () => {
  test('exports 10,000 employees as csv: the owner saw the signed service identity, the file reads back, progress rose to 100 %', async () => {
    const job = exportJob('/rows?count=10000');
    expect(await addReportExportJob(queue, job)).toEqual({ exportId: job.exportId, created: true });
    const result = await finished(job.exportId);

    expect(result).toMatchObject({
      objectKey: `exports/company/company-1/${job.exportId}.csv`,
      rows: 10_000,
      contentType: 'text/csv; charset=utf-8',
      fileName: '직원 현황-2026-11-29.csv',
    });
    expect(source.calls.filter((c) => c.url === '/rows?count=10000')).toEqual([{ userId: 'service:workers', url: '/rows?count=10000' }]);
    const bytes = await readObject(s3, bucket, result.objectKey);
    expect(bytes.length).toBe(result.bytes);
    const records = parse(bytes, { bom: true }) as string[][];
    expect(records).toHaveLength(10_001);
    expect(records[0]).toEqual(['직원 ID', '이름', '국적', '비자', '비자 만료일', '부서', '직위', '입사일', '상태']);
    expect(records[2]).toEqual(['E000002', '김민준 2', 'Korea', 'E-9', '2027-03-01', 'Production', 'Operator, line "B"', '2024-01-15', 'active']);
    // A cell a spreadsheet would run as a formula is written as text.
    expect(records[3]![5]).toBe(`'=HYPERLINK("http://evil.test")`);
    expectRisingProgress(job.exportId, 10_000);
  });

  test('exports 10,000 employees as xlsx with progress; the owner reads its status and downloads the file, only while it is its own and fresh', async () => {
    const job = exportJob('/rows?count=10000&xlsx', { format: 'xlsx', language: 'en' });
    await addReportExportJob(queue, job);
    const result = await finished(job.exportId);
    expect(result).toMatchObject({ rows: 10_000, fileName: 'Employees-2026-11-29.xlsx' });
    expectRisingProgress(job.exportId, 10_000);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readObject(s3, bucket, result.objectKey)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Employees');
    expect(sheet.rowCount).toBe(10_001);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Employee ID',
      'Name',
      'Nationality',
      'Visa',
      'Visa expires',
      'Department',
      'Position',
      'Hired',
      'Status',
    ]);
    expect(sheet.getCell('B10000').value).toBe('Nguyen Van 9999');
    expect(sheet.getCell('B10001').value).toBe('김민준 10000');
    expect(sheet.getCell('E2').value).toEqual(new Date('2027-03-01T00:00:00Z'));

    const status = await reportExportStatus(queue, job.exportId, OWNER);
    expect(status).toMatchObject({
      exportId: job.exportId,
      status: 'completed',
      progress: { phase: 'done', rows: 10_000, total: 10_000, percent: 100 },
      file: { fileName: 'Employees-2026-11-29.xlsx', rows: 10_000, bytes: result.bytes },
      error: null,
      completedAt: result.completedAt,
      expiresAt: new Date(Date.parse(result.completedAt) + 24 * 3600 * 1000).toISOString(),
    });
    expect(await reportExportStatus(queue, job.exportId, { service: 'company', ownerId: 'company-2' })).toBeNull();

    // The download route as the company service will declare it, on the kit's helper.
    const app = Fastify();
    app.setErrorHandler((error: Error & { code?: string; statusCode?: number; status?: number }, _request, reply) =>
      reply.code(error.status ?? 500).send({ code: error.code }),
    );
    app.get('/download/:ownerId', (request, reply) =>
      sendReportExport(reply, {
        queue,
        store,
        exportId: job.exportId,
        owner: { service: 'company', ownerId: (request.params as { ownerId: string }).ownerId },
      }),
    );
    app.get('/download-later', (_request, reply) =>
      sendReportExport(reply, { queue, store, exportId: job.exportId, owner: OWNER, now: () => Date.now() + 25 * 3600 * 1000 }),
    );
    const res = await app.inject({ url: '/download/company-1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Employees-2026-11-29.xlsx"; filename*=UTF-8''Employees-2026-11-29.xlsx`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.length).toBe(result.bytes);
    expect((await app.inject({ url: '/download/company-2' })).json()).toEqual({ code: 'REPORT_NOT_FOUND' });
    const late = await app.inject({ url: '/download-later' });
    expect([late.statusCode, late.json()]).toEqual([410, { code: 'REPORT_EXPIRED' }]);
    expect(await reportExportStatus(queue, job.exportId, OWNER, { now: () => Date.now() + 25 * 3600 * 1000 })).toMatchObject({ status: 'expired', file: null });
    // An expired download removes the file.
    expect(await listObjectKeys(s3, bucket, result.objectKey)).toEqual([]);
    await app.close();
  });

  test('exports 1,500 employees as a pdf of many pages with the Korean headers', async () => {
    const job = exportJob('/rows?count=1500&pdf', { format: 'pdf' });
    await addReportExportJob(queue, job);
    const result = await finished(job.exportId);
    expect(result).toMatchObject({ rows: 1_500, contentType: 'application/pdf', fileName: '직원 현황-2026-11-29.pdf' });
    const pdf = await readObject(s3, bucket, result.objectKey);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    const pages = Number(/\/Type \/Pages\s*\n?\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1] ?? 0);
    expect(pages).toBeGreaterThan(30);
    // The CJK font is embedded (a subset), so the Hangul headers are drawn (where the machine has Debian's fonts-noto-cjk).
    if (existsSync(loadConfig({}).REPORT_PDF_FONT)) expect(pdf.toString('latin1')).toMatch(/NotoSansCJK/);
  });

  test('an empty report is a file with its header row only', async () => {
    const job = exportJob('/rows?count=0', { format: 'xlsx' });
    await addReportExportJob(queue, job);
    const result = await finished(job.exportId);
    expect(result.rows).toBe(0);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readObject(s3, bucket, result.objectKey)) as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(1);
    expect(progressOf.get(job.exportId)?.at(-1)).toEqual({ phase: 'done', rows: 0, total: 0, percent: 100 });
  });

  test('a pdf over the row cap fails at once, saying to export it as xlsx or csv', async () => {
    const job = exportJob('/rows?count=2001', { format: 'pdf' });
    await addReportExportJob(queue, job);
    expect(await failed(job.exportId)).toBe('a pdf report holds at most 2000 rows; this one has 2001: export it as xlsx or csv');
    expect((await queue.getJob(job.exportId))!.attemptsMade).toBe(1);
  });

  test('a second enqueue of the same export id adds no second job; another owner cannot take the id', async () => {
    const job = exportJob('/rows?count=3000&double-click', { format: 'xlsx' });
    const [first, second] = await Promise.all([addReportExportJob(queue, job), addReportExportJob(queue, job)]);
    expect([first.exportId, second.exportId]).toEqual([job.exportId, job.exportId]);
    await finished(job.exportId);
    expect(await addReportExportJob(queue, job)).toEqual({ exportId: job.exportId, created: false });
    await expect(addReportExportJob(queue, { ...job, owner: { service: 'company', ownerId: 'company-2' } })).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    const jobs = (await queue.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed'])).filter((j) => j?.data.exportId === job.exportId);
    expect(jobs).toHaveLength(1);
    expect(source.calls.filter((c) => c.url === '/rows?count=3000&double-click')).toHaveLength(1);
  });

  test('a source that dies mid-stream fails after its retries with a clear error, and leaves no file', async () => {
    const job = exportJob('/rows?count=3000&cutAfter=1200');
    await addReportExportJob(queue, job);
    expect(await failed(job.exportId)).toBe('the row source sent 1200 rows of the 3000 it announced');
    expect(source.calls.filter((c) => c.url === '/rows?count=3000&cutAfter=1200')).toHaveLength(3);
    expect(await reportExportStatus(queue, job.exportId, OWNER)).toMatchObject({
      status: 'failed',
      error: 'the row source sent 1200 rows of the 3000 it announced',
      file: null,
    });
    expect(await listObjectKeys(s3, bucket, `exports/company/company-1/${job.exportId}`)).toEqual([]);
  });

  test('a source that refuses the caller fails at once; a 5xx is retried; the owner cannot be reached without a signed identity', async () => {
    const refused = exportJob('/rows-for-another');
    await addReportExportJob(queue, refused);
    expect(await failed(refused.exportId)).toBe('the row source answered 403');
    expect((await queue.getJob(refused.exportId))!.attemptsMade).toBe(1);

    const broken = exportJob('/rows-500');
    await addReportExportJob(queue, broken);
    expect(await failed(broken.exportId)).toBe('the row source answered 500');
    expect((await queue.getJob(broken.exportId))!.attemptsMade).toBe(3);

    expect((await fetch(`${source.url}/rows?count=1`)).status).toBe(401);
    expect((await fetch(`${source.url}/rows?count=1`, { headers: { 'x-user-id': 'service:workers', 'x-user-roles': 'service' } })).status).toBe(401);
  });
});
