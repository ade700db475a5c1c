import { trace } from '@opentelemetry/api';
import pino, { type Logger } from 'pino';

/** Paths masked in every log line: passwords, tokens, credentials and personal numbers. */
export const REDACTED_PATHS = [
  'password',
  '*.password',
  '*.*.password',
  'passwordHash',
  '*.passwordHash',
  'token',
  '*.token',
  'accessToken',
  '*.accessToken',
  'authorization',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  'passportNumber',
  '*.passportNumber',
  // An employee's alien registration number (services/company; docs/decisions/136-arn-encrypted-and-masked.md).
  'alienRegistrationNumber',
  '*.alienRegistrationNumber',
  '*.*.alienRegistrationNumber',
  'COMPANY_ARN_KEY',
  'bridgeAdminInviteCode',
  '*.bridgeAdminInviteCode',
  'JWT_PRIVATE_KEY',
  'DATABASE_URL',
  // The forwarded identity's secret and signatures (docs/decisions/126-signed-forwarded-identity.md).
  'INTERNAL_IDENTITY_SECRET',
  '*.INTERNAL_IDENTITY_SECRET',
  'req.headers["x-identity-signature"]',
  'headers["x-identity-signature"]',
];

/** The process's logger; `destination` (tests reading what is logged) instead of stdout. */
export function createLogger(options: { name: string; level: string; destination?: pino.DestinationStream }): Logger {
  const settings: pino.LoggerOptions = {
    name: options.name,
    level: options.level,
    redact: { paths: REDACTED_PATHS, censor: '[MASKED]' },
    base: { service: options.name },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Carries the active trace id so logs and traces join up.
    mixin() {
      const span = trace.getActiveSpan();
      return span ? { traceId: span.spanContext().traceId } : {};
    },
  };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}

export type { Logger };
