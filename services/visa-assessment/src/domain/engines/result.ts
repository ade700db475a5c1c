import { findMissingDocuments, getRequiredDocuments, DOCUMENTS, type DocumentCode } from '../required-documents';
import type { RuleSetMeta } from '../rule-sets/types';
import type { SupportedVisaType } from '../visa-types';
import { PASS_SCORE, toScore } from './score';
import type { BreakdownItem, ChangePath, EngineContext, EngineResult } from './types';

export interface ResultParts {
  visaType: SupportedVisaType;
  visaSubtype: string | null;
  ruleSet: RuleSetMeta;
  breakdown: BreakdownItem[];
  /** Every document list the input carries (documents, checklist, provided, type-specific). */
  providedDocuments: readonly string[];
  /** Type-specific notes, Korean, added after the generic recommendations. */
  notes?: string[];
  changePaths?: ChangePath[];
}

const MAX_IMPROVEMENTS = 3;

/** Korean recommendations: failed requirements first, then the gap, the best improvements, documents. */
function recommend(result: Omit<EngineResult, 'recommendations'>, notes: readonly string[]): string[] {
  const out: string[] = [];
  const failed = result.breakdown.filter((b) => b.kind === 'requirement' && b.passed === false);
  for (const b of failed) out.push(`필수 요건 미충족: ${b.label.ko} (기준: ${b.threshold})`);
  if (result.totalPoints < result.passMark) {
    out.push(`합격 기준 ${result.passMark}점까지 ${result.passMark - result.totalPoints}점이 더 필요합니다.`);
  }
  const improvements = result.breakdown
    .filter((b) => b.improvement !== null && b.potentialGain > 0)
    .sort((a, b) => b.potentialGain - a.potentialGain)
    .slice(0, MAX_IMPROVEMENTS);
  for (const b of improvements) out.push(`점수 향상: ${b.improvement?.ko ?? ''}`);
  if (result.missingDocuments.length > 0) {
    const names = result.missingDocuments.map((c) => DOCUMENTS[c as DocumentCode]?.ko ?? c);
    out.push(`준비가 필요한 서류 ${names.length}건: ${names.join(', ')}`);
  }
  if (result.eligible) out.unshift(`기본 요건을 충족했습니다 (점수 ${result.score}/100, 합격선 ${PASS_SCORE}).`);
  return [...out, ...notes];
}

/** Totals, eligibility, score, documents and recommendations from an engine's breakdown. */
export function finalise(parts: ResultParts, ctx: EngineContext): EngineResult {
  const { ruleSet, breakdown } = parts;
  const totalPoints = breakdown.reduce((sum, b) => sum + b.points, 0);
  const requirementsMet = breakdown.every((b) => b.kind !== 'requirement' || b.passed !== false);
  const eligible = requirementsMet && totalPoints >= ruleSet.passMark;
  const required = getRequiredDocuments(parts.visaType, ctx.applicationType, parts.visaSubtype ?? undefined);
  const base: Omit<EngineResult, 'recommendations'> = {
    visaType: parts.visaType,
    visaSubtype: parts.visaSubtype,
    applicationType: ctx.applicationType,
    ruleSetId: ruleSet.ruleSetId,
    ruleSetEffectiveFrom: ruleSet.effectiveFrom,
    eligible,
    score: toScore(totalPoints, ruleSet.passMark, ruleSet.maxPoints, eligible),
    passScore: PASS_SCORE,
    totalPoints,
    maxPoints: ruleSet.maxPoints,
    passMark: ruleSet.passMark,
    breakdown,
    missingDocuments: findMissingDocuments(required, parts.providedDocuments),
    changePaths: parts.changePaths ?? [],
  };
  return { ...base, recommendations: recommend(base, parts.notes ?? []) };
}

/** All document lists of an input, merged. */
export function providedDocuments(input: { documents: string[]; documentChecklist: string[]; providedDocuments: string[] }, ...extra: string[][]): string[] {
  return [...input.documents, ...input.documentChecklist, ...input.providedDocuments, ...extra.flat()];
}
