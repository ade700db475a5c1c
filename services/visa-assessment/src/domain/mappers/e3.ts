import { documentFields, genericProfileFields, personal } from './common-groups';
import { shapeMapper, type InputBase } from './define-mapper';
import { date, num, str, strList, type Infer } from './fields';

// spec 002 §3 "E-3 (research)".
const base = {
  personalInfo: personal(),
  ...genericProfileFields,
  researchInstitutionType: str(),
  researchActivityScope: str(),
  mistRecommendation: str(),
  educationLevel: str(),
  researchExperience: num(),
  educationDocumentStatus: str(),
  careerDocumentStatus: str(),
  employmentContractStatus: str(),
  majorField: str(),
  expectedResearchField: str(),
  fieldCompatibility: str(),
  expectedAnnualSalary: num(),
  salaryLevel: str(),
  bonusItems: strList(),
  penaltyItems: strList(),
  ...documentFields,
};
const extension = { currentResearchInstitution: str(), researchPerformance: str(), continuationStatus: str() };
const change = { currentVisa: str(), remainingDays: num(), changeReason: str() };
const newApplication = { expectedStartDate: date() };

export type E3Input = InputBase<'E-3'> & Infer<typeof base> & Partial<Infer<typeof extension> & Infer<typeof change> & Infer<typeof newApplication>>;

export const e3Mapper = shapeMapper<E3Input>('E-3', base, { NEW: newApplication, EXTENSION: extension, CHANGE: change });
