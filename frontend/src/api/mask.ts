const SENSITIVE_KEY = /pass(word)?|token|authorization|secret|cookie|invitecode/i;
export const MASK = '***';

/** Deep copy with passwords and tokens replaced, for debug logs (spec 000 §8). */
export function maskSensitive(value: unknown, depth = 0): unknown {
  if (depth > 6) return '[…]';
  if (typeof value === 'string') return value.replace(/Bearer\s+[A-Za-z0-9._~+/=-]+/g, `Bearer ${MASK}`);
  if (Array.isArray(value)) return value.map((v) => maskSensitive(v, depth + 1));
  if (value && typeof value === 'object') {
    if (typeof FormData !== 'undefined' && value instanceof FormData) return '[FormData]';
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
      out[key] = SENSITIVE_KEY.test(key) && v !== undefined && v !== null && v !== '' ? MASK : maskSensitive(v, depth + 1);
    }
    return out;
  }
  return value;
}

let debugEnabled = false;
export function setDebugLogging(enabled: boolean): void {
  debugEnabled = enabled;
}
export function debugLog(message: string, payload?: unknown): void {
  if (!debugEnabled) return;
  // Debug output on request only (setDebugLogging), always masked.
  // eslint-disable-next-line no-console
  console.debug(`[http] ${message}`, payload === undefined ? '' : maskSensitive(payload));
}
