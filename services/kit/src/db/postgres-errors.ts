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

export const UNIQUE_VIOLATION = '23505';
export const EXCLUSION_VIOLATION = '23P01';

/**
 * A write refused because the row exists already (Prisma's P2002, or SQLSTATE 23505 from a raw
 * statement): the caller reads what is there (a race it lost) or answers 409.
 */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'P2002' || postgresCodeOf(error) === UNIQUE_VIOLATION;
}
