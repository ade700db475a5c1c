/** The longest name kept (contracts: ZSubmissionFileSchema.name, ZComplianceDocumentSchema.name). */
const NAME_MAX = 255;

/**
 * Unicode's bidirectional controls (embeddings and overrides U+202A-U+202E, isolates U+2066-U+2069,
 * the marks U+200E, U+200F and U+061C): with U+202E `report\u202Efdp.exe` reads as `reportexe.pdf`,
 * so a name never keeps them (issue 24 item 6).
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

/**
 * The name an upload is kept under: the last path segment of what the client sent, without control
 * characters, bidirectional controls or the characters of a path, trimmed to 255 characters (keeping
 * the extension), or `file` when nothing is left.
 */
export function cleanFileName(raw: string | undefined): string {
  const last = (raw ?? '').split(/[\\/]/).pop() ?? '';
  let name = last
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f"<>|:*?]/g, '')
    .replace(BIDI_CONTROLS, '')
    .replace(/\s+/g, ' ')
    .trim();
  name = name.replace(/^\.+/, '');
  if ([...name].length > NAME_MAX) {
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name = [...name.slice(0, name.length - extension.length)].slice(0, NAME_MAX - extension.length).join('') + extension;
  }
  return name || 'file';
}

/**
 * `Content-Disposition` of a download: always `attachment` (a browser never renders it inline on
 * our origin), with an ASCII fallback name and the real one in RFC 5987 form.
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_') || 'file';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
