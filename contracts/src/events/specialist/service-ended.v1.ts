import { z } from 'zod';
import { defineEvent } from '../envelope';

const ZServiceEndedSchema = z.object({
  serviceId: z.string(),
  requestId: z.string(),
  expertId: z.string(),
  userId: z.string(),
  amount: z.number().int(),
  endedAt: z.iso.datetime(),
});
export type TServiceEndedV1 = z.infer<typeof ZServiceEndedSchema>;

/** A paid service reached `completed`: a settlement exists; the expert's load goes down. */
export const serviceCompletedV1 = defineEvent('specialist.service.completed', 1, 'specialist.service', ZServiceEndedSchema);
/** A paid service was cancelled (and refunded in full); the expert's load goes down. */
export const serviceCancelledV1 = defineEvent('specialist.service.cancelled', 1, 'specialist.service', ZServiceEndedSchema);
