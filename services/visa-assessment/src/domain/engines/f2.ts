import { VisaTypeNotSupportedError } from '../errors';
import type { F2Input } from '../mappers/f2';
import { key } from '../normalise';
import { evaluateF27 } from './f2-7';
import { evaluateF2Family } from './f2-family';
import { evaluateF299, evaluateF2R } from './f2-residence';
import type { EngineContext, EngineResult } from './types';

/** The F-2 subtypes this service scores. */
export const F2_SUBTYPES = ['F-2-7', 'F-2-99', 'F-2-R', 'F-2-1', 'F-2-2', 'F-2-3', 'F-2-71'] as const;

export function normaliseF2Subtype(value: string): string {
  const k = key(value).replace(/_/g, '-');
  return k.startsWith('F-2-') || k === '' ? k : `F-2-${k.replace(/^F-?2-?/, '')}`;
}

/** F-2 dispatches on visaSubtype (default F-2-7, spec 001 §9). */
export function evaluateF2(input: F2Input, ctx: EngineContext): EngineResult {
  const subtype = normaliseF2Subtype(input.visaSubtype) || 'F-2-7';
  switch (subtype) {
    case 'F-2-7':
      return evaluateF27(input, ctx);
    case 'F-2-99':
      return evaluateF299(input, ctx);
    case 'F-2-R':
      return evaluateF2R(input, ctx);
    case 'F-2-1':
    case 'F-2-2':
    case 'F-2-3':
    case 'F-2-71':
      return evaluateF2Family(input, subtype, ctx);
    default:
      throw new VisaTypeNotSupportedError(subtype, `F-2 subtypes scored: ${F2_SUBTYPES.join(', ')}`);
  }
}
