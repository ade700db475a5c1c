import { documentFields, genericProfileFields, personal } from './common-groups';
import { shapeMapper, type InputBase } from './define-mapper';
import { date, flag, num, str, type Infer } from './fields';

// spec 002 §3 "E-6 (arts and entertainment)"; age and nationality may sit at the top level,
// the personal group picks them up from there.
const base = {
  personalInfo: personal(),
  ...genericProfileFields,
  e6SubCategory: str(),
  revenueActivity: str(),
  basicDocuments: str(),
  organizationDocuments: str(),
  e62SpecialDocuments: str(),
  contractStatus: str(),
  specialSituationDocs: str(),
  careerProofDocuments: str(),
  ageLegalRequirements: str(),
  performanceRecommendation: str(),
  workplaceChangeStatus: str(),
  currentStayStatus: str(),
  residenceProofReady: flag(),
  goldCardHolder: flag(),
  largeInvestorSpouse: flag(),
  professionalSpouse: flag(),
  internationalReputation: flag(),
  dismissedByFault: flag(),
  noConsentWithoutReason: flag(),
  reportDelayed: flag(),
  falseDocuments: flag(),
  ...documentFields,
};
const newApplication = { expectedEntryDate: date(), intendedStayPeriod: num(), hasAccommodation: flag() };
const extension = { currentVisaExpiry: date(), extensionReason: str(), performanceRecord: str(), contractContinuation: str() };
const change = { currentVisa: str(), changeReason: str(), remainingDays: num(), newActivityType: str() };

export type E6Input = InputBase<'E-6'> & Infer<typeof base> & Partial<Infer<typeof newApplication> & Infer<typeof extension> & Infer<typeof change>>;

export const e6Mapper = shapeMapper<E6Input>('E-6', base, { NEW: newApplication, EXTENSION: extension, CHANGE: change });
