import { evaluateAssessment } from '../../src/domain/engines/index';
import { mapFormToAssessmentInput } from '../../src/domain/mappers/index';
import { TODAY, patched } from './fixtures';

// An F-2-7 applicant at the floor of every row: age 60, no education, no income, Korean "otherwise".
const FLOOR = { visaSubtype: 'F-2-7', personalInfo: { age: '60' } };

function evaluate(form: Record<string, unknown>) {
  const mapped = mapFormToAssessmentInput('F-2', 'CHANGE', patched(FLOOR, form), { today: TODAY });
  if (!mapped.supported) throw new Error('F-2 not supported');
  return evaluateAssessment('F-2', 'CHANGE', mapped.input, { today: TODAY, includeChangePaths: false, ruleSet: 'spec' });
}

function pointsOf(form: Record<string, unknown>, criterion: string): number {
  const row = evaluate(form).breakdown.find((b) => b.criterion === criterion);
  if (!row) throw new Error(`no row ${criterion}`);
  return row.points;
}

describe('F-2-7 point system (spec 001 §5), one case per row', () => {
  it.each([
    ['Education with Korean degree: DOCTORATE', 'education', { education: { level: 'DOCTORATE', koreanDegree: 'true' } }, 35],
    ['Education with Korean degree: MASTER', 'education', { education: { level: 'MASTER', koreanDegree: 'true' } }, 30],
    ['Education with Korean degree: BACHELOR', 'education', { education: { level: 'BACHELOR', koreanDegree: 'true' } }, 25],
    ['Education without Korean degree: DOCTORATE', 'education', { education: { level: 'DOCTORATE' } }, 30],
    ['Education without Korean degree: MASTER', 'education', { education: { level: 'MASTER' } }, 25],
    ['Education without Korean degree: BACHELOR', 'education', { education: { level: 'BACHELOR' } }, 20],
    ['Other education', 'education', { education: { level: 'ASSOCIATE' } }, 15],
    ['Korean ability: social integration program', 'koreanAbility', { socialIntegration: { programCompleted: 'true' } }, 20],
    ['Otherwise TOPIK 5+', 'koreanAbility', { korean: { topik: '6' } }, 20],
    ['TOPIK 4', 'koreanAbility', { korean: { topik: '4' } }, 15],
    ['TOPIK 3', 'koreanAbility', { korean: { topik: '3' } }, 10],
    ['KIIP 5+', 'koreanAbility', { korean: { kiip: '5' } }, 20],
    ['KIIP 4', 'koreanAbility', { korean: { kiip: '4' } }, 15],
    ['Otherwise', 'koreanAbility', { korean: { topik: '2', kiip: '3' } }, 5],
    ['Age 25-35', 'age', { personalInfo: { age: '30' } }, 15],
    ['Age 36-40', 'age', { personalInfo: { age: '38' } }, 10],
    ['Age 20-24', 'age', { personalInfo: { age: '22' } }, 8],
    ['Age 41-50', 'age', { personalInfo: { age: '45' } }, 5],
    ['Income at least 200M', 'income', { income: { annual: '200000000' } }, 10],
    ['Income at least 120M', 'income', { income: { annual: '120000000' } }, 8],
    ['Income at least 60M', 'income', { income: { annual: '60000000' } }, 6],
    ['Income at least 40M', 'income', { income: { annual: '40000000' } }, 4],
    ['Social integration', 'socialIntegration', { socialIntegration: { programCompleted: 'true' } }, 10],
    ['Bonus: government award', 'bonus', { bonus: { governmentAward: 'true' } }, 5],
    ['Volunteer 400+ hours', 'bonus', { bonus: { volunteerHours: '400' } }, 5],
    ['Volunteer 200+ hours', 'bonus', { bonus: { volunteerHours: '250' } }, 3],
    ['Tax payment 3+ years', 'bonus', { bonus: { taxPaymentYears: '3' } }, 5],
    ['Korean work 5+ years', 'bonus', { bonus: { koreanWorkYears: '5' } }, 5],
  ])('scores the row "%s" (%s) at its points', (_row, criterion, form, expected) => {
    expect(pointsOf(form, criterion)).toBe(expected);
  });

  it.each([
    ['age 25, the lower edge of 25-35', 'age', { personalInfo: { age: '25' } }, 15],
    ['age 35, the upper edge of 25-35', 'age', { personalInfo: { age: '35' } }, 15],
    ['age 51, above the table', 'age', { personalInfo: { age: '51' } }, 0],
    ['age 19, below the table', 'age', { personalInfo: { age: '19' } }, 0],
    ['income just under 40M', 'income', { income: { annual: '39999999' } }, 0],
    ['income from financialInfo', 'income', { financialInfo: { annualIncome: '130,000,000' } }, 8],
    ['no education stated', 'education', {}, 0],
    ['TOPIK 3 and KIIP 4: the better of the two', 'koreanAbility', { korean: { topik: '3', kiip: '4' } }, 15],
    ["kiip sent as the string 'null'", 'koreanAbility', { korean: { kiip: 'null' } }, 5],
    ['volunteer 199 hours', 'bonus', { bonus: { volunteerHours: '199' } }, 0],
  ])('scores the edge case %s', (_case, criterion, form, expected) => {
    expect(pointsOf(form, criterion)).toBe(expected);
  });

  it('caps the bonus at 15 when the bonus rows add up to 20', () => {
    const all = { bonus: { governmentAward: 'true', volunteerHours: '500', taxPaymentYears: '4', koreanWorkYears: '6' } };
    expect(pointsOf(all, 'bonus')).toBe(15);
  });

  it('qualifies at a total of 80 and not at 79', () => {
    const common = { personalInfo: { age: '30' }, education: { level: 'MASTER', koreanDegree: 'true' }, korean: { topik: '5' } };
    // 30 (master, Korean degree) + 20 (TOPIK 5) + 15 (age 30) + 10 (income 200M) + 5 (tax 3 years) = 80
    const at80 = evaluate({ ...common, income: { annual: '200000000' }, bonus: { taxPaymentYears: '3' } });
    expect(at80.totalPoints).toBe(80);
    expect(at80.eligible).toBe(true);
    expect(at80.score).toBe(60);
    // 30 + 20 + 15 + 6 (income 60M) + 8 (award 5 + volunteer 200h 3) = 79
    const at79 = evaluate({ ...common, income: { annual: '60000000' }, bonus: { governmentAward: 'true', volunteerHours: '200' } });
    expect(at79.totalPoints).toBe(79);
    expect(at79.eligible).toBe(false);
    expect(at79.score).toBeLessThan(60);
  });

  it('reaches the maximum of 105 with every row at its best', () => {
    const best = evaluate({
      personalInfo: { age: '30' },
      education: { level: 'DOCTORATE', koreanDegree: 'true' },
      socialIntegration: { programCompleted: 'true' },
      income: { annual: '250000000' },
      bonus: { governmentAward: 'true', volunteerHours: '500', taxPaymentYears: '4' },
    });
    expect(best.totalPoints).toBe(105);
    expect(best.score).toBe(100);
    expect(best.ruleSetId).toBe('f2-7-spec-v1');
  });
});
