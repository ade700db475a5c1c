import { documentFields, genericProfileFields, personal } from './common-groups';
import { shapeMapper, type InputBase } from './define-mapper';
import { alias, date, flag, group, nullableNum, num, str, strList, type Infer } from './fields';

// spec 002 §3 "E-9 (non-professional employment)". experienceYears, deportationHistory,
// prisonSentence and exitBan are ours: the EPS rules (visa-rules.md) need them and the spec's
// skill-match rule speaks of "experience".
const base = {
  personalInfo: personal(),
  ...genericProfileFields,
  height: num(),
  weight: num(),
  bloodType: str(),
  industryType: str(),
  companyCode: str(),
  workplaceLocation: str(),
  shiftType: str('DAY'),
  skillLevel: str('BEGINNER'),
  koreanLevel: alias(str('NONE'), 'koreanProficiency'),
  experienceYears: alias(num(), 'experience', 'workExperience'),
  // Ours: Korean ability as a test result, which the E-7-4 change path scores (the form's koreanLevel is a self-rating).
  topikLevel: num(),
  kiipLevel: nullableNum(),
  epsTopikScore: num(),
  epsTopikTestDate: date(),
  epsSystemInfo: group({
    epsRegistrationNumber: str(),
    jobSeekerNumber: str(),
    hrdkRegistration: str(),
    skillTestPassed: flag(),
    skillTestDate: date(),
    skillTestScore: num(),
  }),
  industryQualifications: strList(),
  workingConditionsAgreement: flag(),
  physicalCapabilities: str(),
  deportationHistory: flag(),
  prisonSentence: flag(),
  exitBan: flag(),
  ...documentFields,
};
const extension = { attendanceRate: num(95), performanceRating: str('GOOD'), accidentRecord: str('NONE') };
const change = { currentIndustry: str(), targetIndustry: str(), hasValidEpsRegistration: flag(), epsExpiryDate: date() };
const newApplication = { preEmploymentTraining: flag(), medicalCheckupResult: str('PASS') };

export type E9Input = InputBase<'E-9'> & Infer<typeof base> & Partial<Infer<typeof extension> & Infer<typeof change> & Infer<typeof newApplication>>;

export const e9Mapper = shapeMapper<E9Input>('E-9', base, { NEW: newApplication, EXTENSION: extension, CHANGE: change });
