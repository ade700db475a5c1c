import { documentFields, genericProfileFields, personal } from './common-groups';
import { shapeMapper, type InputBase } from './define-mapper';
import { date, flag, group, num, nullableNum, str, type Infer } from './fields';

// spec 002 §3 "F-6 (marriage)": the spec names the groups only; their fields are ours and are
// what the F-6 rules (spec 002 §5, visa-rules.md) need.
const base = {
  personalInfo: personal(),
  ...genericProfileFields,
  f6Category: str('F-6-1'),
  marriageInfo: group({
    marriageDate: date(),
    registeredInKorea: flag(),
    registeredInHomeCountry: flag(),
    meetingMethod: str(),
    marriageStatus: str(), // MARRIED, DIVORCED, WIDOWED, SEPARATED (F-6-3)
    applicantAtFault: flag(),
  }),
  spouseInfo: group({
    name: str(),
    nationality: str(),
    isKoreanCitizen: flag(),
    birthDate: date(),
    occupation: str(),
    annualIncome: num(),
  }),
  marriageGenuineness: group({
    cohabiting: flag(),
    commonLanguage: str(),
    relationshipMonths: num(),
    meetingsBeforeMarriage: num(),
    // Ours: months the couple has lived together (a year waives the Korean requirement).
    cohabitationMonths: num(),
  }),
  familyRelations: group({
    hasChildren: flag(),
    childrenCount: num(),
    raisingChildInKorea: flag(),
    pregnancyWeeks: num(),
  }),
  incomeRequirement: group({ householdIncome: num(), householdSize: num(), incomeSource: str() }),
  koreanIntegration: group({
    integrationProgram: flag(),
    topikLevel: num(),
    kiipLevel: nullableNum(),
    courseCompleted: flag(),
  }),
  ...documentFields,
};

export type F6Input = InputBase<'F-6'> & Infer<typeof base>;

export const f6Mapper = shapeMapper<F6Input>('F-6', base);
