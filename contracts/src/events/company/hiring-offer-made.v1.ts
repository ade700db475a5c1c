import { z } from 'zod';
import { GATE_VERDICTS } from '../../hire-visa-rules';
import { defineEvent } from '../envelope';

/** A company made (or replaced) an offer to a candidate: the terms and the visa gate's verdict for them. */
export const ZHiringOfferMadeV1Schema = z.object({
  offerId: z.string(),
  candidateId: z.string(),
  companyId: z.string(),
  userId: z.string(),
  /** KRW a year. */
  salary: z.number().int(),
  startDate: z.string(),
  occupationCode: z.string(),
  visaSponsorship: z.boolean(),
  gateVerdict: z.enum(GATE_VERDICTS),
  madeAt: z.iso.datetime(),
});
export type THiringOfferMadeV1 = z.infer<typeof ZHiringOfferMadeV1Schema>;

export const hiringOfferMadeV1 = defineEvent('company.hiring.offer-made', 1, 'company.hiring', ZHiringOfferMadeV1Schema);
