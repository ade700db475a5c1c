import type { challengePublishedV1 } from '@tov/contracts';
import type { EventOf, Logger } from '@tov/kit';
import { challengePath, type NoticeMailer } from '../jobs/notice-emails';
import type { TovsparkTx } from '../store/db';
import { companyRecipient } from '../store/notice-recipients';

/**
 * `tovspark.challenge.published` (tovspark's own event): the company account that owns the challenge
 * is e-mailed that it is public (an admin's own challenge e-mails nobody). The job id is the
 * challenge's: a challenge is published once, and a redelivered event e-mails once (decision 118).
 */
export function onChallengePublished({ notices, logger }: { notices: NoticeMailer; logger: Logger }) {
  return async (event: EventOf<typeof challengePublishedV1>, tx: TovsparkTx): Promise<void> => {
    const { data } = event;
    const recipient = await companyRecipient(tx, data.companyId);
    if (!recipient) {
      logger.info({ challengeId: data.challengeId }, 'publication not e-mailed: the owner is not a company account with a known address');
      return;
    }
    await notices.challengePublished({
      challengeId: data.challengeId,
      to: recipient.email,
      recipientName: recipient.name,
      companyName: data.companyName,
      language: recipient.language,
      challengeTitle: data.title,
      deadline: data.deadline,
      challengePath: challengePath(data.challengeId),
      publishedAt: data.publishedAt,
    });
  };
}
