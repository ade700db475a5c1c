import { PassThrough, Readable, pipeline } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { ZReportStreamHeaderSchema, type TReportRow } from '@tov/contracts';
import { UnrecoverableError } from 'bullmq';

/** A failure of the owner's row stream, worded for the owner (it becomes the job's error). */
export class RowSourceError extends Error {
  override name = 'RowSourceError';
}

export interface RowStream {
  /** From the stream's first line; null when the owner does not know it. */
  total: number | null;
  rows: AsyncIterable<TReportRow>;
  /** Stops reading (the connection is dropped). */
  cancel(): void;
}

/** Splits a byte stream into lines without holding more than one line (and the chunk being read). */
async function* lines(body: Readable): AsyncGenerator<string> {
  let pending = '';
  body.setEncoding('utf8');
  for await (const chunk of body as AsyncIterable<string>) {
    pending += chunk;
    let start = 0;
    for (let end = pending.indexOf('\n', start); end !== -1; end = pending.indexOf('\n', start)) {
      const line = pending.slice(start, end).trim();
      start = end + 1;
      if (line) yield line;
    }
    pending = pending.slice(start);
  }
  const last = pending.trim();
  if (last) yield last;
}

function isRow(value: unknown): value is TReportRow {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  for (const cell of Object.values(value)) {
    if (cell !== null && typeof cell !== 'string' && typeof cell !== 'number' && typeof cell !== 'boolean') return false;
  }
  return true;
}

/**
 * GETs the owner's NDJSON row stream (decision 142): `{ total }` first, then one object per row. The
 * body is read as it arrives, so only the rows being written are in memory. A refusal by the owner
 * (401/403/404) cannot heal by retrying and fails the job at once; a 5xx, a cut connection, a line
 * that is not a row or fewer rows than announced fails the attempt (retried).
 */
export async function openRowStream(url: string, headers: Record<string, string>, options: { timeoutMs: number; idleTimeoutMs: number }): Promise<RowStream> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new RowSourceError(`the row source did not answer within ${options.timeoutMs} ms`)), options.timeoutMs);
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: 'application/x-ndjson', ...headers }, signal: abort.signal });
  } catch (error) {
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    const reason = abort.signal.reason instanceof RowSourceError ? abort.signal.reason.message : (cause?.code ?? cause?.message ?? (error as Error).message);
    throw new RowSourceError(`the row source could not be reached: ${reason}`);
  } finally {
    clearTimeout(timer);
  }
  if (res.status !== 200 || !res.body) {
    await res.body?.cancel().catch(() => undefined);
    const message = `the row source answered ${res.status}`;
    if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429) throw new UnrecoverableError(message);
    throw new RowSourceError(message);
  }
  const body = watchIdle(Readable.fromWeb(res.body as unknown as WebReadableStream<Uint8Array>), options.idleTimeoutMs);
  const iterator = lines(body);
  const first = await iterator.next();
  const header = first.done ? undefined : ZReportStreamHeaderSchema.safeParse(safeJson(first.value));
  if (!header?.success) {
    body.destroy();
    throw new RowSourceError('the row source did not start with its { "total" } line');
  }
  const total = header.data.total;
  async function* rows(): AsyncGenerator<TReportRow> {
    let count = 0;
    try {
      for await (const line of iterator) {
        const row = safeJson(line);
        if (!isRow(row)) throw new RowSourceError(`row ${count + 1} of the row source is not an object of plain values`);
        count += 1;
        yield row;
      }
    } catch (error) {
      if (error instanceof RowSourceError) throw error;
      throw new RowSourceError(`the row source stopped after ${count} rows: ${(error as Error).message}`);
    }
    if (total !== null && count !== total) throw new RowSourceError(`the row source sent ${count} rows of the ${total} it announced`);
  }
  return { total, rows: rows(), cancel: () => body.destroy() };
}

/** The body, failed with a RowSourceError when nothing arrives for `idleMs` (a hung owner must not hold the job for ever). */
function watchIdle(body: Readable, idleMs: number): Readable {
  const watched = new PassThrough();
  const idle = setTimeout(() => body.destroy(new RowSourceError(`the row source sent nothing for ${idleMs} ms`)), idleMs);
  body.on('data', () => idle.refresh());
  pipeline(body, watched, () => clearTimeout(idle));
  return watched;
}

function safeJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}
