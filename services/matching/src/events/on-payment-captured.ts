import type { paymentCapturedV1 } from '@tov/contracts';
import type { EventOf } from '@tov/kit';
import type { MatchingTx } from '../store/db';
import { recordPaymentCaptured } from '../store/request-outcomes';

/** `specialist.payment.captured`: the applicant accepted a quote and paid; the request shows its service. */
export async function onPaymentCaptured(event: EventOf<typeof paymentCapturedV1>, tx: MatchingTx): Promise<void> {
  await recordPaymentCaptured(tx, event.data);
}
