import { assess } from '../../src/domain/assess';
import type { EngineResult, RuleSetKind } from '../../src/domain/engines/types';
import { TODAY } from './fixtures';

/** Maps and scores a form as the service would, on the tests' reference date, by the current rules unless told. */
export function score(visaType: string, applicationType: string, form: Record<string, unknown>, ruleSet: RuleSetKind = 'current'): EngineResult {
  return assess(visaType, applicationType, form, { today: TODAY, ruleSet }).result;
}

export function rowOf(result: EngineResult, criterion: string) {
  const row = result.breakdown.find((b) => b.criterion === criterion);
  if (!row) throw new Error(`no row ${criterion} in ${result.ruleSetId}`);
  return row;
}
