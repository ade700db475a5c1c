import { isDeepStrictEqual } from 'node:util';
import { findRuleSet, type BreakdownItem, type EngineResult } from '../domain';

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

/** A stored result made whole again from its rule set (rows stored in full pass unchanged). */
export function restoreResult(stored: unknown): EngineResult {
  const result = stored as EngineResult;
  const criteria = findRuleSet(result.ruleSetId)?.criteria;
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
