/** Server texts may be plain strings or per-language objects ({ ko, en, ... }); pick the interface language. */
export function localText(value: unknown, lng: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map((v) => localText(v, lng)).join(', ');
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    const base = lng.split('-')[0] ?? 'ko';
    if (typeof o[base] === 'string') return o[base] as string;
    if (typeof o.en === 'string' && base !== 'ko') return o.en;
    if (typeof o.ko === 'string') return o.ko;
    for (const k of ['title', 'message', 'description', 'label', 'name', 'text']) if (o[k] !== undefined) return localText(o[k], lng);
    return JSON.stringify(value);
  }
  return String(value);
}
