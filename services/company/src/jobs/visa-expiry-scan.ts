import type { Logger } from '@tov/kit';
import { withTransactionRetry } from '@tov/kit';
import { DEFAULT_LEAD_TIME_DAYS } from '@tov/contracts';
import { seoulToday } from '../domain/dates';
import { openVisaExpiryItems, type VisaExpiryCandidate } from '../store/compliance';
import type { CompanyDb } from '../store/db';
import type { ComplianceNotifier } from './compliance-emails';

/** Employees looked at per transaction. */
const BATCH = 500;

export interface ScanResult {
  opened: number;
  emailed: number;
}

/**
 * The daily visa-expiry scan: every employee still employed whose visa expires within the company's
 * lead time for its type (90 days unless the settings say otherwise; an expiry already past included)
 * gets one open item for that expiry. The unique key of the item makes a second run, a second replica
 * or a retried job open nothing again; items whose e-mails were not queued yet (Redis was down) are
 * queued now, with the same delivery ids (docs/decisions/138-compliance-scan-idempotent.md).
 */
export class VisaExpiryScan {
  constructor(
    private readonly db: CompanyDb,
    private readonly notifier: ComplianceNotifier,
    private readonly logger: Logger,
    private readonly now: () => Date,
  ) {}

  async run(): Promise<ScanResult> {
    const at = this.now();
    const today = seoulToday(at);
    const opened: string[] = [];
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const batch = await this.db.$queryRawUnsafe<Array<{ id: string; company_id: string; visa_type: string; expiry: string }>>(
        `SELECT e.id, e.company_id, e.visa_type, to_char(e.visa_expiry_date, 'YYYY-MM-DD') AS expiry
           FROM employees e
           LEFT JOIN notification_settings s ON s.company_id = e.company_id
          WHERE e.id > $1::uuid
            AND e.employment_status <> 'terminated'
            AND e.visa_expiry_date <= $2::date + COALESCE((s.lead_times ->> e.visa_type)::int, $3)
            AND NOT EXISTS (SELECT 1 FROM compliance_items ci
                             WHERE ci.dedupe_key = 'visa-expiry:' || e.id::text || ':' || to_char(e.visa_expiry_date, 'YYYY-MM-DD'))
          ORDER BY e.id
          LIMIT ${BATCH}`,
        after,
        today,
        DEFAULT_LEAD_TIME_DAYS,
      );
      if (batch.length === 0) break;
      const candidates: VisaExpiryCandidate[] = batch.map((r) => ({ companyId: r.company_id, employeeId: r.id, visaType: r.visa_type, expiryDate: r.expiry }));
      opened.push(...(await withTransactionRetry(this.db, (tx) => openVisaExpiryItems(tx, candidates, at))));
      after = batch[batch.length - 1]!.id;
      if (batch.length < BATCH) break;
    }
    // The items just opened, and any earlier one whose e-mails could not be queued.
    const unnotified = await this.db.complianceItem.findMany({ where: { notifiedAt: null, status: { in: ['open', 'in_progress'] } }, select: { id: true } });
    const emailed = await this.notifier.notify([...new Set([...opened, ...unnotified.map((i) => i.id)])], at);
    this.logger.info({ opened: opened.length, emailed, today }, 'visa-expiry scan done');
    return { opened: opened.length, emailed };
  }
}
