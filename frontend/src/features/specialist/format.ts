/** How the workspace writes money, dates and months in the interface language (amounts are whole won). */

export function won(amount: number, lng: string | undefined): string {
  return new Intl.NumberFormat(lng ?? 'ko', { style: 'currency', currency: 'KRW', maximumFractionDigits: 0 }).format(amount);
}

/** A day: a date-only `YYYY-MM-DD` is that calendar day (not UTC midnight), a moment its local day. */
export function day(iso: string, lng: string | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const at = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : at.toLocaleDateString(lng);
}

export function dateTime(iso: string, lng: string | undefined): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : at.toLocaleString(lng, { dateStyle: 'medium', timeStyle: 'short' });
}

/** `2026-11` as "Nov 2026" / "2026년 11월". */
export function month(key: string, lng: string | undefined, style: 'short' | 'long' = 'short'): string {
  const m = /^(\d{4})-(\d{2})$/.exec(key);
  if (!m) return key;
  return new Intl.DateTimeFormat(lng, { year: 'numeric', month: style }).format(new Date(Number(m[1]), Number(m[2]) - 1, 1));
}

/** A language's name for an ISO 639-1 code, in the interface language (`vi` -> "베트남어"). */
export function languageName(code: string, lng: string | undefined): string {
  try {
    return new Intl.DisplayNames([lng ?? 'ko'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A percentage with at most one decimal. */
export function percent(value: number, lng: string | undefined): string {
  return new Intl.NumberFormat(lng, { maximumFractionDigits: 1 }).format(value) + '%';
}
