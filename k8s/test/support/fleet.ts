// The deployable units and what each must be given (ARCHITECTURE.md, the brief of k8s/).
// A new service: add its row here, then its k8s/base/<service>.yaml; the tests take it from there.

export interface FleetMember {
  port: number;
  /** its own PostgreSQL database, or null */
  database: string | null;
  /** the gateway's upstream variable pointing at it, if the gateway routes to it */
  gatewayUrlVar?: string;
  /** its SHUTDOWN_TIMEOUT_MS default, when not the kit's (DEFAULT_SHUTDOWN_TIMEOUT_MS) */
  shutdownTimeoutMs?: number;
}

export const FLEET: Record<string, FleetMember> = {
  gateway: { port: 8080, database: null },
  auth: { port: 4001, database: 'auth', gatewayUrlVar: 'AUTH_URL' },
  'visa-assessment': { port: 4002, database: 'visa', gatewayUrlVar: 'VISA_URL' },
  matching: { port: 4003, database: 'matching', gatewayUrlVar: 'MATCHING_URL' },
  specialist: { port: 4004, database: 'specialist', gatewayUrlVar: 'SPECIALIST_URL' },
  company: { port: 4005, database: 'company', gatewayUrlVar: 'COMPANY_URL' },
  tovspark: { port: 4006, database: 'tovspark', gatewayUrlVar: 'TOVSPARK_URL' },
  admin: { port: 4007, database: 'admin', gatewayUrlVar: 'ADMIN_URL' },
  // services/workers/src/config.ts: its own schema, SHUTDOWN_TIMEOUT_MS 25 s
  workers: { port: 4010, database: null, shutdownTimeoutMs: 25_000 },
};

export const DATABASES = Object.values(FLEET)
  .map((m) => m.database)
  .filter((d): d is string => d !== null);

/** The topics the platform must declare (each with its `.dlq` twin). */
export const REQUIRED_TOPICS = [
  'auth.user',
  'visa.assessment',
  'matching.request',
  'specialist.quote',
  'specialist.profile',
  'specialist.payment',
  'specialist.service',
];

export const RUN_AS_USER = 10001;
export const LIVENESS_PATH = '/health/live';
export const READINESS_PATH = '/health/ready';
/** services/kit/src/config.ts default, used when SHUTDOWN_TIMEOUT_MS is not set and the row names none */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 15_000;

const COMMON_ENV = ['NODE_ENV', 'HOST', 'PORT', 'LOG_LEVEL', 'SERVICE_NAME', 'REDIS_URL', 'KAFKA_BROKERS', 'OTEL_EXPORTER_OTLP_ENDPOINT'];

const EXTRA_ENV: Record<string, string[]> = {
  auth: ['JWT_PRIVATE_KEY', 'JWT_PUBLIC_KEY', 'JWT_ISSUER', 'JWT_TTL_SECONDS', 'BRIDGE_ADMIN_INVITE_CODES'],
  gateway: [
    'JWT_PUBLIC_KEY',
    'JWT_ISSUER',
    ...Object.values(FLEET).flatMap((m) => (m.gatewayUrlVar ? [m.gatewayUrlVar] : [])),
    'CORS_ORIGIN',
    'BODY_LIMIT_BYTES',
  ],
  // services/<service>/src/config.ts; BULLMQ_PREFIX must be one value for the producer and the workers
  'visa-assessment': ['CONSUMER_GROUP', 'BULLMQ_PREFIX'],
  matching: ['CONSUMER_GROUP'],
  specialist: ['CONSUMER_GROUP'],
  // services/company/src/config.ts: the ARN key is required in production (a Secret, below)
  company: ['CONSUMER_GROUP', 'BULLMQ_PREFIX', 'COMPANY_ARN_KEY', 'EXPORTS_BUCKET'],
  // and the report exports (decision 142): the company's rows, the exports bucket
  workers: ['WORKER_QUEUES', 'BULLMQ_PREFIX', 'SMTP_HOST', 'SMTP_PORT', 'MAIL_FROM', 'PUBLIC_WEB_URL', 'COMPANY_URL', 'EXPORTS_BUCKET'],
};

/** Keys that must come from a Secret, never from a ConfigMap or a literal in a manifest. */
export const SECRET_ONLY_ENV = ['DATABASE_URL', 'JWT_PRIVATE_KEY', 'BRIDGE_ADMIN_INVITE_CODES', 'SMTP_PASS', 'INTERNAL_IDENTITY_SECRET', 'COMPANY_ARN_KEY'];

/**
 * The gateway signs the identity it forwards and every service it routes to checks it, with one
 * secret (docs/decisions/126-signed-forwarded-identity.md); the workers take no calls but sign their
 * requests for an export's rows with it (decision 142).
 */
export const IDENTITY_SECRET_ENV = 'INTERNAL_IDENTITY_SECRET';
export const handlesForwardedIdentity = (service: string): boolean =>
  service === 'gateway' || service === 'workers' || FLEET[service]?.gatewayUrlVar !== undefined;

export function requiredEnv(service: string): string[] {
  const member = FLEET[service];
  const keys = [...COMMON_ENV, ...(EXTRA_ENV[service] ?? [])];
  if (member?.database) keys.push('DATABASE_URL');
  if (handlesForwardedIdentity(service)) keys.push(IDENTITY_SECRET_ENV);
  return keys;
}

/** http://<service>:<port>, the cluster (and compose network) address of a fleet member */
export function upstreamUrl(service: string): string {
  const member = FLEET[service];
  if (!member) throw new Error(`unknown service ${service}`);
  return `http://${service}:${member.port}`;
}
