import { normaliseApplicationType, type ApplicationType } from '../application-types';
import { isCountryIn } from '../countries';
import { int, isBlank, key, obj, text, type PlainObject } from '../normalise';
import { documentFields, personal } from './common-groups';
import type { InputBase, VisaMapper } from './define-mapper';
import { CEO_INVITATION_NATIONALITIES, E1_ACTIVITY_FIELDS, E1_DEFAULT_ACTIVITY_PERIOD_DAYS, E1_DEFAULT_YEARS, RECOMMENDATION } from './e1-constants';
import { flag, group, num, parseShape, str, strList, type Codec, type Infer, type MapContext } from './fields';

/** Research or teaching years: as given, else the default of the professor qualification. */
const yearsByQualification =
  (which: 'research' | 'teaching'): Codec<number> =>
  (v, ctx) =>
    isBlank(v) ? (E1_DEFAULT_YEARS[key(ctx.root['professorQualification'])]?.[which] ?? 0) : int(v);

// spec 001 §3 "E-1 (professor) application data": the form.
const formShape = {
  personalInfo: personal(),
  educationInfo: group({
    highestDegree: str(),
    major: str(),
    university: str(),
    graduationYear: num(),
    graduationCountry: str(),
    degreeDocumentStatus: str(),
    educationCountry: str(),
  }),
  experienceInfo: group({
    careerDocumentStatus: str(),
    researchYears: yearsByQualification('research'),
    teachingYears: yearsByQualification('teaching'),
    publicationCount: num(),
    awardCount: num(),
  }),
  employmentInfo: group({
    currentStatus: str(),
    employer: str(),
    position: str(),
    salary: num(),
    contractType: str(),
    employmentDocumentStatus: str(),
    onlineTeachingRatio: num(),
    teachingEvaluationScore: num(),
  }),
  activityType: str(),
  recommendationRequirement: str(),
  professorQualification: str(),
  specialFacultyType: str(),
  activityPeriodDays: num(E1_DEFAULT_ACTIVITY_PERIOD_DAYS),
  basicDocumentsReady: strList(),
  bonusPenalty: group({ bonusItems: strList(), penaltyItems: strList() }),
  ...documentFields,
};
// spec 001 §3: totalResidencePeriod equals the current stay duration.
const sameAsCurrentStay: Codec<number> = (_v, _ctx, parent) => int(parent['currentStayDuration']);

const currentStatusShape = {
  currentStayDuration: num(),
  taxPaymentRecord: str(),
  teachingEvaluationScore: num(),
  performanceEvaluation: str(),
  recentTeachingLoad: num(),
  hasViolations: flag(),
  departures: num(0),
  totalResidencePeriod: sameAsCurrentStay,
  teachingPerformance: group({ evaluationScore: num(), studentFeedback: str(), researchOutput: str(), contributions: str() }),
};
const changeInfoShape = { currentVisa: str(), remainingDays: num(), hasKoreanExperience: flag(), changeReason: str() };

type E1Form = Infer<typeof formShape>;
export type E1CurrentStatus = Infer<typeof currentStatusShape>;
export type E1ChangeInfo = Infer<typeof changeInfoShape>;

/** spec 001 §3 "Assessment payload" for E-1. */
export interface E1Input extends InputBase<'E-1'> {
  personalInfo: E1Form['personalInfo'];
  educationInfo: E1Form['educationInfo'];
  experienceInfo: E1Form['experienceInfo'];
  employmentInfo: E1Form['employmentInfo'];
  activityInfo: {
    activityType: string;
    activityPeriodDays: number;
    recommendationRequirement: string;
    /** The activity type's extra fields (KAIST, lecturer/research professor, advanced tech). */
    details: Record<string, string>;
  };
  qualificationInfo: { professorQualification: string; specialFacultyType: string; educationLevel: string };
  documentPreparation: {
    degreeDocumentStatus: string;
    careerDocumentStatus: string;
    employmentDocumentStatus: string;
    basicDocumentsReady: string[];
  };
  requiresMinistryRecommendation: boolean;
  hasMinistryRecommendation: boolean;
  ministryRecommendationInProgress: boolean;
  hasApplicationForm: boolean;
  hasPassportPhoto: boolean;
  hasFeePayment: boolean;
  bonusItems: string[];
  penaltyItems: string[];
  researchYears: number;
  teachingYears: number;
  contractStatus: string;
  ceoInvitationRequired: boolean;
  currentStatus?: E1CurrentStatus;
  changeInfo?: E1ChangeInfo;
  documents: string[];
  documentChecklist: string[];
  providedDocuments: string[];
}

function activityDetails(activityType: string, form: PlainObject): Record<string, string> {
  const sectionB = obj(form['sectionB']);
  const details: Record<string, string> = {};
  for (const field of E1_ACTIVITY_FIELDS[key(activityType)] ?? []) {
    details[field] = text(sectionB[field]) || text(form[field]);
  }
  return details;
}

function toInput(applicationType: ApplicationType, raw: unknown, ctx: MapContext): E1Input {
  const formObject = obj(raw);
  const form = parseShape(formShape, formObject, { ...ctx, root: formObject });
  const requirement = key(form.recommendationRequirement);
  const basic = new Set(form.basicDocumentsReady.map(key));
  return {
    visaType: 'E-1',
    applicationType,
    personalInfo: form.personalInfo,
    educationInfo: form.educationInfo,
    experienceInfo: form.experienceInfo,
    employmentInfo: form.employmentInfo,
    activityInfo: {
      activityType: form.activityType,
      activityPeriodDays: form.activityPeriodDays,
      recommendationRequirement: form.recommendationRequirement,
      details: activityDetails(form.activityType, formObject),
    },
    qualificationInfo: {
      professorQualification: form.professorQualification,
      specialFacultyType: form.specialFacultyType,
      educationLevel: form.educationInfo.highestDegree,
    },
    documentPreparation: {
      degreeDocumentStatus: form.educationInfo.degreeDocumentStatus,
      careerDocumentStatus: form.experienceInfo.careerDocumentStatus,
      employmentDocumentStatus: form.employmentInfo.employmentDocumentStatus,
      basicDocumentsReady: form.basicDocumentsReady,
    },
    requiresMinistryRecommendation: requirement !== RECOMMENDATION.NOT_REQUIRED,
    hasMinistryRecommendation: requirement === RECOMMENDATION.REQUIRED_OBTAINED,
    ministryRecommendationInProgress: requirement === RECOMMENDATION.REQUIRED_IN_PROGRESS,
    hasApplicationForm: basic.has('APPLICATION_FORM'),
    hasPassportPhoto: basic.has('PASSPORT_PHOTO'),
    hasFeePayment: basic.has('FEE_PAYMENT'),
    bonusItems: form.bonusPenalty.bonusItems,
    penaltyItems: form.bonusPenalty.penaltyItems,
    researchYears: form.experienceInfo.researchYears,
    teachingYears: form.experienceInfo.teachingYears,
    contractStatus: form.employmentInfo.employmentDocumentStatus,
    ceoInvitationRequired: isCountryIn(form.personalInfo.nationality, CEO_INVITATION_NATIONALITIES),
    ...(applicationType === 'EXTENSION' ? { currentStatus: parseShape(currentStatusShape, formObject['currentStatus'], ctx) } : {}),
    ...(applicationType === 'CHANGE' ? { changeInfo: parseShape(changeInfoShape, formObject['changeInfo'], ctx) } : {}),
    documents: form.documents,
    documentChecklist: form.documentChecklist,
    providedDocuments: form.providedDocuments,
  };
}

/** Rebuilds the form's groups from the payload, then reads them through the form shape for defaults. */
function toForm(record: PlainObject, ctx: MapContext): PlainObject {
  const applicationType = normaliseApplicationType('E-1', record['applicationType']);
  const activity = obj(record['activityInfo']);
  const qualification = obj(record['qualificationInfo']);
  const docs = obj(record['documentPreparation']);
  const rebuilt: PlainObject = {
    personalInfo: record['personalInfo'],
    educationInfo: { ...obj(record['educationInfo']), degreeDocumentStatus: docs['degreeDocumentStatus'] },
    experienceInfo: {
      ...obj(record['experienceInfo']),
      careerDocumentStatus: docs['careerDocumentStatus'],
      researchYears: record['researchYears'],
      teachingYears: record['teachingYears'],
    },
    employmentInfo: { ...obj(record['employmentInfo']), employmentDocumentStatus: docs['employmentDocumentStatus'] },
    activityType: activity['activityType'],
    recommendationRequirement: activity['recommendationRequirement'],
    activityPeriodDays: activity['activityPeriodDays'],
    professorQualification: qualification['professorQualification'],
    specialFacultyType: qualification['specialFacultyType'],
    basicDocumentsReady: docs['basicDocumentsReady'],
    bonusPenalty: { bonusItems: record['bonusItems'], penaltyItems: record['penaltyItems'] },
    documents: record['documents'],
    documentChecklist: record['documentChecklist'],
    providedDocuments: record['providedDocuments'],
  };
  const form: PlainObject = {
    applicationType,
    ...parseShape(formShape, rebuilt, { ...ctx, root: rebuilt }),
    sectionB: activityDetails(text(activity['activityType']), { sectionB: activity['details'] }),
  };
  if (applicationType === 'EXTENSION') form['currentStatus'] = parseShape(currentStatusShape, record['currentStatus'], ctx);
  if (applicationType === 'CHANGE') form['changeInfo'] = parseShape(changeInfoShape, record['changeInfo'], ctx);
  return form;
}

export const e1Mapper: VisaMapper<E1Input> = { visaType: 'E-1', toInput, toForm };
