import { ageFrom, isoDate, text } from '../normalise';
import { documentFields, warnIfNoReferenceDate } from './common-groups';
import { shapeMapper, type InputBase } from './define-mapper';
import { flag, nullableNum, num, str, strList, yn, type Codec, type Infer } from './fields';

/** spec 001 §3: subcategory defaults to jobCategory if present, otherwise E-7-4. */
export const E7_DEFAULT_SUBCATEGORY = 'E-7-4';

const subcategory: Codec<string> = (v, _ctx, parent) => text(v) || text(parent['jobCategory']) || E7_DEFAULT_SUBCATEGORY;
// Age is whole years from birthDate, falling back to the given age number (default 0).
const age: Codec<number> = (v, ctx, parent) => {
  warnIfNoReferenceDate(parent['birthDate'], ctx);
  return ageFrom(parent['birthDate'], v, ctx.today || undefined, 0);
};
const birthDate: Codec<string> = (v) => isoDate(v);

// spec 001 §3 "E-7 application data": one flat shape.
const base = {
  jobCategory: str(),
  specificJob: str(),
  // Ours (issue 21 §3): the code of the official occupation list the form's picker chose; free text stays in specificJob.
  specificJobCode: str(),
  specificJobConfirmation: str(),
  recommendationLetterStatus: str(),
  education: str(),
  educationCertification: str(),
  majorSpecialCondition: str('NONE'),
  majorRelevanceGeneral: str(),
  experiencePeriod: num(), // years of related experience
  experienceRecognition: str(),
  experienceVerification: str(),
  companySize: str(), // Korean employees on employment insurance, or a size word
  foreignEmploymentRatio: num(), // foreign staff as % of Korean staff
  salaryLevel: num(), // annual pay offered, KRW
  firstName: str(),
  lastName: str(),
  nationality: str(),
  email: str(),
  phone: str(),
  birthDate,
  age,
  gender: str(),
  subcategory,
  hasKotraRecommendation: yn(),
  hasFortune500Experience: yn(),
  hasDomesticDegree: yn(),
  hasWorldTopUniversity: yn(),
  visaRejectionHistory: yn(),
  employerTaxDelinquency: yn(),
  employerWageArrears: yn(),
  // Ours: the E-7-4 K-point table scores Korean ability (visa-rules.md), the spec's form has no field for it.
  topikLevel: num(),
  kiipLevel: nullableNum(),
  ...documentFields,
};
const newApplication = {
  applicationForm: str(),
  employmentDocs: strList(),
  educationDocs: strList(),
  experienceDocs: strList(),
  additionalDocs: strList(),
  hasEmploymentContract: flag(),
  employmentType: str(),
};
const extension = {
  remainingDays: num(),
  workStatus: str(),
  incomeVerification: str(),
  extensionDocs: strList(),
  performanceRating: str(),
  taxPaid: flag(),
  sameEmployer: flag(),
  contractRenewed: flag(),
};
const change = {
  currentVisa: str(),
  d27GraduateSpecial: str('NOT_APPLICABLE'),
  requirementsFulfillment: str(),
  changeDocuments: strList(),
  changeReason: str('NEW_JOB_OFFER'),
  hasJobOffer: flag(),
  employerType: str(),
  employerVerified: flag(),
  sameField: flag(),
  careerGap: str('0'),
  previousViolations: str('0'),
};

export type E7Input = InputBase<'E-7'> & Infer<typeof base> & Partial<Infer<typeof newApplication> & Infer<typeof extension> & Infer<typeof change>>;

export const e7Mapper = shapeMapper<E7Input>('E-7', base, { NEW: newApplication, EXTENSION: extension, CHANGE: change });
