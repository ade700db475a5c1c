import { randomUUID } from 'node:crypto';
import { EMAIL_QUEUE } from '@tov/contracts';
import { Writable } from 'node:stream';
import { createLogger } from '@tov/kit';
import { removeTestBucket, startServiceHarness, testObjectStore } from '@tov/kit/testing';
import { ComplianceNotifier } from '../../src/jobs/compliance-emails';
import { companyService } from '../../src/server';

export type { PublishedEvent } from '@tov/kit/testing';

/** The document size limit of a test run (small, so the 413 test sends little). */
export const TEST_DOCUMENT_MAX_BYTES = 64 * 1024;

export type CompanyHarness = Awaited<ReturnType<typeof startCompanyHarness>>;

/**
 * The company service's own declaration on the real Postgres (company_test), Redis, Kafka and S3Proxy,
 * with a bucket of this run's own and a clock the tests may move (visa expiry). The daily scan's queue
 * is not served: tests run the scan themselves. Every test makes its own companies, so no table is emptied.
 */
export async function startCompanyHarness(env: Record<string, string> = {}) {
  const store = await testObjectStore();
  // Every line the service logs, masked as in production (the kit's logger): tests read them.
  const logLines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  const logger = createLogger({ name: 'company-test', level: 'debug', destination: sink });
  let moved: Date | undefined;
  const now = () => moved ?? new Date();
  const bucket = `company-test-${randomUUID()}`;
  const h = await startServiceHarness(companyService, {
    database: 'company_test',
    env: {
      S3_ENDPOINT: store.endpoint,
      S3_REGION: store.region,
      S3_ACCESS_KEY_ID: store.accessKeyId,
      S3_SECRET_ACCESS_KEY: store.secretAccessKey,
      S3_BUCKET: bucket,
      DOCUMENT_MAX_BYTES: String(TEST_DOCUMENT_MAX_BYTES),
      COMPLIANCE_SCAN_ENABLED: 'false',
      ...env,
    },
    override: (deps) => ({ ...deps, now, logger, notifier: new ComplianceNotifier(deps.db, deps.notifier.mailer, logger) }),
  });
  return {
    ...h,
    logLines,
    /** The service's clock: tests move it forward. */
    clock: {
      set now(value: Date) {
        moved = value;
      },
    },
    /** The workers' `email` queue under this run's prefix (no worker takes its jobs unless a test starts one with `bullPrefix`). */
    emailQueue: h.queue(EMAIL_QUEUE),
    async close() {
      await h.close();
      await removeTestBucket(store, bucket).catch(() => {});
    },
  };
}

/** Starts the harness before a test file's tests (handing it to `started`) and closes it after them. */
export function useCompanyHarness(started: (h: CompanyHarness) => void, env: Record<string, string> = {}): void {
  let harness: CompanyHarness | undefined;
  beforeAll(async () => {
    harness = await startCompanyHarness(env);
    started(harness);
  }, 180_000);
  afterAll(async () => harness?.close());
}
