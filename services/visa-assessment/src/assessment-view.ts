import type { TAssessment } from '@tov/contracts';
import { buildRoadmap, type EngineResult } from './domain';

export type AssessmentMode = TAssessment['mode'];

/** Spec 001 §4: the quick check's two messages. */
export function resultMessage(eligible: boolean): string {
  return eligible ? '기본 요건을 충족합니다.' : '자격 요건을 확인해주세요.';
}

/** The API's view of an assessment, fresh or saved; `assessmentId` and `evaluationId` are aliases. */
export function toAssessmentView(args: {
  id: string;
  result: EngineResult;
  saved: boolean;
  mode: AssessmentMode;
  evaluatedAt: Date;
  warnings?: string[];
  userData?: Record<string, unknown>;
  metadata?: { feedback: unknown[] };
  includeRoadmap?: boolean;
}): TAssessment {
  const { result } = args;
  return {
    assessmentId: args.id,
    evaluationId: args.id,
    _id: args.id,
    visaType: result.visaType,
    visaSubtype: result.visaSubtype,
    applicationType: result.applicationType,
    eligible: result.eligible,
    score: result.score,
    passScore: result.passScore,
    totalPoints: result.totalPoints,
    maxPoints: result.maxPoints,
    passMark: result.passMark,
    ruleSetId: result.ruleSetId,
    ruleSetEffectiveFrom: result.ruleSetEffectiveFrom,
    ...(result.ruleSetCheckedOn ? { ruleSetCheckedOn: result.ruleSetCheckedOn } : {}),
    ruleSetKind: result.ruleSetKind,
    scoreKind: result.scoreKind,
    breakdown: result.breakdown,
    recommendations: Array.isArray(result.recommendations) ? result.recommendations : [],
    recommendationTexts: Array.isArray(result.recommendationTexts) ? result.recommendationTexts : [],
    missingDocuments: result.missingDocuments,
    changePaths: result.changePaths,
    evaluatedAt: args.evaluatedAt.toISOString(),
    saved: args.saved,
    mode: args.mode,
    message: resultMessage(result.eligible),
    warnings: args.warnings ?? [],
    ...(args.userData ? { userData: args.userData } : {}),
    ...(args.metadata ? { metadata: args.metadata } : {}),
    ...(args.includeRoadmap ? { roadmap: buildRoadmap(result) } : {}),
  };
}
