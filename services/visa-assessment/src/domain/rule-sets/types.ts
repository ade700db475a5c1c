import type { SupportedVisaType } from '../visa-types';

/** A text in Korean and English (labels, improvements). */
export interface Text {
  readonly ko: string;
  readonly en: string;
}

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

/** A rule set: the data an engine scores with, identified so a saved assessment can name it. */
export interface RuleSetMeta {
  readonly ruleSetId: string;
  readonly visaType: SupportedVisaType;
  /** Subtypes this rule set scores ([] = every subtype of the visa type). */
  readonly subtypes: readonly string[];
  /** First day the rules apply (YYYY-MM-DD). */
  readonly effectiveFrom: string;
  readonly source: string;
  /** Raw points needed, on the rule set's own scale. */
  readonly passMark: number;
  /** Highest raw total (bonuses at their cap, penalties at 0). */
  readonly maxPoints: number;
  readonly criteria: Readonly<Record<string, CriterionDef>>;
}

/** A figure that changes yearly (GNI, wage floors), with the date it applies from and its source. */
export interface DatedFigure {
  readonly value: number;
  readonly effectiveFrom: string;
  readonly source: string;
}
