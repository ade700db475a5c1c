import { documentFields, genericProfileFields, personal } from './common-groups';
import { shapeMapper, type InputBase } from './define-mapper';
import { flag, str, type Infer } from './fields';

// spec 002 §3 "E-4 (technology)": application types C1/C2/C3, default C1.
const base = {
  personalInfo: personal(),
  ...genericProfileFields,
  technicalProvisionField: str(),
  advancedTechnologyField: str(),
  technologyIntroductionContract: str(),
  ministryRecommendation: str(),
  educationAndExperience: str(),
  basicDocuments: str(),
  electronicVisaEligibility: str(),
  technologyDocuments: str(),
  dispatchCertificate: str(),
  organizationDocuments: str(),
  residenceDocuments: str(),
  goldScienceCard: flag(),
  itCard: flag(),
  investorSpouse: flag(),
  activityPermitExempt: flag(),
  noOriginalConsent: flag(),
  reportDeadlineExceeded: flag(),
  ...documentFields,
};
const c1 = { cepaEligibility: str(), electronicVisaPossibility: str() };
const c2 = { currentVisaStatus: str(), changeRequirementsFulfillment: str() };
const c3 = { postReportingEligibility: str(), reportDeadlineCompliance: str() };

export type E4Input = InputBase<'E-4'> & Infer<typeof base> & Partial<Infer<typeof c1> & Infer<typeof c2> & Infer<typeof c3>>;

export const e4Mapper = shapeMapper<E4Input>('E-4', base, { C1: c1, C2: c2, C3: c3 });
