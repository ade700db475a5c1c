import { evaluateAssessment, type EngineResult } from './engines/index';
import { VisaTypeNotSupportedError } from './errors';
import { mapFormToAssessmentInput, type AssessmentInput, type MapOptions } from './mappers/index';
import type { Today } from './normalise';
import type { RuleSetKind } from './rule-sets/types';

export interface AssessOptions extends MapOptions {
  today: Today;
  includeChangePaths?: boolean;
  /** `current` (default) or `spec`: see rule-sets/types.ts. */
  ruleSet?: RuleSetKind;
}

export interface Assessment {
  input: AssessmentInput;
  warnings: string[];
  result: EngineResult;
}

/**
 * Form data in, scored assessment out: the mapper then the engine. An unknown visa type throws
 * VisaTypeNotSupportedError after the mapper's pass-through warning (spec 001 §1, §8).
 */
export function assess(visaType: string, applicationType: string | undefined, formData: unknown, options: AssessOptions): Assessment {
  const mapped = mapFormToAssessmentInput(visaType, applicationType, formData, options);
  if (!mapped.supported) throw new VisaTypeNotSupportedError(visaType);
  const result = evaluateAssessment(mapped.visaType, mapped.input.applicationType, mapped.input, options);
  return { input: mapped.input, warnings: mapped.warnings, result };
}
