/** The visa-assessment domain: pure mapping and scoring, no I/O. */
export { assess, type Assessment, type AssessOptions } from './assess';
export { extractProfile, type ApplicantProfile } from './applicant-profile';
export { normaliseApplicationType, standardApplicationType, usesCApplicationTypes, type ApplicationType } from './application-types';
export {
  ENGINES,
  PASS_SCORE,
  clampScore,
  evaluateAssessment,
  findChangePaths,
  toScore,
  type BreakdownItem,
  type ChangePath,
  type ChangePathCondition,
  type EngineContext,
  type EngineResult,
  type EvaluateOptions,
  type RuleSetKind,
  type ScoreKind,
} from './engines/index';
export { DomainError, VisaTypeNotSupportedError } from './errors';
export {
  mapAssessmentInputToForm,
  mapFormToAssessmentInput,
  type AssessmentInput,
  type AssessmentInputByType,
  type MapOptions,
  type MapResult,
} from './mappers/index';
export {
  DOCUMENTS,
  findMissingDocuments,
  getGuidedDocuments,
  getRequiredDocuments,
  type DocumentCode,
  type GuidedDocuments,
  type RequiredDocument,
} from './required-documents';
export { ACTIVE_RULE_SETS, RETIRED_RULE_SETS, RULE_SETS, findRuleSet, type RuleSetMeta } from './rule-sets/index';
export {
  GUIDED_VISA_TYPES,
  SUPPORTED_VISA_TYPES,
  VISA_TYPES,
  findVisaType,
  isGuidedVisaType,
  isSupportedVisaType,
  normaliseVisaCode,
  type GuidedVisaType,
  type SupportedVisaType,
  type VisaTypeEntry,
} from './visa-types';
export { buildRoadmap, type RoadmapStep } from './roadmap';
export { sameText, t4, type Text } from './text';
export { analyseResult, type AnalysableResult } from './analysis';
