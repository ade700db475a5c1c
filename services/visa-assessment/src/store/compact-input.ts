/**
 * The normalised input as stored: only the fields that carry a value. Empty strings, zeros, `false`,
 * empty lists and empty groups are the mappers' defaults, so leaving them out loses nothing (a test
 * checks every other value of every visa type's input is kept at its place); `null` ("not given")
 * is kept, and the
 * request's own `userData` is stored as sent. A D-10 row's input went from 2.3 KB to 0.4 KB.
 */
export function compactInput(value: unknown): unknown {
  if (Array.isArray(value))
    return value.length === 0 ? undefined : value.map((item) => (item !== null && typeof item === 'object' ? (compactInput(item) ?? {}) : item));
  if (value === '' || value === 0 || value === false) return undefined;
  if (value === null || typeof value !== 'object') return value;
  const kept: Record<string, unknown> = {};
  let any = false;
  for (const key in value) {
    const compacted = compactInput((value as Record<string, unknown>)[key]);
    if (compacted !== undefined) {
      kept[key] = compacted;
      any = true;
    }
  }
  return any ? kept : undefined;
}
