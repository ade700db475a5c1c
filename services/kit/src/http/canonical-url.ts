/**
 * The one form of a request's path that every check and the router read (ARCHITECTURE.md: "the
 * gateway normalises the path once"). Checks that read the raw URL while the router decodes it can
 * be walked around (`/api/v1/%61dmin` reached the admin routes with a challenger's token).
 *
 * - percent-decoded once (a `%2F` becomes a separator), then each segment re-encoded the one way
 *   `encodeURIComponent` does, so `/%61pi` and `/api` are the same path;
 * - empty and `.` segments dropped, `..` resolved (`//api/x/../y` is `/api/y`);
 * - under `/api` lower-cased: the API's paths are lower-case and its ids are UUIDs, compared in
 *   lower case everywhere (a page or an asset path keeps its case);
 * - a trailing slash kept, the query string untouched.
 *
 * `null` when the path cannot be one: a malformed escape, a `%` left after decoding (double
 * encoding), a NUL, control character or backslash, a `..` above the root, or over `MAX_PATH`.
 */
export const MAX_PATH_LENGTH = 2_048;

// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const FORBIDDEN = /[\u0000-\u001f\u007f\\%]/;

export function canonicalUrl(url: string): string | null {
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  if (rawPath.length > MAX_PATH_LENGTH || !rawPath.startsWith('/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (FORBIDDEN.test(decoded)) return null;
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return null;
      segments.pop();
      continue;
    }
    segments.push(segment);
  }
  const underApi = segments[0]?.toLowerCase() === 'api';
  const encoded = segments.map((s) => encodeURIComponent(underApi ? s.toLowerCase() : s));
  const trailing = decoded.length > 1 && decoded.endsWith('/') && segments.length > 0 ? '/' : '';
  return `/${encoded.join('/')}${trailing}${query}`;
}

/** Where a request whose path cannot be made canonical is routed: it answers 400 in the envelope. */
export const INVALID_PATH_ROUTE = '/__invalid-path';
