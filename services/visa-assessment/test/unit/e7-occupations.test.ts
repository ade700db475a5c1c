import { e7ReadOccupation } from '../../src/domain/engines/e7';
import { sample } from './fixtures';
import { rowOf, score } from './helpers';

/**
 * Issue 21 §3: the E-7 job is read against the official occupation list (contracts OCCUPATIONS).
 * "Shipbuilding welder" and "Hotel front desk clerk" were refused as not listed, though both are.
 */
describe('E-7 occupation from the official list', () => {
  const base = sample('E-7').form;
  // An E-7-2/E-7-3 applicant: fixed 25.15M floor, bachelor's with experience.
  const general = (jobCategory: string, job: Record<string, string>) =>
    score('E-7', 'NEW', { ...base, jobCategory, specificJobConfirmation: 'READY', salaryLevel: '30000000', ...job });

  it.each([
    ['Shipbuilding welder', 'E-7-3', '7430', '조선 용접공'],
    ['shipbuilding  WELDER', 'E-7-3', '7430', '조선 용접공'],
    ['조선용접공', 'E-7-3', '7430', '조선 용접공'],
    ['Hotel front desk clerk', 'E-7-2', '3922', '호텔 접수 사무원'],
    ['호텔 접수 사무원', 'E-7-2', '3922', '호텔 접수 사무원'],
  ])('accepts the free text %j as the listed %s occupation', (specificJob, jobCategory, code, nameKo) => {
    const r = general(jobCategory, { specificJob });
    const row = rowOf(r, 'occupation');
    expect(row.passed).toBe(true);
    expect(row.points).toBe(row.maxPoints);
    expect(row.applicantValue).toBe(code);
    expect(r.visaSubtype).toBe(jobCategory);
    expect(r.eligible).toBe(true);
    // The reasons name the official occupation and its sub-type.
    expect(r.recommendations.some((t) => t.includes(`${code} ${nameKo}`) && t.includes(jobCategory))).toBe(true);
    expect(r.recommendationTexts.some((t) => t.en.includes(`listed occupation ${code}`))).toBe(true);
  });

  it('reads the free text with its sub-type', () => {
    expect(e7ReadOccupation({ specificJob: 'Shipbuilding welder', specificJobCode: '' }, 'E-7-1')).toMatchObject({
      code: '7430',
      via: 'text',
      occupation: { subType: 'E-7-3', nameEn: 'Shipbuilding welder' },
    });
    expect(e7ReadOccupation({ specificJob: 'Hotel front desk clerk', specificJobCode: '' }, 'E-7-1').occupation?.subType).toBe('E-7-2');
  });

  it('accepts the code of the picker in specificJobCode, whatever specificJob says', () => {
    const r = general('E-7-3', { specificJobCode: '7430', specificJob: '' });
    expect(rowOf(r, 'occupation').passed).toBe(true);
    expect(rowOf(r, 'occupation').applicantValue).toBe('7430');
    expect(r.recommendations.some((t) => t.includes('7430 조선 용접공'))).toBe(true);
    expect(rowOf(general('E-7-2', { specificJobCode: 's3922', specificJob: 'anything' }), 'occupation').passed).toBe(true);
  });

  it('sends a listed job of another sub-type to that sub-type, by name', () => {
    const row = rowOf(general('E-7-2', { specificJob: 'Shipbuilding welder' }), 'occupation');
    expect(row.passed).toBe(false);
    expect(row.improvement?.en).toBe('7430 Shipbuilding welder is an E-7-3 occupation: assess it as E-7-3');
    expect(row.improvement?.ko).toContain('7430 조선 용접공');
  });

  it('refuses a code that is not on the list, from either field', () => {
    expect(rowOf(general('E-7-3', { specificJobCode: '9999' }), 'occupation').passed).toBe(false);
    expect(rowOf(general('E-7-1', { specificJob: 'Assembly-line worker (8591)' }), 'occupation').passed).toBe(false);
  });

  it('refuses a job that is not on the list, with the generic reason', () => {
    const row = rowOf(general('E-7-3', { specificJob: 'Assembly-line worker' }), 'occupation');
    expect(row.passed).toBe(false);
    expect(row.improvement?.en).toBe('The job must be on the E-7-3 occupation list');
  });

  it('names the candidates when the text fits several occupations of other sub-types', () => {
    // "software" is 2222 and 2223, both E-7-1: on E-7-2 neither is the only one of the sub-type.
    const row = rowOf(general('E-7-2', { specificJob: 'software' }), 'occupation');
    expect(row.passed).toBe(false);
    expect(row.improvement?.en).toBe('The job fits several listed occupations. Pick one: 2222 System software developer, 2223 Application software developer');
  });

  it('keeps reading a code inside the text (the sample "Software developer (2221)")', () => {
    const r = score('E-7', 'NEW', base);
    expect(rowOf(r, 'occupation').applicantValue).toBe('2221');
    expect(rowOf(r, 'occupation').passed).toBe(true);
  });
});
