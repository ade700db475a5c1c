import {
  COMPLIANCE_KINDS,
  COMPLIANCE_STATUSES,
  EMPLOYEE_IMPORT_COLUMNS,
  EMPLOYEE_SORTS,
  EMPLOYMENT_STATUSES,
  GATE_REASONS,
  GATE_VERDICTS,
  HIRING_STAGES,
} from '@tov/contracts';
import en from '../../src/features/company/locales/en.json';
import ja from '../../src/features/company/locales/ja.json';
import ko from '../../src/features/company/locales/ko.json';
import zh from '../../src/features/company/locales/zh.json';

// Every value of the company contracts' enums a screen words has a label in every language.
const GROUPS = {
  employmentStatus: EMPLOYMENT_STATUSES,
  complianceStatus: COMPLIANCE_STATUSES,
  complianceKind: COMPLIANCE_KINDS,
  complianceKindHint: COMPLIANCE_KINDS,
  sorts: EMPLOYEE_SORTS,
  fields: EMPLOYEE_IMPORT_COLUMNS,
  hiringStage: HIRING_STAGES,
  'hiring.moveTo': HIRING_STAGES,
  'hiring.verdict': GATE_VERDICTS,
  'hiring.gate': Object.keys(GATE_REASONS),
} as const;
const LOCALES = { ko, en, zh, ja } as Record<string, Record<string, unknown>>;

/** Every key of a locale, plural forms (`_one`, `_other`) counted once. */
function keys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k.replace(/_(one|other)$/, '')}`],
  );
}

describe.each(Object.keys(LOCALES))('the company workspace in %s', (language) => {
  it.each(Object.entries(GROUPS))('labels every %s of the contracts', (group, values) => {
    const labels = (group.split('.').reduce<unknown>((tree, k) => (tree as Record<string, unknown> | undefined)?.[k], LOCALES[language]) ?? {}) as Record<
      string,
      unknown
    >;
    expect(values.filter((v) => typeof labels[v] !== 'string' || labels[v] === '')).toEqual([]);
  });

  it('has exactly the keys of the Korean strings', () => {
    expect([...new Set(keys(LOCALES[language]!))].sort()).toEqual([...new Set(keys(LOCALES.ko!))].sort());
  });
});

it('writes the Korean, Chinese and Japanese strings in their own scripts', () => {
  const text = (tree: Record<string, unknown>): string =>
    Object.values(tree)
      .map((v) => (v && typeof v === 'object' ? text(v as Record<string, unknown>) : String(v)))
      .join(' ');
  expect(text(ko)).toMatch(/[\uAC00-\uD7AF]/);
  expect(text(zh)).not.toMatch(/[\uAC00-\uD7AF\u3040-\u30FF]/);
  expect(text(ja)).toMatch(/[\u3040-\u30FF]/);
  expect(text(ja)).not.toMatch(/[\uAC00-\uD7AF]/);
  expect(text(en)).not.toMatch(/[\uAC00-\uD7AF\u3040-\u30FF\u4E00-\u9FFF]/);
});

it("keys every gate reason where the contract's i18nKey names it", () => {
  for (const r of Object.values(GATE_REASONS)) expect(r.i18nKey).toBe(`company.hiring.gate.${r.code}`);
  expect((ko as { hiring: { gate: Record<string, string> } }).hiring.gate).toEqual(Object.fromEntries(Object.values(GATE_REASONS).map((r) => [r.code, r.ko])));
});
