import { EMPLOYEE_IMPORT_COLUMNS, ZEmployeeInputSchema, type TEmployeeInput, type TFieldError } from '@tov/contracts';

/** Columns a CSV must have (the others may be missing or left empty). */
export const REQUIRED_COLUMNS = ['name', 'nationality', 'position', 'startDate', 'visaType', 'visaExpiryDate'] as const;

/** The header's problems: a required column missing, or a column the import does not know. */
export function headerProblems(header: readonly string[]): TFieldError[] {
  const known = new Set<string>(EMPLOYEE_IMPORT_COLUMNS);
  return [
    ...REQUIRED_COLUMNS.filter((c) => !header.includes(c)).map((c) => ({ field: `header.${c}`, message: `필수 열 '${c}'이(가) 없습니다.` })),
    ...header
      .filter((c) => !known.has(c))
      .map((c) => ({ field: `header.${c}`, message: `알 수 없는 열 '${c}'입니다. 사용할 수 있는 열: ${EMPLOYEE_IMPORT_COLUMNS.join(', ')}` })),
  ];
}

/**
 * One CSV record as an employee, or its errors named `row N.column` (N: the file's line number, the
 * header being line 1). Empty cells are left out, so optional fields stay empty and required ones say so.
 */
export function parseEmployeeRow(record: Record<string, string>, row: number): { ok: true; value: TEmployeeInput } | { ok: false; errors: TFieldError[] } {
  const fields = Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined && v.trim() !== ''));
  const parsed = ZEmployeeInputSchema.safeParse(fields);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, errors: parsed.error.issues.map((issue) => ({ field: `row ${row}.${issue.path.join('.') || 'row'}`, message: issue.message })) };
}
