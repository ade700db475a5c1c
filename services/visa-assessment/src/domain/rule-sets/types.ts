import type { SupportedVisaType } from '../visa-types';
import type { Text } from '../text';

export type { Text };

/**
 * points: adds up to maxPoints; requirement: must pass for eligibility (and adds its points);
 * bonus: adds on top, capped; penalty: takes points away (maxPoints 0).
 */
export type CriterionKind = 'points' | 'requirement' | 'bonus' | 'penalty';

export interface CriterionDef {
  readonly label: Text;
  readonly kind: CriterionKind;
  readonly maxPoints: number;
  /** Where the rule comes from: a spec section or the site visa-rules.md names. */
  readonly source: string;
}

/** Numeric band: value >= min earns points. Lists are ordered from the highest band down. */
export interface Band {
  readonly min: number;
  readonly points: number;
}

/** Inclusive range band (ages). */
export interface RangeBand {
  readonly min: number;
  readonly max: number;
  readonly points: number;
}

/**
 * `spec`: the product specification's own table, kept exactly (D-10, F-2-7, F-6). `current`: the
 * official rules as checked against public sources (docs/visa-rules.md). The evaluate request's
 * `options.ruleSet` picks one; a type without a spec table is always scored by its current rules.
 */
export type RuleSetKind = 'spec' | 'current';

/** `points`: the total is an official points table's; `readiness`: no official points system, the 0-100 says how complete the case is. */
export type ScoreKind = 'points' | 'readiness';

/** A rule set: the data an engine scores with, identified so a saved assessment can name it. */
export interface RuleSetMeta {
  readonly ruleSetId: string;
  readonly kind: RuleSetKind;
  readonly scoreKind: ScoreKind;
  readonly visaType: SupportedVisaType;
  /** Subtypes this rule set scores ([] = every subtype of the visa type). */
  readonly subtypes: readonly string[];
  /** First day the rules apply (YYYY-MM-DD). */
  readonly effectiveFrom: string;
  /** Current rule sets: the day their rules were last checked against public sources. */
  readonly checkedOn?: string;
  readonly source: string;
  /** Raw points needed, on the rule set's own scale. */
  readonly passMark: number;
  /** Highest raw total (bonuses at their cap, penalties at 0). */
  readonly maxPoints: number;
  readonly criteria: Readonly<Record<string, CriterionDef>>;
}

/** A value that changes yearly (GNI, wage floors, income floors), with the date it applies from and its source. */
export interface Dated<T> {
  readonly value: T;
  readonly effectiveFrom: string;
  readonly source: string;
}
export type DatedFigure = Dated<number>;
