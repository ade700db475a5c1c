import type { quoteSentV1, TServiceOption } from '@tov/contracts';
import type { EventOf, Logger } from '@tov/kit';
import { clientEmailLanguage } from '../domain/email-language';
import { resultPath, type NoticeMailer } from '../jobs/notice-emails';
import type { SpecialistTx } from '../store/db';
import { clientRecipient } from '../store/notice-recipients';
import { expertNamesOf } from '../store/service-views';

/**
 * `specialist.quote.sent` (this service's own event): the applicant is e-mailed the quote, in their
 * language, with the link to the result page that holds it ("You will see it here and by e-mail").
 * The job id is the quote's, so a redelivered event, or a copy under another id, e-mails once
 * (docs/decisions/118-notices-follow-the-facts.md).
 */
export function onQuoteSent({ mail, logger }: { mail: NoticeMailer; logger: Logger }) {
  return async (event: EventOf<typeof quoteSentV1>, tx: SpecialistTx): Promise<void> => {
    const { data } = event;
    const request = await tx.specialistRequest.findUnique({ where: { id: data.requestId }, select: { assessmentId: true, visaType: true } });
    const client = request ? await clientRecipient(tx, data.userId, request.assessmentId) : null;
    if (!request || !client) {
      logger.warn({ quoteId: data.quoteId, requestId: data.requestId }, "quote not e-mailed: the request or the applicant's address is not known");
      return;
    }
    const experts = await expertNamesOf(tx, [data.expertId]);
    await mail.quoteSent({
      quoteId: data.quoteId,
      requestId: data.requestId,
      to: client.email,
      clientName: client.name,
      expertName: experts.get(data.expertId) ?? 'TOV',
      language: clientEmailLanguage(client.nationality),
      visaType: request.visaType,
      serviceOption: data.serviceOption as TServiceOption,
      amount: data.amount,
      message: data.message,
      validUntil: data.validUntil,
      resultPath: resultPath(request.assessmentId),
      sentAt: data.sentAt,
    });
  };
}
