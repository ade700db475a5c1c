import { findMissingDocuments, getRequiredDocuments, DOCUMENTS, type DocumentCode } from '../required-documents';
import type { RuleSetMeta } from '../rule-sets/types';
import { t4, type Text } from '../text';
import type { SupportedVisaType } from '../visa-types';
import { PASS_SCORE, toScore } from './score';
import type { BreakdownItem, ChangePath, ChangePathCondition, EngineContext, EngineResult } from './types';

export interface ResultParts {
  visaType: SupportedVisaType;
  visaSubtype: string | null;
  ruleSet: RuleSetMeta;
  breakdown: BreakdownItem[];
  /** Every document list the input carries (documents, checklist, provided, type-specific). */
  providedDocuments: readonly string[];
  /** Type-specific notes, added after the generic recommendations. */
  notes?: Text[];
  changePaths?: ChangePath[];
}

const MAX_IMPROVEMENTS = 3;

/** Recommendations: failed requirements first, then the gap, the best improvements, documents. */
function recommend(result: Omit<EngineResult, 'recommendations' | 'recommendationTexts'>, notes: readonly Text[]): Text[] {
  const out: Text[] = [];
  const failed = result.breakdown.filter((b) => b.kind === 'requirement' && b.passed === false);
  for (const b of failed) {
    out.push(
      t4(
        `필수 요건 미충족: ${b.label.ko} (기준: ${b.threshold.ko})`,
        `Requirement not met: ${b.label.en} (rule: ${b.threshold.en})`,
        `未满足必要条件：${b.label.zh}（标准：${b.threshold.zh}）`,
        `必須要件を満たしていません：${b.label.ja}（基準：${b.threshold.ja}）`,
      ),
    );
  }
  if (result.totalPoints < result.passMark) {
    const gap = result.passMark - result.totalPoints;
    out.push(
      t4(
        `합격 기준 ${result.passMark}점까지 ${gap}점이 더 필요합니다.`,
        `${gap} more points are needed to reach the pass mark of ${result.passMark}.`,
        `距离合格线${result.passMark}分还差${gap}分。`,
        `合格基準の${result.passMark}点まであと${gap}点必要です。`,
      ),
    );
  }
  const improvements = result.breakdown
    .filter((b) => b.improvement !== null && b.potentialGain > 0)
    .sort((a, b) => b.potentialGain - a.potentialGain)
    .slice(0, MAX_IMPROVEMENTS);
  for (const b of improvements) {
    const how = b.improvement;
    out.push(t4(`점수 향상: ${how?.ko ?? ''}`, `To raise the score: ${how?.en ?? ''}`, `提高分数：${how?.zh ?? ''}`, `点数アップ：${how?.ja ?? ''}`));
  }
  if (result.missingDocuments.length > 0) {
    const docs = result.missingDocuments.map((c) => DOCUMENTS[c as DocumentCode] ?? { ko: c, en: c, zh: c, ja: c });
    const n = docs.length;
    out.push(
      t4(
        `준비가 필요한 서류 ${n}건: ${docs.map((d) => d.ko).join(', ')}`,
        `${n} document${n === 1 ? '' : 's'} to prepare: ${docs.map((d) => d.en).join(', ')}`,
        `需要准备的材料${n}份：${docs.map((d) => d.zh).join('、')}`,
        `準備が必要な書類${n}件：${docs.map((d) => d.ja).join('、')}`,
      ),
    );
  }
  if (result.eligible) {
    out.unshift(
      t4(
        `기본 요건을 충족했습니다 (점수 ${result.score}/100, 합격선 ${PASS_SCORE}).`,
        `The basic requirements are met (score ${result.score}/100, pass line ${PASS_SCORE}).`,
        `已满足基本条件（得分${result.score}/100，合格线${PASS_SCORE}）。`,
        `基本要件を満たしています（点数${result.score}/100、合格ライン${PASS_SCORE}）。`,
      ),
    );
  }
  return [...out, ...notes];
}

/** Totals, eligibility, score, documents and recommendations from an engine's breakdown. */
export function finalise(parts: ResultParts, ctx: EngineContext): EngineResult {
  const { ruleSet, breakdown } = parts;
  const totalPoints = breakdown.reduce((sum, b) => sum + b.points, 0);
  const requirementsMet = breakdown.every((b) => b.kind !== 'requirement' || b.passed !== false);
  const eligible = requirementsMet && totalPoints >= ruleSet.passMark;
  const required = getRequiredDocuments(parts.visaType, ctx.applicationType, parts.visaSubtype ?? undefined);
  const base: Omit<EngineResult, 'recommendations' | 'recommendationTexts'> = {
    visaType: parts.visaType,
    visaSubtype: parts.visaSubtype,
    applicationType: ctx.applicationType,
    ruleSetId: ruleSet.ruleSetId,
    ruleSetEffectiveFrom: ruleSet.effectiveFrom,
    ...(ruleSet.checkedOn ? { ruleSetCheckedOn: ruleSet.checkedOn } : {}),
    ruleSetKind: ruleSet.kind,
    scoreKind: ruleSet.scoreKind,
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
  const recommendationTexts = recommend(base, parts.notes ?? []);
  return { ...base, recommendations: recommendationTexts.map((t) => t.ko), recommendationTexts };
}

/**
 * A change path; its Korean `reason` is the text's Korean. With missing conditions it is a path not
 * open yet (`eligible: false`) that says what the applicant still needs.
 */
export function changePath(visaType: string, visaSubtype: string | null, reason: Text, missingConditions: ChangePathCondition[] = []): ChangePath {
  return { visaType, visaSubtype, reason: reason.ko, reasonText: reason, eligible: missingConditions.length === 0, missingConditions };
}

/** All document lists of an input, merged. */
export function providedDocuments(input: { documents: string[]; documentChecklist: string[]; providedDocuments: string[] }, ...extra: string[][]): string[] {
  return [...input.documents, ...input.documentChecklist, ...input.providedDocuments, ...extra.flat()];
}
