import { assessmentCompletedV1, expertSelectedV1, paymentCapturedV1, quoteSentV1, userRegisteredV1 } from '@tov/contracts';
import { on, onRun } from '@tov/kit';
import type { SpecialistDeps } from '../deps';
import { onAssessmentsCompleted } from './on-assessment-completed';
import { onExpertSelected } from './on-expert-selected';
import { onPaymentCaptured } from './on-payment-captured';
import { onQuoteSent } from './on-quote-sent';
import { onUserRegistered } from './on-user-registered';

/**
 * Every event the specialist service consumes, in one place (one handler file per event): the
 * accounts, selections and assessments of others, and its own quotes and payments, which it e-mails
 * through the workers (docs/decisions/118-notices-follow-the-facts.md).
 */
export function subscriptions(deps: Pick<SpecialistDeps, 'notices' | 'logger'>) {
  const mailing = { mail: deps.notices, logger: deps.logger };
  return [
    on(userRegisteredV1, onUserRegistered),
    on(expertSelectedV1, onExpertSelected),
    onRun(assessmentCompletedV1, onAssessmentsCompleted),
    on(quoteSentV1, onQuoteSent(mailing)),
    on(paymentCapturedV1, onPaymentCaptured(mailing)),
  ];
}
