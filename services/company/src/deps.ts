import { COMPLIANCE_SCAN_QUEUE, EMAIL_QUEUE, REPORT_EXPORT_QUEUE } from '@tov/contracts';
import { objectStoreFromConfig, reportExportStore, type BackgroundTask, type Logger, type ObjectStore, type ServiceRuntime } from '@tov/kit';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { CompanyConfig } from './config';
import { ArnCipher } from './domain/arn';
import { ComplianceNotifier, QueueComplianceMailer } from './jobs/compliance-emails';
import { ComplianceScanSchedule } from './jobs/scan-schedule';
import { VisaExpiryScan } from './jobs/visa-expiry-scan';
import type { CompanyDb } from './store/db';

/** Everything the routes and handlers need, built from the kit's clients (server.ts, and tests through the same declaration). */
export interface CompanyDeps {
  db: CompanyDb;
  redis: Redis;
  logger: Logger;
  /** Encrypts and masks alien registration numbers (COMPANY_ARN_KEY). */
  arn: ArnCipher;
  /** Queues the e-mails of opened compliance items on the workers' `email` queue. */
  notifier: ComplianceNotifier;
  /** The bucket of compliance documents (S3). */
  objectStore: ObjectStore;
  /** The workers' `report-export` queue (the company's exports, decision 142). */
  reportQueue: Queue;
  /** The exports bucket (EXPORTS_BUCKET): downloads stream from it. */
  exportStore: ObjectStore;
  limits: { documentMaxBytes: number; importMaxBytes: number };
  /** The clock (tests move it to make visas expire); defaults to the real one. */
  now: () => Date;
}

export function companyDependencies({ config, db, redis, logger, queue, onClose }: ServiceRuntime<CompanyConfig, CompanyDb>): CompanyDeps {
  return {
    db,
    redis,
    logger,
    arn: new ArnCipher(config.COMPANY_ARN_KEY),
    notifier: new ComplianceNotifier(db, new QueueComplianceMailer(queue(EMAIL_QUEUE)), logger),
    objectStore: objectStoreFromConfig(config, logger, onClose),
    reportQueue: queue(REPORT_EXPORT_QUEUE),
    exportStore: exportStoreOf(config, logger, onClose),
    limits: { documentMaxBytes: config.DOCUMENT_MAX_BYTES, importMaxBytes: config.IMPORT_MAX_BYTES },
    now: () => new Date(),
  };
}

function exportStoreOf(config: CompanyConfig, logger: Logger, onClose: ServiceRuntime<CompanyConfig, CompanyDb>['onClose']): ObjectStore {
  const store = reportExportStore(config, logger);
  onClose('exports store', () => store.close());
  return store;
}

/** The daily visa-expiry scan on the deps' clock (tests run it themselves). */
export const visaExpiryScanOf = (deps: CompanyDeps) => new VisaExpiryScan(deps.db, deps.notifier, deps.logger, deps.now);

/** What runs beside HTTP: the daily visa-expiry scan's worker and scheduler (COMPLIANCE_SCAN_ENABLED). */
export function companyBackground(deps: CompanyDeps, { config, queue, workerRedis }: ServiceRuntime<CompanyConfig, CompanyDb>): BackgroundTask[] {
  if (!config.COMPLIANCE_SCAN_ENABLED) return [];
  return [
    new ComplianceScanSchedule({
      queue: queue(COMPLIANCE_SCAN_QUEUE),
      connection: workerRedis(),
      prefix: config.BULLMQ_PREFIX,
      cron: config.COMPLIANCE_SCAN_CRON,
      scan: visaExpiryScanOf(deps),
      logger: deps.logger,
    }),
  ];
}
