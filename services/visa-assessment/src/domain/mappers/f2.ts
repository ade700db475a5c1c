import { documentFields, flagFromWord, personalWith } from './common-groups';
import { shapeMapper, type InputBase } from './define-mapper';
import { flag, group, nullableNum, num, str, type Infer } from './fields';
import { boolUnlessFalse } from '../normalise';

/** spec 001 §9 defaults. */
export const F2_DEFAULT_SUBTYPE = 'F-2-7';
export const F2_DEFAULT_AGE = 30;

// spec 001 §3 "F-2 (residence) data". The subtype-specific groups (korean, income, familyInfo,
// businessInfo) are always present with their defaults, so one input type covers every subtype
// and the engine never meets a missing group. socialIntegration, bonus and residencePlan carry
// the F-2-7 table rows and F-2-R facts the spec's form leaves unnamed (ours).
const base = {
  visaSubtype: str(F2_DEFAULT_SUBTYPE),
  personalInfo: personalWith(
    {
      hasCriminalRecord: flagFromWord('criminalRecord', 'YES'),
      hasHealthIssues: flagFromWord('healthStatus', 'UNHEALTHY'),
    },
    F2_DEFAULT_AGE,
  ),
  education: group({
    level: str(),
    degree: str(),
    major: str(),
    university: str(),
    graduationYear: num(),
    // "Several booleans default to true unless explicitly false" (spec 001 §5): a stated degree is a finished one.
    graduated: (v: unknown) => boolUnlessFalse(v),
    koreanDegree: flag(),
    // Ours: the official F-2-7 table scores a science or engineering degree higher.
    isSTEM: flag(),
  }),
  stayDuration: num(), // years in Korea
  currentVisa: str(),
  legalStatus: str('LEGAL'),
  violations: group({ count: num() }),
  korean: group({ topik: num(), kiip: nullableNum() }),
  income: group({ annual: num(), stable: flag(), source: str() }), // KRW a year
  familyInfo: group({ relation: str(), sponsorVisaType: str() }),
  businessInfo: group({ type: str(), investmentAmount: num(), employeeCount: num() }),
  socialIntegration: group({ programCompleted: flag() }),
  bonus: group({
    governmentAward: flag(),
    volunteerHours: num(),
    taxPaymentYears: num(),
    koreanWorkYears: num(),
  }),
  financialInfo: group({ annualIncome: num(), assets: num(), realEstate: num(), bankBalance: num(), incomeSource: str() }),
  residencePlan: group({ depopulatedArea: flag(), plannedYears: num() }),
  ...documentFields,
};

export type F2Input = InputBase<'F-2'> & Infer<typeof base>;

export const f2Mapper = shapeMapper<F2Input>('F-2', base);
