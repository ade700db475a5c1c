import type { ApplicationType } from '../application-types';
import { normaliseApplicationType } from '../application-types';
import type { PlainObject } from '../normalise';
import type { SupportedVisaType } from '../visa-types';
import { parseInto, type MapContext, type Shape } from './fields';

/** What every mapped assessment input starts with. */
export interface InputBase<V extends SupportedVisaType> {
  visaType: V;
  applicationType: ApplicationType;
}

/** Form data <-> assessment input for one visa type. */
export interface VisaMapper<I> {
  readonly visaType: SupportedVisaType;
  toInput(applicationType: ApplicationType, form: unknown, ctx: MapContext): I;
  /** Restores the form from a saved record (its userData), with '' / defaults / [] for what is missing. */
  toForm(record: PlainObject, ctx: MapContext): PlainObject;
}

/**
 * A mapper whose form and input have the same shape: a base shape plus the section the
 * application type selects (spec 001 §4). Reverse mapping reads the record through the same
 * shape, so the form gets exactly the defaults the forward mapping applies.
 */
export function shapeMapper<I>(visaType: SupportedVisaType, base: Shape, sections: Partial<Record<ApplicationType, Shape>> = {}): VisaMapper<I> {
  const toInput = (applicationType: ApplicationType, form: unknown, ctx: MapContext): I => {
    const input: PlainObject = { visaType, applicationType };
    parseInto(base, form, ctx, input);
    const section = sections[applicationType];
    if (section) parseInto(section, form, ctx, input);
    return input as I;
  };
  return {
    visaType,
    toInput,
    toForm: (record, ctx) => toInput(normaliseApplicationType(visaType, record['applicationType']), record, ctx) as PlainObject,
  };
}
