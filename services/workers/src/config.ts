import { EMAIL_QUEUE, REPORT_EXPORT_QUEUE, REPORT_PDF_MAX_ROWS } from '@tov/contracts';
import { ZInternalIdentityConfigSchema, ZProcessConfigSchema, ZReportExportStoreConfigSchema, envFlag, parseConfig, processDefaults } from '@tov/kit';
import { z } from 'zod';

/** Queues this image knows how to serve (batch evaluations run in services/visa-assessment). */
export const SUPPORTED_QUEUES = [EMAIL_QUEUE, REPORT_EXPORT_QUEUE] as const;

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const optionalUrl = z
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

/**
 * The workers' own settings: the process layer (no database of their own), the SMTP relay and the
 * queues this replica serves.
 */
const ZWorkersConfigSchema = ZProcessConfigSchema.extend({
  /** The HTTP port serves health and metrics only (`/health/live`, `/health/ready`, `/metrics`). */
  ...processDefaults('workers', 4010),
  SHUTDOWN_TIMEOUT_MS: positiveInt(25_000),

  /** Comma list of the queues this replica serves, so each queue scales apart. */
  WORKER_QUEUES: z
    .string()
    .default(EMAIL_QUEUE)
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((q) => q.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.enum(SUPPORTED_QUEUES, { error: `supported queues: ${SUPPORTED_QUEUES.join(', ')}` })).min(1, { error: 'name at least one queue' })),

  SMTP_HOST: z.string().min(1).default('127.0.0.1'),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(1025),
  SMTP_SECURE: envFlag('false'),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASS: z.string().min(1).optional(),
  /** Connection, greeting and per-step socket (idle) timeout of one SMTP exchange. */
  SMTP_TIMEOUT_MS: positiveInt(15_000),
  MAIL_FROM: z.string().min(3).default('TOV <no-reply@tov.local>'),
  /** Right-hand side of the deterministic Message-ID `<deliveryId@…>`. */
  MESSAGE_ID_DOMAIN: z
    .string()
    .regex(/^[A-Za-z0-9.-]+$/)
    .default('tov.local'),
  /** Base of the "see the full result" link in the e-mail. */
  PUBLIC_WEB_URL: z.string().url().default('http://localhost:8080'),

  EMAIL_CONCURRENCY: positiveInt(4),
  /** BullMQ lock of an active job; renewed every half of it while the process lives. */
  EMAIL_LOCK_DURATION_MS: positiveInt(30_000),
  /** How often this worker looks for jobs whose worker stopped renewing its lock. */
  EMAIL_STALLED_INTERVAL_MS: positiveInt(30_000),
  /** A job whose worker died more often than this is failed instead of retried again. */
  EMAIL_MAX_STALLED_COUNT: z.coerce.number().int().min(0).default(2),
  /**
   * How long an attempt owns a delivery once it marked it `sending` (docs/decisions/098-send-lease.md).
   * Defaults to 4 x SMTP_TIMEOUT_MS: connect, greeting, the commands and the reply to the data.
   */
  EMAIL_SEND_LEASE_MS: z.coerce.number().int().positive().optional(),
  /** How long delivery records stay in Redis (the durable guard against a second send). */
  EMAIL_DELIVERY_TTL_SECONDS: positiveInt(30 * 24 * 3600),

  // The `report-export` queue (docs/decisions/142-report-export-queue.md).
  /** Signs the calls for an export's rows as the service identity `service:workers`; required when report-export is served. */
  INTERNAL_IDENTITY_SECRET: ZInternalIdentityConfigSchema.shape.INTERNAL_IDENTITY_SECRET.optional(),
  /** The owners' base URLs (as the gateway's upstreams): the rows of an export are read from there. */
  COMPANY_URL: optionalUrl.default('http://127.0.0.1:4005'),
  ADMIN_URL: optionalUrl.default('http://127.0.0.1:4007'),
  /** The exports bucket and the store (the kit's settings, shared with the owners that serve the downloads). */
  ...ZReportExportStoreConfigSchema.shape,
  REPORT_EXPORT_CONCURRENCY: positiveInt(2),
  REPORT_EXPORT_LOCK_DURATION_MS: positiveInt(60_000),
  /** job.updateProgress every this many rows. */
  REPORT_PROGRESS_EVERY: positiveInt(1_000),
  /** The row source must answer (headers) within this, and then send something at least this often. */
  REPORT_SOURCE_TIMEOUT_MS: positiveInt(15_000),
  REPORT_SOURCE_IDLE_MS: positiveInt(30_000),
  REPORT_PDF_MAX_ROWS: positiveInt(REPORT_PDF_MAX_ROWS),
  /** A font with Hangul and CJK glyphs for pdf reports (Debian's fonts-noto-cjk); a missing file falls back to Helvetica (Latin only). */
  REPORT_PDF_FONT: z.string().min(1).default('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'),
  REPORT_PDF_FONT_FAMILY: z.string().min(1).default('NotoSansCJKkr-Regular'),
})
  .superRefine((c, ctx) => {
    if (c.WORKER_QUEUES.includes(REPORT_EXPORT_QUEUE) && !c.INTERNAL_IDENTITY_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['INTERNAL_IDENTITY_SECRET'],
        message: 'required when report-export is served (the row sources check the signed service identity)',
      });
    }
    if ((c.SMTP_USER === undefined) !== (c.SMTP_PASS === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_PASS'], message: 'SMTP_USER and SMTP_PASS go together' });
    }
  })
  .transform((c) => ({ ...c, EMAIL_SEND_LEASE_MS: c.EMAIL_SEND_LEASE_MS ?? 4 * c.SMTP_TIMEOUT_MS }));

export type WorkersConfig = z.infer<typeof ZWorkersConfigSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): WorkersConfig {
  return parseConfig(ZWorkersConfigSchema, env);
}
