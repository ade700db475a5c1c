import { assessmentDeletedV1 } from '@tov/contracts';
import type { OutboxMessage } from '@tov/kit';
import { SOURCE } from './published';

/** `visa.assessment.deleted`: the applicant deleted an assessment (projections drop it). */
export function assessmentDeletedEvent(assessmentId: string, userId: string, at: Date): OutboxMessage<typeof assessmentDeletedV1> {
  return { event: assessmentDeletedV1, key: assessmentId, source: SOURCE, data: { assessmentId, userId, deletedAt: at.toISOString() } };
}
