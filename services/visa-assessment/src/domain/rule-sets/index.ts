import { D10_CURRENT_V1, D10_SPEC_V1 } from './d10';
import { E1_PUBLIC_V1 } from './e1';
import { E10_PUBLIC_V1 } from './e10';
import { E2_CURRENT_V1, E2_PUBLIC_V1 } from './e2';
import { E3_PUBLIC_V1 } from './e3';
import { E4_CURRENT_V1, E4_PUBLIC_V1 } from './e4';
import { E5_CURRENT_V1, E5_PUBLIC_V1 } from './e5';
import { E6_PUBLIC_V1 } from './e6';
import { E7_1_CURRENT_V1, E7_23_CURRENT_V1, E7_4_CURRENT_V1, E7_4_KPOINT_V1, E7_PUBLIC_V1 } from './e7';
import { E8_CURRENT_V1, E8_PUBLIC_V1 } from './e8';
import { E9_CURRENT_V1, E9_PUBLIC_V1 } from './e9';
import { F2_7_CURRENT_V1, F2_7_SPEC_V1 } from './f2-7';
import { F2_99_CURRENT_V1, F2_99_V1, F2_FAMILY_CURRENT_V1, F2_FAMILY_V1, F2_R_CURRENT_V1, F2_R_V1 } from './f2-other';
import { F6_CURRENT_V1, F6_SPEC_V1 } from './f6';
import type { RuleSetMeta } from './types';

/** The rule sets the engines score with: the spec's three tables and the current rules of every type. */
export const ACTIVE_RULE_SETS: readonly RuleSetMeta[] = [
  D10_SPEC_V1,
  F2_7_SPEC_V1,
  F6_SPEC_V1,
  D10_CURRENT_V1,
  F2_7_CURRENT_V1,
  F6_CURRENT_V1,
  E1_PUBLIC_V1,
  E2_CURRENT_V1,
  E3_PUBLIC_V1,
  E4_CURRENT_V1,
  E5_CURRENT_V1,
  E6_PUBLIC_V1,
  E7_1_CURRENT_V1,
  E7_23_CURRENT_V1,
  E7_4_CURRENT_V1,
  E8_CURRENT_V1,
  E9_CURRENT_V1,
  E10_PUBLIC_V1,
  F2_99_CURRENT_V1,
  F2_R_CURRENT_V1,
  F2_FAMILY_CURRENT_V1,
];

/**
 * Rule sets no engine scores with any more (issue 17 replaced them with `…-current-v1`). They stay
 * so that the results they scored keep restoring (store/stored-result.ts) and keep naming them.
 */
export const RETIRED_RULE_SETS: readonly RuleSetMeta[] = [
  E2_PUBLIC_V1,
  E4_PUBLIC_V1,
  E5_PUBLIC_V1,
  E7_PUBLIC_V1,
  E7_4_KPOINT_V1,
  E8_PUBLIC_V1,
  E9_PUBLIC_V1,
  F2_99_V1,
  F2_R_V1,
  F2_FAMILY_V1,
];

/**
 * Every rule set, by id. A saved assessment records the id that scored it; a newer official
 * table is added here as a new entry (new id, later effectiveFrom) without touching old ones.
 */
export const RULE_SETS: readonly RuleSetMeta[] = [...ACTIVE_RULE_SETS, ...RETIRED_RULE_SETS];

const BY_ID = new Map(RULE_SETS.map((r) => [r.ruleSetId, r]));

export function findRuleSet(ruleSetId: string): RuleSetMeta | undefined {
  return BY_ID.get(ruleSetId);
}

export type { RuleSetKind, RuleSetMeta, ScoreKind } from './types';
