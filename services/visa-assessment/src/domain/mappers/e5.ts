import { documentFields, genericProfileFields, personal } from './common-groups';
import { shapeMapper, type InputBase } from './define-mapper';
import { flag, group, str, yn, type Infer } from './fields';

// spec 002 §3 "E-5 (professional)": application types C1/C2/C3, default C1.
const base = {
  personalInfo: personal(),
  ...genericProfileFields,
  professionalType: str(),
  qualifications: group({
    ministryRecommendation: str(),
    medicalType: str(),
    seafarerLicenseType: str(),
    ministryRecommendationStatus: str(),
    northSouthInvitation: yn(),
    essentialProfessional: yn(),
    // Ours: the licence is recognised under Korean law (e.g. a Korean medical licence), which E-5 requires.
    licenceRecognisedInKorea: flag(),
  }),
  employmentInstitution: group({ type: str(), medicalInstitutionType: str() }),
  // visaDocuments: completed | partial | notPrepared; degreeAndLicense: both | oneOnly | none.
  basicDocuments: group({ visaDocuments: str(), degreeAndLicense: str() }),
  employmentDocuments: str(),
  institutionDocuments: group({ businessRegistration: str(), residenceProof: str() }),
  bonuses: group({ goldCard: flag(), exemptActivity: flag(), ceoLecture: flag(), reentryExempt: flag() }),
  penalties: group({ noConsent: flag(), lateRegistration: flag(), restrictedCountry: flag() }),
  ...documentFields,
};
const c1 = { electronicVisaType: str() };
const c2 = { currentVisaStatus: str() };
const c3 = { workplaceChangeStatus: str() };

export type E5Input = InputBase<'E-5'> & Infer<typeof base> & Partial<Infer<typeof c1> & Infer<typeof c2> & Infer<typeof c3>>;

export const e5Mapper = shapeMapper<E5Input>('E-5', base, { C1: c1, C2: c2, C3: c3 });
