import { extractProfile } from '../../src/domain/applicant-profile';
import { findChangePaths } from '../../src/domain/engines/index';
import { mapFormToAssessmentInput } from '../../src/domain/mappers/index';
import { TODAY, sample } from './fixtures';
import { score } from './helpers';

function inputOf(visaType: string, applicationType: string, form: Record<string, unknown>): unknown {
  return mapFormToAssessmentInput(visaType, applicationType, form, { today: TODAY }).input;
}

const targets = (visaType: string, input: unknown, visaSubtype?: string, applicationType: 'NEW' | 'EXTENSION' | 'CHANGE' = 'CHANGE') =>
  findChangePaths(visaType, input, { today: TODAY, visaSubtype, applicationType }).map((p) => `${p.visaType}/${p.visaSubtype ?? ''}`);

/** The E-7-4 path of an assessment, open or not, or undefined when none is shown. */
const e74 = (visaType: string, applicationType: 'NEW' | 'EXTENSION' | 'CHANGE', form: Record<string, unknown>) =>
  findChangePaths(visaType, inputOf(visaType, applicationType, form), { today: TODAY, applicationType }).find((p) => p.visaSubtype === 'E-7-4');

const E9_WORKER = {
  personalInfo: { nationality: 'Vietnam', age: '30' },
  industryType: 'MANUFACTURING',
  educationInfo: { highestDegree: 'BACHELOR' },
  experienceInfo: { koreanWorkExperience: '5' },
  employmentInfo: { salary: '32000000' },
  topikLevel: '3',
};
const conditionsOf = (path: ReturnType<typeof e74>) => path?.missingConditions.map((c) => c.condition);

describe('change-of-status paths', () => {
  it('never proposes a downgrade nor the status held: an E-7 holder assessed for F-2-7 is offered neither D-10 nor E-7, nor F-2-7 itself', () => {
    const { applicationType, form } = sample('F-2');
    const r = score('F-2', applicationType, form);
    const offered = r.changePaths.map((p) => `${p.visaType}/${p.visaSubtype ?? ''}`);
    expect(offered).not.toContain('D-10/D-10-1');
    expect(offered.filter((t) => t.startsWith('E-7'))).toEqual([]);
    expect(offered).not.toContain('F-2/F-2-7');
  });

  it('proposes E-7-4 to an E-9 worker with 5 years in Korea, TOPIK 3 and 32M, and neither D-10 nor E-7-1', () => {
    const input = inputOf('E-9', 'EXTENSION', E9_WORKER);
    expect(extractProfile('E-9', input)).toMatchObject({ currentVisa: 'E-9', koreanWorkYears: 5, topikLevel: 3, annualIncome: 32_000_000 });
    expect(targets('E-9', input, undefined, 'EXTENSION')).toEqual(['E-7/E-7-4']);
    expect(e74('E-9', 'EXTENSION', E9_WORKER)).toMatchObject({ eligible: true, missingConditions: [] });
  });

  it('does not propose E-7-4 to a worker whose current status is not E-9, E-10 or H-2', () => {
    const input = inputOf('D-10', 'CHANGE', {
      currentVisa: 'D-2',
      experienceInfo: { koreanWorkExperience: '4' },
      languageInfo: { topikLevel: '2' },
      employmentInfo: { expectedSalary: '30000000' },
    });
    expect(findChangePaths('D-10', input, { today: TODAY })).not.toContainEqual(expect.objectContaining({ visaSubtype: 'E-7-4' }));
  });

  it('assumes no status for a new applicant abroad: a new E-7 applicant is not proposed F-2-7, which needs a status in Korea', () => {
    const input = inputOf('E-7', 'NEW', sample('E-7').form);
    expect(targets('E-7', input, undefined, 'NEW')).toEqual([]);
    expect(targets('E-7', input, undefined, 'EXTENSION')).toContain('F-2/F-2-7');
  });

  it('proposes F-5 and nothing below to an F-2-7 holder of 4 years earning above the GNI', () => {
    const input = inputOf('F-2', 'EXTENSION', {
      visaSubtype: 'F-2-7',
      currentVisa: 'F-2-7',
      stayDuration: '4',
      personalInfo: { age: '33' },
      education: { level: 'MASTER' },
      korean: { topik: '5' },
      income: { annual: '70000000' },
    });
    expect(targets('F-2', input, 'F-2-7')).toEqual(['F-5/F-5-16']);
  });

  it('proposes F-2-99 to an E-7 holder of 5 years with KIIP 4, income and assets, and not with a criminal record', () => {
    const form = { currentVisa: 'E-7', stayDuration: '5', korean: { kiip: '4' }, income: { annual: '45000000' }, financialInfo: { assets: '30000000' } };
    expect(targets('F-2', inputOf('F-2', 'CHANGE', { ...form, visaSubtype: 'F-2-R' }), 'F-2-R')).toContain('F-2/F-2-99');
    const record = inputOf('F-2', 'CHANGE', { ...form, visaSubtype: 'F-2-R', personalInfo: { criminalRecord: 'YES' } });
    expect(targets('F-2', record, 'F-2-R')).not.toContain('F-2/F-2-99');
  });

  it('proposes D-10 to a foreign graduate on a short visit and E-7-1 when the pay reaches 80% of the GNI', () => {
    const graduate = {
      currentVisa: 'C-3',
      personalInfo: { nationality: 'Japan', age: '27' },
      educationInfo: { highestDegree: 'MASTER' },
      experienceInfo: { yearsOfExperience: '3' },
      languageInfo: { topikLevel: '4' },
    };
    expect(targets('E-3', inputOf('D-10', 'CHANGE', graduate))).toEqual(['D-10/D-10-1']);
    expect(targets('E-3', inputOf('D-10', 'CHANGE', { ...graduate, employmentInfo: { expectedSalary: '45000000' } }))).toEqual(['D-10/D-10-1', 'E-7/E-7-1']);
  });

  it('proposes nothing to an applicant who qualifies for no other type', () => {
    expect(score('E-8', 'NEW', sample('E-8').form).changePaths).toEqual([]);
  });

  it('reads the same facts from the inputs of different visa types', () => {
    const d10 = extractProfile('D-10', inputOf('D-10', 'NEW', sample('D-10').form));
    expect(d10).toMatchObject({ age: 26, highestDegree: 'BACHELOR', topikLevel: 3, currentVisa: 'D-10', currentVisaGiven: false });
    const e7 = extractProfile('E-7', inputOf('E-7', 'NEW', sample('E-7').form));
    expect(e7).toMatchObject({ highestDegree: 'MASTER', experienceYears: 2, annualIncome: 52_000_000, nationality: 'Vietnam' });
  });
});

describe("the E-9 worker's way up: E-7-4 with its conditions (issue 24 item 22)", () => {
  const employed = { ...E9_WORKER, employmentInfo: { salary: '32000000', currentStatus: 'EMPLOYED' } };

  it('opens E-7-4 to an E-9 worker of 5 years in work, with TOPIK 3, 32M and 205 K-points', () => {
    const path = e74('E-9', 'EXTENSION', employed);
    expect(path).toMatchObject({ visaType: 'E-7', visaSubtype: 'E-7-4', eligible: true, missingConditions: [] });
    expect(path?.reasonText.en).toContain('205 K-points');
  });

  it.each([
    ['3 years of work on E-9, E-10 or H-2 instead of 4', { experienceInfo: { koreanWorkExperience: '3' } }, ['workYears'], '(now 3)'],
    ['no current employment', { employmentInfo: { salary: '32000000', currentStatus: 'UNEMPLOYED' } }, ['employment'], 'in work now'],
    [
      'a wage under 26M (which also costs the income points)',
      { employmentInfo: { salary: '25000000', currentStatus: 'EMPLOYED' } },
      ['wage', 'points'],
      '26,000,000 KRW',
    ],
    ['Korean under TOPIK or KIIP 2', { topikLevel: '1' }, ['korean', 'points'], 'TOPIK level 2'],
    [
      '160 K-points: TOPIK 2 and 26M meet each minimum but not the 200-point mark',
      { topikLevel: '2', employmentInfo: { salary: '26000000' } },
      ['points'],
      '40 short',
    ],
  ])('shows E-7-4 as not open yet, naming what is missing, to an E-9 worker with %s', (_case, patch, missing, words) => {
    const path = e74('E-9', 'EXTENSION', { ...employed, ...patch });
    expect(path).toMatchObject({ visaType: 'E-7', visaSubtype: 'E-7-4', eligible: false });
    expect(conditionsOf(path)).toEqual(missing);
    expect(path?.missingConditions.map((c) => c.text.en).join(' ')).toContain(words);
    for (const c of path?.missingConditions ?? []) expect(c.text.ko).toMatch(/[가-힣]/);
  });

  it('names every condition missing at once, in the order years, employment, wage, Korean, points', () => {
    const path = e74('E-9', 'EXTENSION', { personalInfo: { age: '30' }, employmentInfo: { currentStatus: 'UNEMPLOYED' } });
    expect(conditionsOf(path)).toEqual(['workYears', 'employment', 'wage', 'korean', 'points']);
    expect(path?.missingConditions.find((c) => c.condition === 'wage')?.text.en).toContain('not given');
    expect(path?.reasonText.en).toContain('5 conditions');
  });

  it('counts an E-9 worker who names no employment status as employed (E-9 is held through an employer)', () => {
    expect(e74('E-9', 'EXTENSION', E9_WORKER)?.eligible).toBe(true);
  });

  it('reads the change of workplace (an E-9 CHANGE without a current status named) as holding E-9', () => {
    expect(e74('E-9', 'CHANGE', { ...employed, targetIndustry: 'MANUFACTURING' })).toMatchObject({ eligible: true });
    expect(conditionsOf(e74('E-9', 'CHANGE', { ...employed, topikLevel: '0', targetIndustry: 'MANUFACTURING' }))).toEqual(['korean', 'points']);
  });

  it('shows no E-7-4 path to a new E-9 applicant abroad, who holds no status in Korea', () => {
    expect(e74('E-9', 'NEW', employed)).toBeUndefined();
  });

  it('shows E-7-4 to an H-2 or E-10 holder assessed for another type, and to no holder of another status', () => {
    const form = { currentVisa: 'H-2', personalInfo: { age: '30' }, experienceInfo: { koreanWorkExperience: '2' }, languageInfo: { topikLevel: '3' } };
    expect(conditionsOf(e74('D-10', 'CHANGE', form))).toEqual(expect.arrayContaining(['workYears']));
    expect(e74('D-10', 'CHANGE', { ...form, currentVisa: 'E-10' })?.eligible).toBe(false);
    expect(e74('D-10', 'CHANGE', { ...form, currentVisa: 'D-2' })).toBeUndefined();
  });

  it('gives every other path as open, with nothing missing', () => {
    const input = inputOf('F-2', 'EXTENSION', {
      visaSubtype: 'F-2-7',
      currentVisa: 'F-2-7',
      stayDuration: '4',
      personalInfo: { age: '33' },
      education: { level: 'MASTER' },
      korean: { topik: '5' },
      income: { annual: '70000000' },
    });
    const paths = findChangePaths('F-2', input, { today: TODAY, visaSubtype: 'F-2-7', applicationType: 'EXTENSION' });
    expect(paths.map((p) => [p.visaSubtype, p.eligible, p.missingConditions])).toEqual([['F-5-16', true, []]]);
  });

  it('puts the E-7-4 path with what is missing in the result of an E-9 extension', () => {
    const r = score('E-9', 'EXTENSION', { ...employed, topikLevel: '1' });
    expect(r.changePaths).toEqual([expect.objectContaining({ visaSubtype: 'E-7-4', eligible: false })]);
    expect(r.changePaths[0]!.reason).toBe(r.changePaths[0]!.reasonText.ko);
  });
});
