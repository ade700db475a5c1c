import { createHash } from 'node:crypto';

/**
 * A UUID (version 8, RFC 9562) derived from a name: the same name always gives the same id. Used for
 * ids that the payment provider is asked with, so that asking again after a failure (a charge made
 * but not recorded) meets the first answer instead of moving money twice.
 */
export function uuidFrom(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex').slice(0, 32).split('');
  hex[12] = '8';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** The charge of a quote: its payment id (our merchant uid) is the quote's, whoever accepts it and however often. */
export const chargeIdOf = (quoteId: string) => uuidFrom(`specialist.charge:${quoteId}`);
/** The refund a cancellation makes: one per service. */
export const cancellationRefundIdOf = (serviceId: string) => uuidFrom(`specialist.cancellation-refund:${serviceId}`);
/** An admin's refund sent with an Idempotency-Key: the same key, the same refund id. */
export const keyedRefundIdOf = (userId: string, key: string) => uuidFrom(`specialist.refund:${userId}:${key}`);
/** The payout of a settlement. */
export const payoutIdOf = (settlementId: string) => uuidFrom(`specialist.payout:${settlementId}`);
