import { randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import {
  REPORT_CONTENT_TYPES,
  REPORT_TYPES,
  ZReportExportJobSchema,
  reportColumns,
  reportExportFileName,
  reportExportObjectKey,
  type TReportExportProgress,
  type TReportExportResult,
  type TReportOwnerService,
} from '@tov/contracts';
import { serviceCallHeaders, type Logger, type ObjectStore } from '@tov/kit';
import { UnrecoverableError, type Job } from 'bullmq';
import { openRowStream, RowSourceError } from '../report-export/row-stream';
import { createReportWriter } from '../report-export/writers';

export interface ReportExportProcessorOptions {
  store: ObjectStore;
  /** Each owner's base URL (COMPANY_URL, ADMIN_URL); a job whose owner has none fails at once. */
  sourceUrls: Partial<Record<TReportOwnerService, string>>;
  /** INTERNAL_IDENTITY_SECRET: the row source checks the workers' signed service identity. */
  identitySecret: string;
  /** The service identity the calls are signed as (`service:<name>`). */
  serviceName: string;
  logger: Logger;
  /** job.updateProgress every this many rows (and at the start and the end). */
  progressEvery: number;
  sourceTimeoutMs: number;
  sourceIdleTimeoutMs: number;
  pdfMaxRows: number;
  pdfFont?: { path: string; family?: string };
  count?(outcome: 'completed' | 'retry' | 'failed'): void;
}

/** Bytes through, for the result's size (the file itself only passes by on its way to the store). */
function byteCounter(): Transform & { bytes: number } {
  const counter = new Transform({
    // 1 MiB between the writer and the upload: the writer waits (drain) when the upload falls behind.
    highWaterMark: 1 << 20,
    transform(chunk: Buffer, _encoding, done) {
      counter.bytes += chunk.length;
      done(null, chunk);
    },
  }) as Transform & { bytes: number };
  counter.bytes = 0;
  return counter;
}

/**
 * The `report.export` processor (docs/decisions/142-report-export-queue.md): pulls the owner's rows
 * as NDJSON, signed as the workers' service identity, and writes them as csv, xlsx or pdf straight
 * into the object store (multipart, part by part): the rows in memory are the ones being written,
 * whatever the report's size. Every attempt writes the same key, so a retry overwrites, and a failed
 * attempt leaves no object. Its return value says where the file is.
 */
export function createReportExportProcessor(options: ReportExportProcessorOptions) {
  const exportReport = exportWith(options);
  return async function countedExport(job: Job): Promise<TReportExportResult> {
    try {
      const result = await exportReport(job);
      options.count?.('completed');
      return result;
    } catch (error) {
      const final = error instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      options.count?.(final ? 'failed' : 'retry');
      throw error;
    }
  };
}

function exportWith(options: ReportExportProcessorOptions) {
  return async function exportReport(job: Job): Promise<TReportExportResult> {
    const parsed = ZReportExportJobSchema.safeParse(job.data);
    if (!parsed.success)
      throw new UnrecoverableError(`the export job is malformed: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
    const data = parsed.data;
    const base = options.sourceUrls[data.source.service];
    if (!base) throw new UnrecoverableError(`no row source is configured for ${data.source.service}`);
    const log = options.logger.child({
      exportId: data.exportId,
      owner: data.owner.service,
      reportType: data.reportType,
      format: data.format,
      attempt: job.attemptsMade + 1,
    });
    const started = Date.now();

    let progress: TReportExportProgress = { phase: 'reading', rows: 0, total: null, percent: null };
    const report = async (phase: TReportExportProgress['phase'], rows: number) => {
      const total = progress.total;
      progress = { phase, rows, total, percent: total ? Math.min(100, Math.round((rows / total) * 1000) / 10) : phase === 'done' ? 100 : null };
      await job.updateProgress(progress);
    };
    await report('reading', 0);

    const requestId = randomUUID();
    const source = await openRowStream(
      `${base.replace(/\/+$/, '')}${data.source.path}`,
      serviceCallHeaders(options.identitySecret, options.serviceName, requestId),
      {
        timeoutMs: options.sourceTimeoutMs,
        idleTimeoutMs: options.sourceIdleTimeoutMs,
      },
    );
    progress = { ...progress, total: source.total };
    if (data.format === 'pdf' && source.total !== null && source.total > options.pdfMaxRows) {
      source.cancel();
      throw new UnrecoverableError(`a pdf report holds at most ${options.pdfMaxRows} rows; this one has ${source.total}: export it as xlsx or csv`);
    }

    const key = reportExportObjectKey(data.owner, data.exportId, data.format);
    const contentType = REPORT_CONTENT_TYPES[data.format];
    const out = byteCounter();
    const uploaded = options.store.put(key, out, contentType);
    // Awaited below; until then a failing upload must not count as an unhandled rejection.
    uploaded.catch(() => undefined);
    const writer = createReportWriter(data.format, out, {
      title: REPORT_TYPES[data.reportType].title[data.language],
      columns: reportColumns(data.reportType, data.language),
      ...(options.pdfFont ? { pdfFont: options.pdfFont } : {}),
    });

    let rows = 0;
    try {
      for await (const row of source.rows) {
        if (data.format === 'pdf' && rows >= options.pdfMaxRows) {
          throw new UnrecoverableError(`a pdf report holds at most ${options.pdfMaxRows} rows: export it as xlsx or csv`);
        }
        await writer.addRow(row);
        rows += 1;
        if (rows % options.progressEvery === 0) await report('writing', rows);
      }
      await report('uploading', rows);
      await writer.finish();
      await uploaded;
    } catch (error) {
      source.cancel();
      // Stops the upload (lib-storage aborts the multipart upload; the store removes the key).
      out.destroy(error as Error);
      await uploaded.catch(() => undefined);
      log.warn({ rows, requestId, err: (error as Error).message }, 'report export attempt failed');
      if (error instanceof RowSourceError || error instanceof UnrecoverableError) throw error;
      throw new Error(`the report could not be written: ${(error as Error).message}`);
    }

    await report('done', rows);
    const result: TReportExportResult = {
      objectKey: key,
      bytes: out.bytes,
      rows,
      contentType,
      fileName: reportExportFileName(data),
      completedAt: new Date().toISOString(),
    };
    log.info({ rows, bytes: out.bytes, ms: Date.now() - started, requestId }, 'report exported');
    return result;
  };
}
