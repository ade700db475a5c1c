import { SUBMISSION_FILE_EXTENSIONS, SUBMISSION_FILE_TYPES, type TSubmissionFileType } from '@tov/contracts';
import { looksLikeText, sniffBinaryType } from '@tov/kit';

/** The signatures and the text test are the kit's (files/file-signatures.ts); what a submission may be is ours. */
export { looksLikeText, SNIFF_BYTES } from '@tov/kit';

/** The type the bytes say, or null when they are none of the allowed ones. `complete`: `head` is the whole file. */
export function sniffType(head: Buffer, complete: boolean): 'text' | TSubmissionFileType | null {
  const binary = sniffBinaryType(head);
  if (binary) return (SUBMISSION_FILE_TYPES as readonly string[]).includes(binary) ? (binary as TSubmissionFileType) : null;
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
