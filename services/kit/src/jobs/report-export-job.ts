import { Readable } from 'node:stream';
import {
  REPORT_EXPORT_JOB,
  REPORT_STREAM_CONTENT_TYPE,
  ZReportExportJobSchema,
  ZReportExportProgressSchema,
  ZReportExportResultSchema,
  type TReportExportJob,
  type TReportExportJobInput,
  type TReportExportResult,
  type TReportExportStatus,
  type TReportOwnerService,
  type TReportRow,
} from '@tov/contracts';
import type { Job, Queue } from 'bullmq';
import type { FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { AppError } from '../errors';
import { currentTraceparent } from '../events/outbox';
import { ObjectStore, ZBucketNameSchema, ZObjectStoreConfigSchema, objectStoreConfig } from '../objects/object-store';
import { attachmentDisposition } from '../files/file-name';
import { assertQueueConnected } from './bullmq';

/**
 * The owner side of the workers' `report-export` queue (docs/decisions/142-report-export-queue.md):
 * the company and the admin services add exports, answer their status and serve their files with
 * these three functions, so both do it one way.
 */

/**
 * Where exports are kept: the kit's S3 settings and `EXPORTS_BUCKET` (default `tov-exports`). The
 * workers write there and the owners read from there, so each of them spreads this into its config.
 */
export const ZReportExportStoreConfigSchema = ZObjectStoreConfigSchema.extend({ EXPORTS_BUCKET: ZBucketNameSchema.default('tov-exports') });

/** The exports bucket of a configuration that spread ZReportExportStoreConfigSchema (close it with the process). */
export function reportExportStore(config: z.infer<typeof ZReportExportStoreConfigSchema>, logger: Logger): ObjectStore {
  return new ObjectStore(objectStoreConfig(config, config.EXPORTS_BUCKET), logger);
}

/** A finished export can be downloaded this long after it completed (then 410 REPORT_EXPIRED). */
export const REPORT_EXPORT_TTL_MS = 24 * 3600 * 1000;
/** Finished jobs stay in Redis a week, so a status read after the download window says `expired`, not 404. */
const KEEP_FINISHED_SECONDS = 7 * 24 * 3600;

/** Who owns an export: the service and its owner (a company id; the admin service's own owner id). */
export interface ReportExportOwner {
  service: TReportOwnerService;
  ownerId: string;
}

export interface ReportExportOptions {
  /** How long after completion the file may be downloaded; default 24 h. */
  ttlMs?: number;
  now?: () => number;
}

/**
 * Adds a report export to the `report-export` queue: the contract checks it first, the current trace
 * travels in it, and `exportId` is the job id, so adding it again (a double click, a retried request)
 * adds nothing and answers `created: false`. The same export id already used by another owner answers
 * 409 IDEMPOTENCY_KEY_REUSED. Three attempts with exponential backoff (each overwrites its own object).
 * Throws DependencyUnavailableError at once when the queue's Redis is down.
 */
export async function addReportExportJob(queue: Queue, fields: Omit<TReportExportJobInput, 'traceparent'>): Promise<{ exportId: string; created: boolean }> {
  assertQueueConnected(queue);
  const traceparent = currentTraceparent();
  const job = ZReportExportJobSchema.parse({ ...fields, ...(traceparent ? { traceparent } : {}) });
  const existing = await ownedJob(queue, job.exportId);
  if (existing) {
    if (!sameOwner(existing.data, job.owner)) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return { exportId: job.exportId, created: false };
  }
  await queue.add(REPORT_EXPORT_JOB, job, {
    jobId: job.exportId,
    attempts: 3,
    backoff: { type: 'exponential', delay: 2_000 },
    removeOnComplete: { age: KEEP_FINISHED_SECONDS },
    removeOnFail: { age: KEEP_FINISHED_SECONDS },
  });
  return { exportId: job.exportId, created: true };
}

async function ownedJob(queue: Queue, exportId: string): Promise<Job<TReportExportJob> | undefined> {
  const job = (await queue.getJob(exportId)) as Job<TReportExportJob> | undefined;
  return job?.name === REPORT_EXPORT_JOB ? job : undefined;
}

const sameOwner = (data: TReportExportJob, owner: ReportExportOwner) => data.owner.service === owner.service && data.owner.ownerId === owner.ownerId;

/** The job of `exportId` when `owner` owns it; another owner's export does not exist for it. */
async function jobOf(queue: Queue, exportId: string, owner: ReportExportOwner): Promise<Job<TReportExportJob> | undefined> {
  assertQueueConnected(queue);
  const job = await ownedJob(queue, exportId);
  return job && sameOwner(job.data, owner) ? job : undefined;
}

function resultOf(job: Job<TReportExportJob>): TReportExportResult | null {
  const parsed = ZReportExportResultSchema.safeParse(job.returnvalue);
  return parsed.success ? parsed.data : null;
}

/** The worker's error message as the owner may show it: one line, no stack, bounded. */
function failureText(job: Job): string {
  const reason = (job.failedReason ?? '').split('\n')[0]!.trim();
  return (reason || 'the export failed').slice(0, 300);
}

/**
 * The status of an export for its owner, or null (unknown, or another owner's: answer 404
 * REPORT_NOT_FOUND). `queued` also covers an attempt waiting to be retried; `expired` is a completed
 * export past its download window.
 */
export async function reportExportStatus(
  queue: Queue,
  exportId: string,
  owner: ReportExportOwner,
  options: ReportExportOptions = {},
): Promise<TReportExportStatus | null> {
  const job = await jobOf(queue, exportId, owner);
  if (!job) return null;
  const state = await job.getState();
  const result = state === 'completed' ? resultOf(job) : null;
  const expiresAt = result ? Date.parse(result.completedAt) + (options.ttlMs ?? REPORT_EXPORT_TTL_MS) : null;
  const now = (options.now ?? Date.now)();
  const progress = ZReportExportProgressSchema.safeParse(job.progress);
  const status: TReportExportStatus['status'] =
    state === 'completed'
      ? expiresAt !== null && now >= expiresAt
        ? 'expired'
        : 'completed'
      : state === 'failed'
        ? 'failed'
        : state === 'active'
          ? 'running'
          : 'queued';
  return {
    exportId,
    reportType: job.data.reportType,
    format: job.data.format,
    status,
    progress: progress.success ? progress.data : null,
    file: result && status === 'completed' ? { fileName: result.fileName, bytes: result.bytes, rows: result.rows, contentType: result.contentType } : null,
    error: state === 'failed' ? failureText(job) : null,
    requestedAt: job.data.requestedAt,
    completedAt: result?.completedAt ?? null,
    expiresAt: expiresAt === null ? null : new Date(expiresAt).toISOString(),
  };
}

/**
 * Streams an export's file to `reply` after the checks a download needs: the export is `owner`'s
 * (else 404 REPORT_NOT_FOUND), it completed (else 409 REPORT_NOT_READY, or REPORT_FAILED), it is
 * inside its download window (else 410 REPORT_EXPIRED, and the object is removed) and the object
 * is still there (else 410). The file is never read whole: the object's stream is the reply's body.
 * A store that is down answers 503 (the store's own error).
 */
export async function sendReportExport(
  reply: FastifyReply,
  options: { queue: Queue; store: ObjectStore; exportId: string; owner: ReportExportOwner } & ReportExportOptions,
): Promise<FastifyReply> {
  const job = await jobOf(options.queue, options.exportId, options.owner);
  if (!job) throw new AppError('REPORT_NOT_FOUND');
  const state = await job.getState();
  if (state === 'failed') throw new AppError('REPORT_FAILED');
  const result = state === 'completed' ? resultOf(job) : null;
  if (!result) throw new AppError('REPORT_NOT_READY');
  const now = (options.now ?? Date.now)();
  if (now >= Date.parse(result.completedAt) + (options.ttlMs ?? REPORT_EXPORT_TTL_MS)) {
    await options.store.remove(result.objectKey).catch(() => undefined);
    throw new AppError('REPORT_EXPIRED');
  }
  const object = await options.store.get(result.objectKey);
  if (!object) throw new AppError('REPORT_EXPIRED');
  reply.header('content-type', result.contentType);
  reply.header('content-disposition', attachmentDisposition(result.fileName));
  reply.header('cache-control', 'private, no-store');
  if (object.size !== undefined) reply.header('content-length', String(object.size));
  return reply.send(object.body);
}

/**
 * Answers the workers' row request (the owner's side of the NDJSON convention, decision 142):
 * `{ "total": total }`, then each row of `rows` as it comes (a cursor, a query read page by page),
 * a few hundred lines a write, at the pace the worker reads. Check the caller first
 * (`requireServiceCaller(request, [REPORT_ROWS_CALLER])`). A failing `rows` cuts the stream, and the
 * worker retries the export.
 */
export function sendReportRows(reply: FastifyReply, total: number | null, rows: AsyncIterable<TReportRow> | Iterable<TReportRow>): FastifyReply {
  async function* lines(): AsyncGenerator<string> {
    yield `${JSON.stringify({ total })}\n`;
    let chunk = '';
    let count = 0;
    for await (const row of rows) {
      chunk += `${JSON.stringify(row)}\n`;
      if (++count % 200 === 0) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  reply.header('content-type', REPORT_STREAM_CONTENT_TYPE);
  reply.header('cache-control', 'no-store');
  return reply.send(Readable.from(lines(), { objectMode: false }));
}
