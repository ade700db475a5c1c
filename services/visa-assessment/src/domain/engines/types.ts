import type { ApplicationType } from '../application-types';
import type { CriterionKind, RuleSetKind, ScoreKind, Text } from '../rule-sets/types';
import type { SupportedVisaType } from '../visa-types';

export type { CriterionKind, RuleSetKind, ScoreKind, Text };

export type ApplicantValue = string | number | boolean | null;

/** One row of the result's breakdown: what was scored, how, and what would raise it. */
export interface BreakdownItem {
  criterion: string;
  label: Text;
  kind: CriterionKind;
  /** Points earned (negative for a penalty). Requirements also carry points. */
  points: number;
  maxPoints: number;
  /** Pass/fail for requirements; null for plain points, bonus and penalty rows. */
  passed: boolean | null;
  applicantValue: ApplicantValue;
  /** The rule the row is scored by, in the four languages. */
  threshold: Text;
  /** What would raise this row, e.g. "TOPIK 4 -> 5 adds 5 points"; null when nothing can. */
  improvement: Text | null;
  /** Points the improvement would add (0 when none): orders "what to work on first". */
  potentialGain: number;
  source: string;
}

/** A condition of a change path not met yet: a stable code and what is needed, in the four languages. */
export interface ChangePathCondition {
  condition: string;
  text: Text;
}

export interface ChangePath {
  visaType: string;
  visaSubtype: string | null;
  /** Korean (the text of record, e-mails and matching read it); `reasonText.ko` is the same. */
  reason: string;
  /** The reason in the four interface languages. */
  reasonText: Text;
  /** Every condition of the path is met now (most paths are proposed only then). */
  eligible: boolean;
  /** What is still missing when not eligible (E-7-4 for E-9, E-10 and H-2 workers); empty when eligible. */
  missingConditions: ChangePathCondition[];
}

export interface EngineResult {
  visaType: SupportedVisaType;
  visaSubtype: string | null;
  applicationType: ApplicationType;
  ruleSetId: string;
  ruleSetEffectiveFrom: string;
  /** Current rule sets: the day they were last checked against public sources (absent on results stored before). */
  ruleSetCheckedOn?: string;
  /** `spec` or `current`: which kind of rules scored the result. */
  ruleSetKind: RuleSetKind;
  /** `points`: an official points table's result; `readiness`: no official points system, the score says how complete the case is. */
  scoreKind: ScoreKind;
  eligible: boolean;
  /** 0-100, clamped; PASS_SCORE (60) is the pass line of every rule set. */
  score: number;
  passScore: number;
  /** Raw points on the rule set's own scale. */
  totalPoints: number;
  maxPoints: number;
  passMark: number;
  breakdown: BreakdownItem[];
  /** Korean: `recommendationTexts[i].ko`. */
  recommendations: string[];
  /** The recommendations in the four interface languages. */
  recommendationTexts: Text[];
  /** Codes from the document checklist the applicant has not provided. */
  missingDocuments: string[];
  changePaths: ChangePath[];
}

export interface EngineContext {
  applicationType: ApplicationType;
  /** Reference date, YYYY-MM-DD. */
  today: string;
  /** The rules asked for; a type without a spec table is scored by its current rules either way. */
  ruleSet: RuleSetKind;
}

export type Engine<I> = (input: I, ctx: EngineContext) => EngineResult;
