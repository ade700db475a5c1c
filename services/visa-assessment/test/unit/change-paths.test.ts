import { extractProfile } from '../../src/domain/applicant-profile';
import { findChangePaths } from '../../src/domain/engines/index';
import { mapFormToAssessmentInput } from '../../src/domain/mappers/index';
import { TODAY, sample } from './fixtures';
import { score } from './helpers';

function inputOf(visaType: string, applicationType: string, form: Record<string, unknown>): unknown {
  return mapFormToAssessmentInput(visaType, applicationType, form, { today: TODAY }).input;
}

describe('change-of-status paths', () => {
  it('proposes D-10 and E-7 to a master\'s graduate assessed for F-2-7, but never F-2-7 itself', () => {
    const { applicationType, form } = sample('F-2');
    const r = score('F-2', applicationType, form);
    const targets = r.changePaths.map((p) => `${p.visaType}/${p.visaSubtype ?? ''}`);
    expect(targets).toContain('D-10/');
    expect(targets).toContain('E-7/E-7-1');
    expect(targets).not.toContain('F-2/F-2-7');
    for (const p of r.changePaths) expect(p.reason).not.toBe('');
  });

  it('proposes E-7-4 to an E-9 worker with 4 years in Korea, TOPIK 2 and an offer of 30M', () => {
    const input = inputOf('D-10', 'CHANGE', {
      currentVisa: 'E-9',
      personalInfo: { nationality: 'Vietnam', age: '30' },
      experienceInfo: { koreanWorkExperience: '4' },
      languageInfo: { topikLevel: '2' },
      employmentInfo: { expectedSalary: '30000000' },
    });
    expect(extractProfile('D-10', input)).toMatchObject({ currentVisa: 'E-9', koreanWorkYears: 4, topikLevel: 2, annualIncome: 30_000_000 });
    expect(findChangePaths('D-10', input, { today: TODAY })).toContainEqual(expect.objectContaining({ visaType: 'E-7', visaSubtype: 'E-7-4' }));
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

  it('proposes F-2-99 after 7 years of stay and not to an applicant with a criminal record', () => {
    const long = inputOf('F-2', 'CHANGE', { visaSubtype: 'F-2-7', stayDuration: '7' });
    expect(findChangePaths('F-2', long, { today: TODAY, visaSubtype: 'F-2-7' })).toContainEqual(
      expect.objectContaining({ visaType: 'F-2', visaSubtype: 'F-2-99' }),
    );
    const record = inputOf('F-2', 'CHANGE', { visaSubtype: 'F-2-7', stayDuration: '7', personalInfo: { criminalRecord: 'YES' } });
    expect(findChangePaths('F-2', record, { today: TODAY, visaSubtype: 'F-2-7' })).not.toContainEqual(
      expect.objectContaining({ visaSubtype: 'F-2-99' }),
    );
  });

  it('proposes nothing to an applicant who qualifies for no other type', () => {
    expect(score('E-8', 'NEW', sample('E-8').form).changePaths).toEqual([]);
  });

  it('reads the same facts from the inputs of different visa types', () => {
    const d10 = extractProfile('D-10', inputOf('D-10', 'NEW', sample('D-10').form));
    expect(d10).toMatchObject({ age: 26, highestDegree: 'BACHELOR', topikLevel: 3, currentVisa: 'D-10' });
    const e7 = extractProfile('E-7', inputOf('E-7', 'NEW', sample('E-7').form));
    expect(e7).toMatchObject({ highestDegree: 'MASTER', experienceYears: 2, annualIncome: 52_000_000, nationality: 'Vietnam' });
  });
});
