import { Readable } from 'node:stream';

/**
 * A file's type read from its first bytes, never from its name or the type a client declares
 * (docs/decisions/083-file-type-and-size-checks.md): the binary formats by their magic numbers, text
 * by being valid UTF-8 without control characters. Each service decides which of these it accepts.
 */

/** Bytes of the file's start read before deciding its type (enough for every signature below and a text sample). */
export const SNIFF_BYTES = 4_096;

const startsWith = (head: Buffer, signature: number[], offset = 0) =>
  head.length >= offset + signature.length && signature.every((byte, i) => head[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The binary formats known by their magic numbers. */
export const BINARY_SIGNATURES = [
  { type: 'application/pdf', test: (h: Buffer) => startsWith(h, ascii('%PDF-')) },
  { type: 'image/png', test: (h: Buffer) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/jpeg', test: (h: Buffer) => startsWith(h, [0xff, 0xd8, 0xff]) },
  { type: 'image/gif', test: (h: Buffer) => startsWith(h, ascii('GIF87a')) || startsWith(h, ascii('GIF89a')) },
  { type: 'image/webp', test: (h: Buffer) => startsWith(h, ascii('RIFF')) && startsWith(h, ascii('WEBP'), 8) },
  // A local file header, or the end record of an empty archive.
  { type: 'application/zip', test: (h: Buffer) => startsWith(h, [0x50, 0x4b, 0x03, 0x04]) || startsWith(h, [0x50, 0x4b, 0x05, 0x06]) },
] as const;
export type BinaryFileType = (typeof BINARY_SIGNATURES)[number]['type'];

/** The binary type the bytes say, or null when they match none of the signatures. */
export function sniffBinaryType(head: Buffer): BinaryFileType | null {
  for (const { type, test } of BINARY_SIGNATURES) if (test(head)) return type;
  return null;
}

/**
 * Text: valid UTF-8 (a sequence cut by the end of the sample is fine) without NUL or control
 * characters other than tab, line feed, form feed and carriage return. An optional BOM is allowed.
 */
export function looksLikeText(head: Buffer, complete: boolean): boolean {
  const at = (index: number): number => head[index] ?? 0;
  let i = head.length >= 3 && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf ? 3 : 0;
  while (i < head.length) {
    const byte = at(i);
    if (byte < 0x80) {
      if (byte === 0x7f || (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d)) return false;
      i += 1;
      continue;
    }
    const length = byte >= 0xc2 && byte <= 0xdf ? 2 : byte >= 0xe0 && byte <= 0xef ? 3 : byte >= 0xf0 && byte <= 0xf4 ? 4 : 0;
    if (length === 0) return false;
    if (i + length > head.length) return !complete; // cut by the sample's end
    for (let k = 1; k < length; k++) if ((at(i + k) & 0xc0) !== 0x80) return false;
    // Overlong 3-byte forms and surrogates, overlong 4-byte forms and code points past U+10FFFF.
    if (byte === 0xe0 && at(i + 1) < 0xa0) return false;
    if (byte === 0xed && at(i + 1) > 0x9f) return false;
    if (byte === 0xf0 && at(i + 1) < 0x90) return false;
    if (byte === 0xf4 && at(i + 1) > 0x8f) return false;
    i += length;
  }
  return true;
}

/** Reads a stream's first `bytes` (or all of it when shorter) and leaves the rest unread, paused. */
export function readHead(stream: Readable, bytes: number): Promise<{ head: Buffer; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const finish = (ended: boolean) => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
      resolve({ head: Buffer.concat(chunks), ended });
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= bytes) {
        stream.pause();
        finish(false);
      }
    };
    const onEnd = () => finish(true);
    const onError = (error: Error) => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      reject(error);
    };
    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('error', onError);
  });
}

/**
 * Reads a stream's first `bytes` to decide on them, and gives back the whole stream again (`body`:
 * those bytes, then the rest as it arrives), so a check on the start never costs reading all of it.
 */
export async function peekHead(stream: Readable, bytes: number): Promise<{ head: Buffer; ended: boolean; body: Readable }> {
  const { head, ended } = await readHead(stream, bytes);
  async function* whole(): AsyncGenerator<Buffer> {
    if (head.length > 0) yield head;
    if (!ended) for await (const chunk of stream) yield chunk as Buffer;
  }
  return { head, ended, body: Readable.from(whole(), { objectMode: false }) };
}
