import { EMAIL_COMPLIANCE_OPENED_JOB, ZComplianceOpenedEmailJobSchema, type TComplianceOpenedEmailJob } from '@tov/contracts';
import { addEmailJob, type Logger } from '@tov/kit';
import type { Queue } from 'bullmq';
import { dateText, daysBetween, seoulToday } from '../domain/dates';
import type { CompanyDb } from '../store/db';
import { toSettings } from '../store/settings';

/** Delivery (and BullMQ job) id: one e-mail per item and recipient, however often it is queued (workers' delivery record, decision 097). */
export const complianceOpenedDeliveryId = (itemId: string, recipient: TComplianceOpenedEmailJob['recipient']) => `compliance-opened-${itemId}-${recipient}`;

/** The item's page in the company workspace (the worker prefixes PUBLIC_WEB_URL). */
export const compliancePath = (itemId: string) => `/company/compliance/${encodeURIComponent(itemId)}`;

type Fields = Omit<TComplianceOpenedEmailJob, 'deliveryId' | 'traceparent'>;

/** Queues e-mails on the workers' `email` queue (a fake in unit tests). */
export interface ComplianceMailer {
  opened(fields: Fields): Promise<string>;
}

export class QueueComplianceMailer implements ComplianceMailer {
  constructor(private readonly queue: Queue) {}

  opened(fields: Fields): Promise<string> {
    return addEmailJob(this.queue, EMAIL_COMPLIANCE_OPENED_JOB, ZComplianceOpenedEmailJobSchema, {
      ...fields,
      deliveryId: complianceOpenedDeliveryId(fields.itemId, fields.recipient),
    });
  }
}

/**
 * The e-mails of opened items: to the company's HR address (the settings', else the account's) when
 * compliance e-mails are on, and to the employee when the company turned employee e-mails on and an
 * address is on record. An item is marked notified once its e-mails are queued; one whose queueing
 * failed (Redis down) is queued again by the next scan. Addresses never reach a log line.
 */
export class ComplianceNotifier {
  constructor(
    private readonly db: CompanyDb,
    readonly mailer: ComplianceMailer,
    private readonly logger: Logger,
  ) {}

  /** Queues the e-mails of these items (those not yet notified); answers how many e-mails were queued. A failure is logged, never thrown. */
  async notify(itemIds: readonly string[], now: Date): Promise<number> {
    if (itemIds.length === 0) return 0;
    try {
      return await this.queue(itemIds, now);
    } catch (error) {
      this.logger.warn(
        { items: itemIds.length, err: error instanceof Error ? error.message : String(error) },
        'compliance e-mails not queued; the next scan queues them',
      );
      return 0;
    }
  }

  private async queue(itemIds: readonly string[], now: Date): Promise<number> {
    const items = await this.db.complianceItem.findMany({ where: { id: { in: [...itemIds] }, notifiedAt: null }, include: { employee: true } });
    const today = seoulToday(now);
    let queued = 0;
    for (const item of items) {
      const [profile, settingsRow] = await Promise.all([
        this.db.companyProfile.findUnique({ where: { companyId: item.companyId } }),
        this.db.notificationSettings.findUnique({ where: { companyId: item.companyId } }),
      ]);
      const settings = toSettings(settingsRow);
      const employee = item.employee;
      const expiryDate = dateText(item.dueDate);
      const common = {
        itemId: item.id,
        companyName: profile?.companyName ?? profile?.name ?? '',
        employeeName: employee?.name ?? '',
        language: settings.language,
        visaType: item.visaType ?? '',
        expiryDate,
        daysLeft: daysBetween(today, expiryDate),
        compliancePath: compliancePath(item.id),
        openedAt: item.createdAt.toISOString(),
      };
      const hrAddress = settings.hrEmail ?? profile?.email ?? null;
      if (settings.complianceEmails && hrAddress) {
        await this.mailer.opened({ ...common, recipient: 'hr', to: hrAddress, recipientName: profile?.name ?? common.companyName });
        queued += 1;
      }
      if (settings.employeeEmails && employee?.email) {
        await this.mailer.opened({ ...common, recipient: 'employee', to: employee.email, recipientName: employee.name });
        queued += 1;
      }
      await this.db.complianceItem.update({ where: { id: item.id }, data: { notifiedAt: now } });
      this.logger.info({ itemId: item.id, companyId: item.companyId }, 'compliance e-mails queued');
    }
    return queued;
  }
}
