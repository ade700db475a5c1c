import { ACTIVE_SERVICE_STATUSES, SERVICE_TRANSITIONS, type PAYMENT_STATUSES, type TServiceStatus } from '@tov/contracts';

/**
 * A paid service's state machine (contracts SERVICE_TRANSITIONS, docs/rules/specialist.md):
 * accepted -> in_progress -> documents_submitted -> completed; any active status ->
 * cancelled. The same status again, a step skipped, a step back or anything out of a final status is
 * illegal (409 INVALID_STATUS_TRANSITION).
 */
export function canTransition(from: string, to: TServiceStatus): boolean {
  const next = (SERVICE_TRANSITIONS as Record<string, readonly TServiceStatus[]>)[from];
  return next !== undefined && next.includes(to);
}

export const isActiveStatus = (status: string): boolean => (ACTIVE_SERVICE_STATUSES as readonly string[]).includes(status);

export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** captured (nothing refunded), partially_refunded, refunded (all of it). */
export function paymentStatusOf(amount: number, refunded: number): TPaymentStatus {
  if (refunded <= 0) return 'captured';
  return refunded >= amount ? 'refunded' : 'partially_refunded';
}
