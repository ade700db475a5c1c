/**
 * The SQLSTATE of a Postgres error as Prisma's driver adapter reports it (`23P01` exclusion
 * violation, `23505` unique violation), wherever in the error it sits; undefined otherwise.
 */
export function postgresCodeOf(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 4) return undefined;
  const e = error as {
    code?: unknown;
    originalCode?: unknown;
    meta?: { code?: unknown; driverAdapterError?: { cause?: { originalCode?: unknown } } };
    cause?: unknown;
  };
  for (const candidate of [e.originalCode, e.meta?.driverAdapterError?.cause?.originalCode, e.meta?.code]) {
    if (typeof candidate === 'string' && /^[0-9A-Z]{5}$/.test(candidate)) return candidate;
  }
  if (typeof e.code === 'string' && /^[0-9]{2}[0-9A-Z]{3}$/.test(e.code) && !e.code.startsWith('P')) return e.code;
  return postgresCodeOf(e.cause, depth + 1);
}

export const EXCLUSION_VIOLATION = '23P01';
