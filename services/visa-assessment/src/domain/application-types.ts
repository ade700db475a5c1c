import { key } from './normalise';

/** spec 001 §3: NEW (default), EXTENSION, CHANGE; spec 002 §3: E-4 and E-5 use C1, C2, C3 (default C1). */
export const STANDARD_APPLICATION_TYPES = ['NEW', 'EXTENSION', 'CHANGE'] as const;
export const C_APPLICATION_TYPES = ['C1', 'C2', 'C3'] as const;
export type StandardApplicationType = (typeof STANDARD_APPLICATION_TYPES)[number];
export type CApplicationType = (typeof C_APPLICATION_TYPES)[number];
export type ApplicationType = StandardApplicationType | CApplicationType;

const C_TYPE_VISAS = new Set(['E-4', 'E-5']);

export function usesCApplicationTypes(visaType: string): boolean {
  return C_TYPE_VISAS.has(visaType);
}

// Decision (docs-visa-rules.md): C1 issues a visa (new), C2 changes status, C3 covers reporting
// after arrival / workplace change, the nearest thing to an extension. The two scales translate
// into each other so a client that sends the "wrong" scale still gets the right sections.
const TO_C: Readonly<Record<StandardApplicationType, CApplicationType>> = { NEW: 'C1', CHANGE: 'C2', EXTENSION: 'C3' };
const FROM_C: Readonly<Record<CApplicationType, StandardApplicationType>> = { C1: 'NEW', C2: 'CHANGE', C3: 'EXTENSION' };

function isStandard(k: string): k is StandardApplicationType {
  return (STANDARD_APPLICATION_TYPES as readonly string[]).includes(k);
}
function isC(k: string): k is CApplicationType {
  return (C_APPLICATION_TYPES as readonly string[]).includes(k);
}

/** The application type a visa type uses, with its default when missing or unknown. */
export function normaliseApplicationType(visaType: string, value: unknown): ApplicationType {
  const k = key(value);
  if (usesCApplicationTypes(visaType)) {
    if (isC(k)) return k;
    return isStandard(k) ? TO_C[k] : 'C1';
  }
  if (isStandard(k)) return k;
  return isC(k) ? FROM_C[k] : 'NEW';
}

/** The NEW/EXTENSION/CHANGE meaning of any application type. */
export function standardApplicationType(value: ApplicationType): StandardApplicationType {
  return isC(value) ? FROM_C[value] : value;
}
