import {
  ZBucketNameSchema,
  ZConsumerConfigSchema,
  ZObjectStoreConfigSchema,
  ZReportExportStoreConfigSchema,
  envFlag,
  parseConfig,
  serviceDefaults,
} from '@tov/kit';
import { COMPLIANCE_DOCUMENT_MAX_BYTES, EMPLOYEE_IMPORT_MAX_BYTES } from '@tov/contracts';
import { z } from 'zod';

/** Used only outside production (local runs, tests): production must name its own key. */
const DEV_ARN_KEY = Buffer.alloc(32, 'tov-company-dev-arn-key').toString('base64');

const ZCompanyConfigSchema = ZConsumerConfigSchema.extend({
  ...serviceDefaults('company', 4005, 'company'),
  CONSUMER_GROUP: z.string().min(1).default('company'),
  /**
   * The AES-256-GCM key of alien registration numbers at rest: 32 bytes, base64 (docs/decisions/136-arn-encrypted-and-masked.md).
   * Required in production; elsewhere a fixed development key.
   */
  COMPANY_ARN_KEY: z
    .string()
    .optional()
    .refine((v) => v === undefined || Buffer.from(v, 'base64').length === 32, 'COMPANY_ARN_KEY: 32 bytes, base64-encoded'),
  // The object store of compliance documents (the kit's S3 settings, docs/decisions/082).
  ...ZObjectStoreConfigSchema.shape,
  /** Made at start when missing. */
  S3_BUCKET: ZBucketNameSchema.default('company-documents'),
  /** The bucket the workers write report exports to and the downloads read from (the kit's ZReportExportStoreConfigSchema, decision 142). */
  EXPORTS_BUCKET: ZReportExportStoreConfigSchema.shape.EXPORTS_BUCKET,
  /** Largest compliance document (bytes); over it 413 FILE_TOO_LARGE and nothing is kept. */
  DOCUMENT_MAX_BYTES: z.coerce.number().int().positive().default(COMPLIANCE_DOCUMENT_MAX_BYTES),
  /** Largest employee CSV (bytes). */
  IMPORT_MAX_BYTES: z.coerce.number().int().positive().default(EMPLOYEE_IMPORT_MAX_BYTES),
  /** When the daily visa-expiry scan runs (cron, Asia/Seoul); a BullMQ job scheduler (docs/decisions/138-compliance-scan-idempotent.md). */
  COMPLIANCE_SCAN_CRON: z.string().min(1).default('0 6 * * *'),
  /** Serve the scan's queue in this process (tests run the scan themselves). */
  COMPLIANCE_SCAN_ENABLED: envFlag('true'),
})
  .refine((c) => c.NODE_ENV !== 'production' || c.COMPANY_ARN_KEY !== undefined, {
    message: 'COMPANY_ARN_KEY is required in production',
    path: ['COMPANY_ARN_KEY'],
  })
  .transform((c) => ({ ...c, COMPANY_ARN_KEY: c.COMPANY_ARN_KEY ?? DEV_ARN_KEY }));
export type CompanyConfig = z.infer<typeof ZCompanyConfigSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): CompanyConfig {
  return parseConfig(ZCompanyConfigSchema, env);
}
