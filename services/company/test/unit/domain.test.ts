import { COMPLIANCE_STATUSES, COMPLIANCE_TRANSITIONS, REGULATION_LANGUAGES, type TComplianceStatus } from '@tov/contracts';
import { ArnCipher, maskArn } from '../../src/domain/arn';
import { canMove, isDue, visaExpiryKey } from '../../src/domain/compliance';
import { addDays, daysBetween } from '../../src/domain/dates';
import { headerProblems, parseEmployeeRow } from '../../src/domain/employee-csv';
import { findRegulations, REGULATIONS } from '../../src/domain/regulations';

const KEY = Buffer.alloc(32, 7).toString('base64');
const owner = { companyId: 'c1', employeeId: 'e1' };

describe('alien registration numbers', () => {
  const cipher = new ArnCipher(KEY);

  it('round-trips, with a fresh IV each time, and shows only the last four digits', () => {
    const a = cipher.encrypt('9001015234567', owner);
    const b = cipher.encrypt('9001015234567', owner);
    expect(a.equals(b)).toBe(false);
    expect(cipher.decrypt(a, owner)).toBe('9001015234567');
    expect(cipher.masked(a, owner)).toBe('******-***4567');
    expect(a.toString('latin1')).not.toContain('900101');
  });

  it('does not decrypt in another row, or under another key', () => {
    const stored = cipher.encrypt('9001015234567', owner);
    expect(() => cipher.decrypt(stored, { companyId: 'c1', employeeId: 'e2' })).toThrow();
    expect(() => cipher.decrypt(stored, { companyId: 'c2', employeeId: 'e1' })).toThrow();
    expect(new ArnCipher(Buffer.alloc(32, 8).toString('base64')).masked(stored, owner)).toBe('******-*******');
    expect(cipher.masked(null, owner)).toBeNull();
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => new ArnCipher(Buffer.alloc(16).toString('base64'))).toThrow(/32 bytes/);
  });

  it.each([
    ['900101-5234567', '******-***4567'],
    ['9001015234567', '******-***4567'],
    ['12', '******-*****12'],
  ])('masks %s as %s', (arn, masked) => expect(maskArn(arn)).toBe(masked));
});

describe('compliance moves (decision 137)', () => {
  const allowed = new Set(['open>in_progress', 'open>dismissed', 'in_progress>resolved', 'in_progress>dismissed']);
  const pairs = COMPLIANCE_STATUSES.flatMap((from) => COMPLIANCE_STATUSES.map((to) => [from, to] as [TComplianceStatus, TComplianceStatus]));
  it.each(pairs)('%s -> %s', (from, to) => expect(canMove(from, to)).toBe(allowed.has(`${from}>${to}`)));
  it('leaves resolved and dismissed final', () => {
    expect(COMPLIANCE_TRANSITIONS.resolved).toEqual([]);
    expect(COMPLIANCE_TRANSITIONS.dismissed).toEqual([]);
  });
});

describe('visa-expiry windows', () => {
  it.each([
    ['2027-03-01', '2026-12-01', 90, true],
    ['2027-03-02', '2026-12-01', 90, false],
    ['2026-11-01', '2026-12-01', 90, true],
    ['2027-03-31', '2026-12-01', 120, true],
  ])('expiry %s, today %s, lead %i days: due %s', (expiry, today, lead, due) => expect(isDue(expiry, today, lead)).toBe(due));

  it('keys an item by employee and expiry', () => {
    expect(visaExpiryKey('e1', '2027-01-31')).toBe('visa-expiry:e1:2027-01-31');
  });

  it('counts calendar days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysBetween('2026-11-29', '2027-02-27')).toBe(90);
    expect(daysBetween('2026-11-29', '2026-11-20')).toBe(-9);
  });
});

describe('CSV rows', () => {
  const row = {
    name: 'Tran A',
    nationality: 'Vietnam',
    position: 'Welder',
    startDate: '2024-01-02',
    visaType: 'E-9',
    visaExpiryDate: '2027-01-01',
    email: '',
    department: '',
  };

  it('reads a row with empty optional cells as absent fields', () => {
    const parsed = parseEmployeeRow(row, 2);
    expect(parsed).toEqual({ ok: true, value: expect.objectContaining({ name: 'Tran A', employmentStatus: 'active' }) });
    expect(parsed.ok && parsed.value.email).toBeUndefined();
  });

  it('names each error by its line and column', () => {
    const parsed = parseEmployeeRow({ ...row, visaType: 'X-1', position: '' }, 7);
    expect(parsed.ok ? [] : parsed.errors.map((e) => e.field).sort()).toEqual(['row 7.position', 'row 7.visaType']);
  });

  it('checks the header for required and unknown columns', () => {
    expect(headerProblems(['name', 'nationality', 'position', 'startDate', 'visaType', 'visaExpiryDate'])).toEqual([]);
    expect(headerProblems(['name', 'salary']).map((p) => p.field)).toEqual(
      expect.arrayContaining(['header.nationality', 'header.visaExpiryDate', 'header.salary']),
    );
  });
});

describe('the regulations catalogue', () => {
  it('gives every rule a title in each language, Korean and English summaries, a source and a date', () => {
    for (const rule of REGULATIONS) {
      for (const language of REGULATION_LANGUAGES) expect(rule.title[language].trim()).not.toBe('');
      expect(rule.summary.ko.trim()).not.toBe('');
      expect(rule.summary.en.trim()).not.toBe('');
      expect(rule.source.name.trim()).not.toBe('');
      expect(rule.recordedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(new Set(REGULATIONS.map((r) => r.id)).size).toBe(REGULATIONS.length);
  });

  it('lists a visa type with the rules for every employer, and searches in the language asked', () => {
    const e7 = findRegulations({ visaType: 'E-7', language: 'en' }).map((r) => r.id);
    expect(e7).toEqual(expect.arrayContaining(['employment-change-report', 'e7-employer-ratio']));
    expect(e7).not.toContain('e9-workplace-changes');
    expect(findRegulations({ language: 'ko', search: '외국인등록' }).map((r) => r.id)).toContain('alien-registration-90-days');
    expect(findRegulations({ language: 'zh' })[0]!.summaryLanguage).toBe('en');
  });
});
