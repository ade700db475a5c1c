import type { paymentCapturedV1, TServiceOption } from '@tov/contracts';
import type { EventOf, Logger } from '@tov/kit';
import { clientEmailLanguage, expertEmailLanguage } from '../domain/email-language';
import { UNKNOWN_NAME } from '../domain/views';
import { clientServicePath } from '../jobs/roadmap-message-email';
import { expertServicePath, type NoticeMailer } from '../jobs/notice-emails';
import type { SpecialistTx } from '../store/db';
import { clientRecipient, expertRecipient } from '../store/notice-recipients';

/**
 * `specialist.payment.captured` (this service's own event): the applicant gets the record of the
 * payment and the way to their service, the expert the news that the work can start, each in their
 * own language. One job per payment and recipient, so a redelivered event e-mails each once
 * (docs/decisions/118-notices-follow-the-facts.md).
 */
export function onPaymentCaptured({ mail, logger }: { mail: NoticeMailer; logger: Logger }) {
  return async (event: EventOf<typeof paymentCapturedV1>, tx: SpecialistTx): Promise<void> => {
    const { data } = event;
    const service = await tx.service.findUnique({ where: { id: data.serviceId }, select: { assessmentId: true, visaType: true, serviceOption: true } });
    if (!service) {
      logger.warn({ paymentId: data.paymentId, serviceId: data.serviceId }, 'payment not e-mailed: the service is not known');
      return;
    }
    const client = await clientRecipient(tx, data.userId, service.assessmentId);
    const expert = await expertRecipient(tx, data.expertId);
    const common = {
      paymentId: data.paymentId,
      serviceId: data.serviceId,
      visaType: service.visaType,
      serviceOption: service.serviceOption as TServiceOption,
      amount: data.amount,
      paidAt: data.capturedAt,
    };
    if (client)
      await mail.paymentCaptured({
        ...common,
        recipient: 'client',
        to: client.email,
        recipientName: client.name,
        counterpartName: expert?.name ?? 'TOV',
        language: clientEmailLanguage(client.nationality),
        servicePath: clientServicePath(data.serviceId),
      });
    if (expert)
      await mail.paymentCaptured({
        ...common,
        recipient: 'expert',
        to: expert.email,
        recipientName: expert.name,
        counterpartName: client?.name ?? UNKNOWN_NAME,
        language: expertEmailLanguage(expert.languages),
        servicePath: expertServicePath(data.serviceId),
      });
    if (!client || !expert)
      logger.warn({ paymentId: data.paymentId, client: Boolean(client), expert: Boolean(expert) }, 'payment e-mail left out: an address is not known');
  };
}
