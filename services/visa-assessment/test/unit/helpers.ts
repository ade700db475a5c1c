import { assess } from '../../src/domain/assess';
import type { EngineResult } from '../../src/domain/engines/types';
import { TODAY } from './fixtures';

/** Maps and scores a form as the service would, on the tests' reference date. */
export function score(visaType: string, applicationType: string, form: Record<string, unknown>): EngineResult {
  return assess(visaType, applicationType, form, { today: TODAY }).result;
}

export function rowOf(result: EngineResult, criterion: string) {
  const row = result.breakdown.find((b) => b.criterion === criterion);
  if (!row) throw new Error(`no row ${criterion} in ${result.ruleSetId}`);
  return row;
}
