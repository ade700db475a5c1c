import { expertSelectedV1, type TServiceOption } from '@tov/contracts';
import type { OutboxMessage } from '@tov/kit';
import type { MatchingRequest } from '../generated/prisma/client';
import { SOURCE } from './published';

/** `matching.expert.selected`: the applicant chose an expert (the specialist workspace receives the request). */
export function expertSelectedEvent(
  request: MatchingRequest,
  choice: { expertId: string; serviceOption: TServiceOption },
  selectedAt: Date,
): OutboxMessage<typeof expertSelectedV1> {
  return {
    event: expertSelectedV1,
    key: request.id,
    source: SOURCE,
    data: {
      requestId: request.id,
      userId: request.userId,
      assessmentId: request.assessmentId,
      expertId: choice.expertId,
      serviceOption: choice.serviceOption,
      visaType: request.visaType,
      selectedAt: selectedAt.toISOString(),
    },
  };
}
