import { evaluateAssessment } from '../../src/domain/engines/index';
import { mapFormToAssessmentInput } from '../../src/domain/mappers/index';
import { D10_SPEC_V1 } from '../../src/domain/rule-sets/d10';
import { TODAY, patched } from './fixtures';

// A D-10 applicant who earns nothing on any row: no degree, no experience, no Korean, age 50.
const NOTHING = { personalInfo: { age: '50' } };

function evaluate(form: Record<string, unknown>) {
  const mapped = mapFormToAssessmentInput('D-10', 'NEW', form, { today: TODAY });
  if (!mapped.supported) throw new Error('D-10 not supported');
  return evaluateAssessment('D-10', 'NEW', mapped.input, { today: TODAY, includeChangePaths: false, ruleSet: 'spec' });
}

function pointsOf(form: Record<string, unknown>, criterion: string): number {
  const row = evaluate(patched(NOTHING, form)).breakdown.find((b) => b.criterion === criterion);
  if (!row) throw new Error(`no row ${criterion}`);
  return row.points;
}

describe('D-10 points table (spec 001 §5), one case per row', () => {
  it.each([
    ['Highest degree DOCTORATE', 'degree', { educationInfo: { highestDegree: 'DOCTORATE' } }, 35],
    ['MASTER', 'degree', { educationInfo: { highestDegree: 'MASTER' } }, 30],
    ['BACHELOR', 'degree', { educationInfo: { highestDegree: 'BACHELOR' } }, 25],
    ['ASSOCIATE', 'degree', { educationInfo: { highestDegree: 'ASSOCIATE' } }, 20],
    ['other degree', 'degree', { educationInfo: { highestDegree: 'HIGH_SCHOOL' } }, 15],
    ['Korean degree +10', 'koreanDegree', { educationInfo: { isKoreanDegree: 'true' } }, 10],
    ['Experience 5+ years', 'experience', { experienceInfo: { yearsOfExperience: '5' } }, 15],
    ['Experience 3+ years', 'experience', { experienceInfo: { yearsOfExperience: '3' } }, 10],
    ['Experience 1+ years', 'experience', { experienceInfo: { yearsOfExperience: '1' } }, 5],
    ['Korean work 2+ years', 'koreanWork', { experienceInfo: { koreanWorkExperience: '2' } }, 10],
    ['Korean work 1+ years', 'koreanWork', { experienceInfo: { koreanWorkExperience: '1' } }, 5],
    ['TOPIK/KIIP score 5+', 'koreanAbility', { languageInfo: { topikLevel: '6' } }, 30],
    ['score 4', 'koreanAbility', { languageInfo: { kiipLevel: '4' } }, 25],
    ['score 3', 'koreanAbility', { languageInfo: { topikLevel: '3' } }, 20],
    ['TOPIK 2', 'koreanAbility', { languageInfo: { topikLevel: '2' } }, 10],
    ['otherwise level ADVANCED', 'koreanAbility', { languageInfo: { koreanLevel: 'ADVANCED' } }, 25],
    ['INTERMEDIATE', 'koreanAbility', { languageInfo: { koreanLevel: 'INTERMEDIATE' } }, 15],
    ['BASIC', 'koreanAbility', { languageInfo: { koreanLevel: 'BASIC' } }, 10],
    ['Age 20-29', 'age', { personalInfo: { age: '24' } }, 15],
    ['Age 30-34', 'age', { personalInfo: { age: '32' } }, 10],
    ['Age 35-39', 'age', { personalInfo: { age: '37' } }, 5],
    ['Bonus: Korean degree', 'bonusKoreanDegree', { educationInfo: { isKoreanDegree: 'true' } }, 10],
    ['Bonus: Korean work experience over 0', 'bonusKoreanWork', { experienceInfo: { koreanWorkExperience: '1' } }, 5],
  ])('scores the row "%s" (%s) at its points', (_row, criterion, form, expected) => {
    expect(pointsOf(form, criterion)).toBe(expected);
  });

  it.each([
    ['age 20, the lower edge of 20-29', 'age', { personalInfo: { age: '20' } }, 15],
    ['age 29, the upper edge of 20-29', 'age', { personalInfo: { age: '29' } }, 15],
    ['age 19, below the table', 'age', { personalInfo: { age: '19' } }, 0],
    ['age 40, above the table', 'age', { personalInfo: { age: '40' } }, 0],
    ['4 years of experience (3+)', 'experience', { experienceInfo: { yearsOfExperience: '4' } }, 10],
    ['no experience', 'experience', {}, 0],
    ['KIIP 2 without TOPIK 2 (TOPIK only, as written)', 'koreanAbility', { languageInfo: { kiipLevel: '2' } }, 0],
    ['TOPIK 1 with INTERMEDIATE', 'koreanAbility', { languageInfo: { topikLevel: '1', koreanLevel: 'INTERMEDIATE' } }, 15],
    ['a Korean university named instead of the flag', 'koreanDegree', { educationInfo: { koreanUniversity: 'Seoul National University' } }, 10],
    ['no degree stated', 'degree', {}, 0],
    ['PhD written as a synonym', 'degree', { educationInfo: { highestDegree: 'PhD' } }, 35],
  ])('scores the edge case %s', (_case, criterion, form, expected) => {
    expect(pointsOf(form, criterion)).toBe(expected);
  });

  it('reaches the table maximum of 130 with every row at its best', () => {
    const best = evaluate({
      personalInfo: { age: '25' },
      educationInfo: { highestDegree: 'DOCTORATE', isKoreanDegree: 'true' },
      experienceInfo: { yearsOfExperience: '6', koreanWorkExperience: '3' },
      languageInfo: { topikLevel: '5' },
    });
    expect(best.totalPoints).toBe(130);
    expect(best.maxPoints).toBe(D10_SPEC_V1.maxPoints);
    expect(best.score).toBe(100);
  });

  it('passes at 60 points and fails at 59 (pass mark documented in the rule set)', () => {
    const at60 = evaluate({ personalInfo: { age: '25' }, educationInfo: { highestDegree: 'BACHELOR' }, languageInfo: { topikLevel: '3' } });
    expect(at60.totalPoints).toBe(60);
    expect(at60.eligible).toBe(true);
    expect(at60.score).toBe(60);
    const at55 = evaluate({ personalInfo: { age: '25' }, educationInfo: { highestDegree: 'BACHELOR' }, languageInfo: { koreanLevel: 'INTERMEDIATE' } });
    expect(at55.totalPoints).toBe(55);
    expect(at55.eligible).toBe(false);
    expect(at55.score).toBeLessThan(60);
  });

  it('records the rule set that scored the result', () => {
    expect(evaluate({}).ruleSetId).toBe('d10-spec-v1');
  });
});
