import { normaliseApplicationType, type ApplicationType } from '../application-types';
import { isoDate, obj, text, type PlainObject, type Today } from '../normalise';
import { isSupportedVisaType, normaliseVisaCode, type SupportedVisaType } from '../visa-types';
import { d10Mapper, type D10Input } from './d10';
import type { VisaMapper } from './define-mapper';
import { e1Mapper, type E1Input } from './e1';
import { e10Mapper, type E10Input } from './e10';
import { e2Mapper, type E2Input } from './e2';
import { e3Mapper, type E3Input } from './e3';
import { e4Mapper, type E4Input } from './e4';
import { e5Mapper, type E5Input } from './e5';
import { e6Mapper, type E6Input } from './e6';
import { e7Mapper, type E7Input } from './e7';
import { e8Mapper, type E8Input } from './e8';
import { e9Mapper, type E9Input } from './e9';
import { f2Mapper, type F2Input } from './f2';
import { f6Mapper, type F6Input } from './f6';
import type { MapContext } from './fields';

export type { D10Input, E1Input, E2Input, E3Input, E4Input, E5Input, E6Input, E7Input, E8Input, E9Input, E10Input, F2Input, F6Input };

/** The assessment input of each supported visa type. */
export interface AssessmentInputByType {
  'E-1': E1Input;
  'E-2': E2Input;
  'E-3': E3Input;
  'E-4': E4Input;
  'E-5': E5Input;
  'E-6': E6Input;
  'E-7': E7Input;
  'E-8': E8Input;
  'E-9': E9Input;
  'E-10': E10Input;
  'D-10': D10Input;
  'F-2': F2Input;
  'F-6': F6Input;
}
export type AssessmentInput = AssessmentInputByType[SupportedVisaType];

const MAPPERS: { readonly [V in SupportedVisaType]: VisaMapper<AssessmentInputByType[V]> } = {
  'E-1': e1Mapper,
  'E-2': e2Mapper,
  'E-3': e3Mapper,
  'E-4': e4Mapper,
  'E-5': e5Mapper,
  'E-6': e6Mapper,
  'E-7': e7Mapper,
  'E-8': e8Mapper,
  'E-9': e9Mapper,
  'E-10': e10Mapper,
  'D-10': d10Mapper,
  'F-2': f2Mapper,
  'F-6': f6Mapper,
};

export interface MapOptions {
  /** Reference date for ages from birthDate; without it the age given in the form is used. */
  today?: Today;
  /** Timestamp stamped into metadata where a form has one (E-10 submittedAt). */
  now?: Date | string;
}

export type MapResult =
  | { supported: true; visaType: SupportedVisaType; input: AssessmentInput; warnings: string[] }
  | { supported: false; visaType: string; input: unknown; warnings: string[] };

function context(root: PlainObject, options: MapOptions, warnings: string[]): MapContext {
  const now = options.now instanceof Date ? options.now.toISOString() : text(options.now);
  return { today: options.today === undefined ? '' : isoDate(options.today), now, root, warnings };
}

function unsupportedWarning(visaType: string): string {
  return `No mapper for visa type '${visaType}': data passed through unchanged`;
}

/**
 * Form data -> assessment input with every default and normalisation of spec 001/002 §3-§5.
 * An unknown visa type passes the data through unchanged with a warning (spec 001 §1).
 */
export function mapFormToAssessmentInput(visaType: string, applicationType: string | undefined, formData: unknown, options: MapOptions = {}): MapResult {
  const code = normaliseVisaCode(visaType);
  if (!isSupportedVisaType(code)) {
    return { supported: false, visaType, input: formData, warnings: [unsupportedWarning(visaType)] };
  }
  const warnings: string[] = [];
  const form = obj(formData);
  const appType: ApplicationType = normaliseApplicationType(code, applicationType ?? form['applicationType']);
  const mapper = MAPPERS[code] as VisaMapper<AssessmentInput>;
  const input = mapper.toInput(appType, form, context(form, options, warnings));
  return { supported: true, visaType: code, input, warnings };
}

/**
 * A saved record (or its userData) -> the form, with '' / the spec's defaults / [] for what the
 * record lacks (spec 001 §3 "reverse mapping"). Unknown visa type: the data unchanged.
 */
export function mapAssessmentInputToForm(visaType: string, record: unknown, options: MapOptions = {}): { form: PlainObject; warnings: string[] } {
  const code = normaliseVisaCode(visaType);
  const source = obj(record);
  // Saved assessments keep the form under userData; accept either the record or its userData.
  const userData = 'userData' in source ? obj(source['userData']) : source;
  if (!isSupportedVisaType(code)) return { form: userData, warnings: [unsupportedWarning(visaType)] };
  const withType: PlainObject = {
    ...userData,
    applicationType: userData['applicationType'] ?? source['applicationType'],
  };
  const warnings: string[] = [];
  const form = MAPPERS[code].toForm(withType, context(withType, options, warnings));
  return { form, warnings };
}

/** Typed forward mapping for one known visa type (used to run other engines on a profile). */
export function mapFormFor<V extends SupportedVisaType>(
  visaType: V,
  applicationType: string,
  formData: PlainObject,
  options: MapOptions = {},
): AssessmentInputByType[V] {
  const mapper: VisaMapper<AssessmentInputByType[V]> = MAPPERS[visaType];
  return mapper.toInput(normaliseApplicationType(visaType, applicationType), formData, context(formData, options, []));
}

export { MAPPERS };
