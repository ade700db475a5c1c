import { SUBMISSION_FILE_EXTENSIONS, SUBMISSION_FILE_TYPES, type TSubmissionFileType } from '@tov/contracts';

/** Bytes of the file's start read before deciding its type (enough for every signature below and a text sample). */
export const SNIFF_BYTES = 4_096;

const startsWith = (head: Buffer, signature: number[], offset = 0) =>
  head.length >= offset + signature.length && signature.every((byte, i) => head[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Binary formats by their magic numbers. */
const SIGNATURES: Array<{ type: TSubmissionFileType; test: (head: Buffer) => boolean }> = [
  { type: 'application/pdf', test: (h) => startsWith(h, ascii('%PDF-')) },
  { type: 'image/png', test: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: 'image/jpeg', test: (h) => startsWith(h, [0xff, 0xd8, 0xff]) },
  { type: 'image/gif', test: (h) => startsWith(h, ascii('GIF87a')) || startsWith(h, ascii('GIF89a')) },
  { type: 'image/webp', test: (h) => startsWith(h, ascii('RIFF')) && startsWith(h, ascii('WEBP'), 8) },
  // A local file header, or the end record of an empty archive.
  { type: 'application/zip', test: (h) => startsWith(h, [0x50, 0x4b, 0x03, 0x04]) || startsWith(h, [0x50, 0x4b, 0x05, 0x06]) },
];

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

/** The type the bytes say, or null when they are none of the allowed ones. `complete`: `head` is the whole file. */
export function sniffType(head: Buffer, complete: boolean): 'text' | TSubmissionFileType | null {
  for (const { type, test } of SIGNATURES) if (test(head)) return type;
  return head.length > 0 && looksLikeText(head, complete) ? 'text' : null;
}

/** The allowed type a file name's extension stands for, or null for an unknown extension. */
export function typeOfName(name: string): TSubmissionFileType | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = name.slice(dot).toLowerCase();
  for (const type of SUBMISSION_FILE_TYPES) if (SUBMISSION_FILE_EXTENSIONS[type].includes(extension)) return type;
  return null;
}

/** `text/plain; charset=utf-8` -> `text/plain`. */
export function baseType(contentType: string | undefined): string {
  return (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
}

const isAllowed = (type: string): type is TSubmissionFileType => (SUBMISSION_FILE_TYPES as readonly string[]).includes(type);
const isText = (type: TSubmissionFileType) => type === 'text/plain' || type === 'text/markdown';

export type FileTypeVerdict = { ok: true; contentType: TSubmissionFileType } | { ok: false; code: 'FILE_TYPE_NOT_ALLOWED' | 'FILE_TYPE_MISMATCH' };

/**
 * Decides an upload's type from what the client declared (the part's Content-Type; empty or
 * `application/octet-stream` count as "not said", then the name's extension says it) and from its
 * first bytes. The declared type must be allowed; the bytes must be of that type (text for the
 * text types); a known extension of the name must agree too. The answer is the type recorded.
 */
export function decideFileType(declared: string | undefined, name: string, head: Buffer, complete: boolean): FileTypeVerdict {
  const byName = typeOfName(name);
  const said = baseType(declared);
  const claimed = said === '' || said === 'application/octet-stream' ? byName : said;
  if (!claimed || !isAllowed(claimed)) return { ok: false, code: 'FILE_TYPE_NOT_ALLOWED' };
  const sniffed = sniffType(head, complete);
  if (sniffed === null) return { ok: false, code: 'FILE_TYPE_MISMATCH' };
  const bytesAgree = sniffed === 'text' ? isText(claimed) : sniffed === claimed;
  if (!bytesAgree) return { ok: false, code: 'FILE_TYPE_MISMATCH' };
  if (byName && byName !== claimed && !(isText(byName) && isText(claimed))) return { ok: false, code: 'FILE_TYPE_MISMATCH' };
  return { ok: true, contentType: claimed };
}
