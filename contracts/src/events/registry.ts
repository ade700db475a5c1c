import type { EventDefinition } from './envelope';
import { userEmailVerifiedV1 } from './auth/user-email-verified.v1';
import { userLoggedInV1 } from './auth/user-logged-in.v1';
import { userRegisteredV1 } from './auth/user-registered.v1';
import { userTalentVisibilityChangedV1 } from './auth/user-talent-visibility-changed.v1';
import { expertSelectedV1 } from './matching/expert-selected.v1';
import { matchingRequestCreatedV1 } from './matching/request-created.v1';
import { challengeJoinedV1 } from './tovspark/challenge-joined.v1';
import { challengeClosedV1 } from './tovspark/challenge-closed.v1';
import { challengePublishedV1 } from './tovspark/challenge-published.v1';
import { pointsAwardedV1 } from './tovspark/points-awarded.v1';
import { submissionScoredV1 } from './tovspark/submission-scored.v1';
import { submissionSubmittedV1 } from './tovspark/submission-submitted.v1';
import { paymentCapturedV1 } from './specialist/payment-captured.v1';
import { paymentRefundedV1 } from './specialist/payment-refunded.v1';
import { specialistProfileUpdatedV1 } from './specialist/profile-updated.v1';
import { quoteClosedV1 } from './specialist/quote-closed.v1';
import { quoteSentV1 } from './specialist/quote-sent.v1';
import { serviceCancelledV1, serviceCompletedV1 } from './specialist/service-ended.v1';
import { complianceStatusChangedV1 } from './company/compliance-status-changed.v1';
import { hiringOfferMadeV1 } from './company/hiring-offer-made.v1';
import { hiringStageChangedV1 } from './company/hiring-stage-changed.v1';
import { talentContactedV1 } from './tovspark/talent-contacted.v1';
import { assessmentCompletedV1 } from './visa/assessment-completed.v1';
import { assessmentDeletedV1 } from './visa/assessment-deleted.v1';

/** Every event the platform publishes, by `type@version`. Consumers re-parse messages with it. */
export const EVENT_REGISTRY: readonly EventDefinition[] = [
  userRegisteredV1,
  userLoggedInV1,
  userEmailVerifiedV1,
  userTalentVisibilityChangedV1,
  assessmentCompletedV1,
  assessmentDeletedV1,
  matchingRequestCreatedV1,
  expertSelectedV1,
  challengePublishedV1,
  challengeClosedV1,
  challengeJoinedV1,
  submissionSubmittedV1,
  submissionScoredV1,
  pointsAwardedV1,
  quoteSentV1,
  quoteClosedV1,
  paymentCapturedV1,
  paymentRefundedV1,
  serviceCompletedV1,
  serviceCancelledV1,
  specialistProfileUpdatedV1,
  complianceStatusChangedV1,
  talentContactedV1,
  hiringStageChangedV1,
  hiringOfferMadeV1,
];

export function findEventDefinition(type: string, version: number): EventDefinition | undefined {
  return EVENT_REGISTRY.find((e) => e.type === type && e.version === version);
}

/** Topics that exist, with their dead-letter twins. */
export function allTopics(): string[] {
  const topics = [...new Set(EVENT_REGISTRY.map((e) => e.topic))];
  return topics.flatMap((t) => [t, `${t}.dlq`]);
}
