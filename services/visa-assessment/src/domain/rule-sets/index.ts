import { D10_SPEC_V1 } from './d10';
import { E1_PUBLIC_V1 } from './e1';
import { E10_PUBLIC_V1 } from './e10';
import { E2_PUBLIC_V1 } from './e2';
import { E3_PUBLIC_V1 } from './e3';
import { E4_PUBLIC_V1 } from './e4';
import { E5_PUBLIC_V1 } from './e5';
import { E6_PUBLIC_V1 } from './e6';
import { E7_4_KPOINT_V1, E7_PUBLIC_V1 } from './e7';
import { E8_PUBLIC_V1 } from './e8';
import { E9_PUBLIC_V1 } from './e9';
import { F2_7_SPEC_V1 } from './f2-7';
import { F2_99_V1, F2_FAMILY_V1, F2_R_V1 } from './f2-other';
import { F6_SPEC_V1 } from './f6';
import type { RuleSetMeta } from './types';

/**
 * Every rule set, by id. A saved assessment records the id that scored it; a newer official
 * table is added here as a new entry (new id, later effectiveFrom) without touching old ones.
 */
export const RULE_SETS: readonly RuleSetMeta[] = [
  D10_SPEC_V1, E1_PUBLIC_V1, E2_PUBLIC_V1, E3_PUBLIC_V1, E4_PUBLIC_V1, E5_PUBLIC_V1, E6_PUBLIC_V1,
  E7_PUBLIC_V1, E7_4_KPOINT_V1, E8_PUBLIC_V1, E9_PUBLIC_V1, E10_PUBLIC_V1,
  F2_7_SPEC_V1, F2_99_V1, F2_R_V1, F2_FAMILY_V1, F6_SPEC_V1,
];

export function findRuleSet(ruleSetId: string): RuleSetMeta | undefined {
  return RULE_SETS.find((r) => r.ruleSetId === ruleSetId);
}

export type { RuleSetMeta } from './types';
