import { isDeepStrictEqual } from 'node:util';
import { findRuleSet, sameText, type BreakdownItem, type ChangePath, type EngineResult, type Text } from '../domain';

/** Breakdown fields that are the rule set's own (`CriterionDef`): stored only where a row differs. */
const CRITERION_FIELDS = ['label', 'kind', 'maxPoints', 'source'] as const;

/**
 * The result as stored: every breakdown row without the label, kind, maximum and source its rule
 * set already holds for that criterion (a rule set never changes once published; a newer table is
 * a new `ruleSetId`). A field that differs from the rule set is kept, so nothing is lost. This took
 * a third off the stored result, most of a row's bytes (bench/evaluate).
 */
export function compactResult(result: EngineResult): unknown {
  const criteria = findRuleSet(result.ruleSetId)?.criteria;
  if (!criteria) return result;
  return {
    ...result,
    breakdown: result.breakdown.map((item) => {
      const def = criteria[item.criterion];
      if (!def) return item;
      const kept: Record<string, unknown> = { ...item };
      for (const field of CRITERION_FIELDS) if (isDeepStrictEqual(item[field], def[field])) delete kept[field];
      return kept;
    }),
  };
}

/** A text as an older result stored it: a plain string (thresholds) or Korean and English only (labels, improvements). */
type StoredText = string | { ko: string; en: string; zh?: string; ja?: string };

/**
 * A stored text in the four languages. A plain string was one language only, so every language
 * shows it as it is; a Korean and English text shows the English in Chinese and Japanese.
 */
function upgradeText(t: StoredText): Text {
  if (typeof t === 'string') return sameText(t);
  return t.zh !== undefined && t.ja !== undefined ? (t as Text) : { ko: t.ko, en: t.en, zh: t.zh ?? t.en, ja: t.ja ?? t.en };
}

type StoredRow = Omit<BreakdownItem, 'label' | 'threshold' | 'improvement'> & { label: StoredText; threshold: StoredText; improvement: StoredText | null };
type StoredPath = Omit<ChangePath, 'reasonText' | 'eligible' | 'missingConditions'> &
  Partial<Pick<ChangePath, 'reasonText' | 'eligible' | 'missingConditions'>>;
type StoredResult = Partial<Pick<EngineResult, 'ruleSetKind' | 'scoreKind' | 'recommendationTexts'>> &
  Omit<EngineResult, 'ruleSetKind' | 'scoreKind' | 'recommendationTexts' | 'breakdown' | 'changePaths'> & {
    breakdown: StoredRow[];
    changePaths?: StoredPath[];
  };

/** A row's texts in the four languages (rows stored before thresholds and texts were translated). */
function upgradeRow(row: StoredRow): BreakdownItem {
  if (typeof row.threshold !== 'string' && (typeof row.label !== 'object' || row.label.zh !== undefined)) return row as BreakdownItem;
  return {
    ...row,
    ...(row.label === undefined ? {} : { label: upgradeText(row.label) }),
    threshold: upgradeText(row.threshold),
    improvement: row.improvement === null || row.improvement === undefined ? row.improvement : upgradeText(row.improvement),
  } as BreakdownItem;
}

/**
 * A stored path in today's shape: a reason stored in one language shows in every language, and a
 * path stored before paths had conditions was proposed only because it was open (eligible, nothing
 * missing).
 */
function upgradePath(p: StoredPath): ChangePath {
  if (p.reasonText && p.eligible !== undefined && p.missingConditions) return p as ChangePath;
  return { ...p, reasonText: p.reasonText ?? sameText(p.reason), eligible: p.eligible ?? true, missingConditions: p.missingConditions ?? [] };
}

/**
 * A stored result made whole again from its rule set (rows stored in full pass unchanged). Results
 * stored before the rule-set kind and score kind existed take them from their rule set; results
 * stored before texts were translated (a threshold string, no `recommendationTexts` or
 * `reasonText`) show their one-language texts in every language.
 */
export function restoreResult(stored: unknown): EngineResult {
  const saved = stored as StoredResult;
  const ruleSet = findRuleSet(saved.ruleSetId);
  const recommendations = Array.isArray(saved.recommendations) ? saved.recommendations : [];
  const result: EngineResult = {
    ...saved,
    ruleSetKind: saved.ruleSetKind ?? ruleSet?.kind ?? 'current',
    scoreKind: saved.scoreKind ?? ruleSet?.scoreKind ?? 'readiness',
    breakdown: (saved.breakdown ?? []).map(upgradeRow),
    recommendationTexts: saved.recommendationTexts ?? recommendations.map(sameText),
    changePaths: (saved.changePaths ?? []).map(upgradePath),
  };
  const criteria = ruleSet?.criteria;
  if (!criteria) return result;
  return {
    ...result,
    breakdown: result.breakdown.map((stored) => {
      const def = criteria[stored.criterion];
      if (!def) return stored;
      const item = stored as Partial<BreakdownItem> & Omit<BreakdownItem, (typeof CRITERION_FIELDS)[number]>;
      // The builder's field order (domain/engines/criteria.ts), so answers read as they did.
      return {
        criterion: item.criterion,
        label: item.label ?? def.label,
        kind: item.kind ?? def.kind,
        points: item.points,
        maxPoints: item.maxPoints ?? def.maxPoints,
        passed: item.passed,
        applicantValue: item.applicantValue,
        threshold: item.threshold,
        improvement: item.improvement,
        potentialGain: item.potentialGain,
        source: item.source ?? def.source,
      };
    }),
  };
}
