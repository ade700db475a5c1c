import { obj, type PlainObject } from '../normalise';
import { documentFields, genericProfileFields, personal } from './common-groups';
import { shapeMapper, type InputBase, type VisaMapper } from './define-mapper';
import { alias, date, flag, group, num, str, strList, type Codec, type Infer } from './fields';

const qualification = group({
  nativeCountryUniversity: flag(),
  koreanUniversitySpecial: flag(),
  officialLanguageSpecial: flag(),
  teachingQualification: str(),
  highestDegree: str(),
  // Ours: the language taught (contracts E2_LANGUAGES); the spec's form assumed English.
  languageTaught: str(),
  salaryLevel: str(),
  activityUnderstanding: str(),
});
const documentPreparation = group({
  basicDocumentsReady: strList(),
  educationDocumentStatus: str(),
  criminalRecordStatus: str(),
  thirdCountryCriminalRecord: str(),
  healthCheckStatus: str(),
  employmentContractStatus: str(),
  institutionDocuments: str(),
  additionalDocuments: str(),
});
const bonusItems: Codec<string[]> = (v, ctx, parent) => strList()(v ?? obj(parent['e2BonusAssessment'])['bonusItems'], ctx, parent);

// spec 002 §3 "E-2": the form's groups; a saved payload names them e2…Assessment, read as aliases.
const formBase = {
  personalInfo: personal(),
  ...genericProfileFields,
  qualificationInfo: alias(qualification, 'e2QualificationAssessment'),
  documentPreparation: alias(documentPreparation, 'e2DocumentAssessment'),
  bonusItems,
  ...documentFields,
};
const extension = {
  currentStayDuration: num(),
  attendanceRate: num(),
  performanceEvaluation: str(),
  taxPaymentStatus: str(),
  insuranceStatus: str(),
};
const change = { currentVisa: str(), legalStatus: str(), changeReason: str() };
const newApplication = { expectedStartDate: date(), housingArrangement: str(), familyAccompanying: flag() };

type E2Form = InputBase<'E-2'> & Infer<typeof formBase> & Partial<Infer<typeof extension> & Infer<typeof change> & Infer<typeof newApplication>>;

/** The payload carries the three assessments inside userData (spec 002 §3). */
export type E2Input = Omit<E2Form, 'qualificationInfo' | 'documentPreparation' | 'bonusItems'> & {
  e2QualificationAssessment: E2Form['qualificationInfo'];
  e2DocumentAssessment: E2Form['documentPreparation'];
  e2BonusAssessment: { bonusItems: string[] };
};

const formMapper = shapeMapper<E2Form>('E-2', formBase, {
  NEW: newApplication,
  EXTENSION: extension,
  CHANGE: change,
});

export const e2Mapper: VisaMapper<E2Input> = {
  visaType: 'E-2',
  toInput(applicationType, form, ctx) {
    const { qualificationInfo, documentPreparation, bonusItems: items, ...rest } = formMapper.toInput(applicationType, form, ctx);
    return {
      ...rest,
      e2QualificationAssessment: qualificationInfo,
      e2DocumentAssessment: documentPreparation,
      e2BonusAssessment: { bonusItems: items },
    };
  },
  // The form shape reads the e2… names as aliases, so a saved payload comes back as a form.
  toForm: (record: PlainObject, ctx) => formMapper.toForm(record, ctx),
};
