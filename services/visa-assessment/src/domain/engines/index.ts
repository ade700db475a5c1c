import { normaliseApplicationType } from '../application-types';
import { VisaTypeNotSupportedError } from '../errors';
import type { AssessmentInput, AssessmentInputByType } from '../mappers/index';
import { isoDate, type Today } from '../normalise';
import { isSupportedVisaType, normaliseVisaCode, type SupportedVisaType } from '../visa-types';
import { findChangePaths } from './change-paths';
import { evaluateD10 } from './d10';
import { evaluateE1 } from './e1';
import { evaluateE10 } from './e10';
import { evaluateE2 } from './e2';
import { evaluateE3 } from './e3';
import { evaluateE4 } from './e4';
import { evaluateE5 } from './e5';
import { evaluateE6 } from './e6';
import { evaluateE7 } from './e7';
import { evaluateE8 } from './e8';
import { evaluateE9 } from './e9';
import { evaluateF2 } from './f2';
import { evaluateF6 } from './f6';
import type { ChangePath, Engine, EngineResult, RuleSetKind } from './types';

export const ENGINES: { readonly [V in SupportedVisaType]: Engine<AssessmentInputByType[V]> } = {
  'E-1': evaluateE1,
  'E-2': evaluateE2,
  'E-3': evaluateE3,
  'E-4': evaluateE4,
  'E-5': evaluateE5,
  'E-6': evaluateE6,
  'E-7': evaluateE7,
  'E-8': evaluateE8,
  'E-9': evaluateE9,
  'E-10': evaluateE10,
  'D-10': evaluateD10,
  'F-2': evaluateF2,
  'F-6': evaluateF6,
};

export interface EvaluateOptions {
  /** Reference date (ages were fixed by the mapper; validity periods and dated figures use it). */
  today: Today;
  /** Propose change-of-status paths (default true). */
  includeChangePaths?: boolean;
  /** The rules to score with (default `current`); types without a spec table always use their current rules. */
  ruleSet?: RuleSetKind;
}

/**
 * Scores a mapped assessment input with its visa type's engine. Throws VisaTypeNotSupportedError
 * for a type without an engine (spec 001 §8 VISA_TYPE_NOT_SUPPORTED).
 */
export function evaluateAssessment(visaType: string, applicationType: string | undefined, input: AssessmentInput, options: EvaluateOptions): EngineResult {
  const code = normaliseVisaCode(visaType);
  if (!isSupportedVisaType(code)) throw new VisaTypeNotSupportedError(visaType);
  const today = isoDate(options.today);
  const ctx = { applicationType: normaliseApplicationType(code, applicationType), today, ruleSet: options.ruleSet ?? 'current' };
  const engine = ENGINES[code] as Engine<AssessmentInput>;
  const result = engine(input, ctx);
  if (options.includeChangePaths === false) return result;
  const more = findChangePaths(code, input, { today, visaSubtype: result.visaSubtype, applicationType: ctx.applicationType });
  const seen = new Set(result.changePaths.map((p) => `${p.visaType}/${p.visaSubtype ?? ''}`));
  const changePaths: ChangePath[] = [...result.changePaths, ...more.filter((p) => !seen.has(`${p.visaType}/${p.visaSubtype ?? ''}`))];
  return { ...result, changePaths };
}

export { findChangePaths };
export type { ChangePathOptions } from './change-paths';
export type { BreakdownItem, ChangePath, ChangePathCondition, EngineContext, EngineResult, RuleSetKind, ScoreKind } from './types';
export { PASS_SCORE, clampScore, toScore } from './score';
