import { key } from './normalise';

/**
 * Document statuses are free values in the forms (spec 001 §4). The engines only need to know
 * whether a document is ready, partly ready or missing; these word lists decide it.
 */
export type Readiness = 'READY' | 'PARTIAL' | 'MISSING';

const READY = new Set([
  'READY',
  'COMPLETE',
  'COMPLETED',
  'SUBMITTED',
  'PREPARED',
  'APOSTILLED',
  'VERIFIED',
  'OBTAINED',
  'VALID',
  'DONE',
  'YES',
  'TRUE',
  'BOTH',
  'ALL',
  'PASS',
  'PASSED',
  'CONFIRMED',
  'APPROVED',
  'SIGNED',
  'RECEIVED',
  'AUTHENTIC',
  'MET',
  'FULFILLED',
  'HIGH',
  'MATCH',
  'MATCHED',
  'RELATED',
  'REGISTERED',
  'ELIGIBLE',
  'COMPLIANT',
  'ENROLLED',
  'INSURED',
  'ACTIVE',
  'LEGITIMATE',
  'CERTIFIED',
  'EXEMPT',
]);
const PARTIAL = new Set([
  'PARTIAL',
  'PARTIALLY',
  'IN_PROGRESS',
  'INPROGRESS',
  'PENDING',
  'ONEONLY',
  'ONE_ONLY',
  'PREPARING',
  'MEDIUM',
  'PARTLY',
  'PARTIALLY_RELATED',
  'PARTIAL_MATCH',
  'APPLIED',
  'PROCESSING',
]);

export function readiness(value: unknown): Readiness {
  const k = key(value);
  if (READY.has(k)) return 'READY';
  if (PARTIAL.has(k) || PARTIAL.has(k.replace(/_/g, ''))) return 'PARTIAL';
  return 'MISSING';
}

export function isReady(value: unknown): boolean {
  return readiness(value) === 'READY';
}

/** Words meaning "nothing to report" for penalty-like free fields (penaltyHistory, accidentRecord). */
const NOTHING = new Set(['', 'NONE', 'NO', 'FALSE', 'N_A', 'NA', 'NOT_APPLICABLE', 'CLEAN', '0']);

export function isNothing(value: unknown): boolean {
  return NOTHING.has(key(value));
}
