import { DEMO_ACCOUNTS, DEMO_SEED_SCOPE } from '@tov/contracts';
import { AppError, createLogger, createSqlStatements, newId, seededRequest, waitForSeedFacts, type Logger, type SqlStatements } from '@tov/kit';
import { loadConfig } from './config';
import { assess, extractProfile } from './domain';
import { DEMO_ASSESSMENTS, type DemoAssessment } from './seed/demo-assessments';
import { AssessmentWriter } from './store/assessment-writer';
import { announceAssessments, saveAssessment } from './store/assessments';
import { createVisaDb, type VisaDb } from './store/db';
import { accountIdByEmail } from './store/user-projections';

const DAY_MS = 86_400_000;

export interface VisaSeedOptions {
  /** Announce the assessments an earlier run saved again (test stacks' consumers start at the end of the topics). */
  announce?: boolean;
  logger?: Logger;
  waitMs?: number;
  /** The applicant whose assessments they are (tests give one of their own). */
  email?: string;
  assessments?: readonly DemoAssessment[];
  now?: Date;
}

/**
 * The demo challenger's assessments (docs/decisions/130-demo-data.md): waits until auth's
 * registration of the account has reached this service's projection, then scores each demo form with
 * the current rules and saves it through the same path as an evaluation sent with an
 * `Idempotency-Key` (the key of `DEMO_SEED_SCOPE` naming it), so a second run saves nothing and one
 * the applicant deleted stays deleted. The rows' `visa.assessment.completed` are left to the
 * service's relay (its poll takes rows a writing process does not publish itself, after
 * DIRECT_PUBLISH_RESERVATION).
 */
export async function seedVisa(
  db: VisaDb,
  sql: SqlStatements,
  options: VisaSeedOptions = {},
): Promise<{ created: string[]; existing: string[]; announced: number }> {
  const email = options.email ?? DEMO_ACCOUNTS.challenger;
  const userId = await waitForSeedFacts(() => accountIdByEmail(db, email), {
    what: `${email} in visa-assessment's user projection (auth.user.registered)`,
    timeoutMs: options.waitMs,
    logger: options.logger,
  });
  const writer = new AssessmentWriter(sql);
  const now = options.now ?? new Date();
  const created: string[] = [];
  const existing: string[] = [];
  for (const demo of options.assessments ?? DEMO_ASSESSMENTS) {
    const evaluatedAt = new Date(now.getTime() - demo.daysAgo * DAY_MS);
    const { input, result } = assess(demo.visaType, demo.applicationType, demo.userData, {
      today: evaluatedAt.toISOString().slice(0, 10),
      now: evaluatedAt,
      ruleSet: 'current',
    });
    const assessment = { userId, userData: demo.userData, input, result, nationality: extractProfile(result.visaType, input).nationality || null };
    try {
      const saved = await saveAssessment(db, writer, assessment, seededRequest(DEMO_SEED_SCOPE, userId, demo.key), { id: newId(), createdAt: evaluatedAt });
      (saved.replayed ? existing : created).push(saved.id);
    } catch (error) {
      // The applicant deleted it since an earlier run: it stays deleted.
      if (error instanceof AppError && error.code === 'IDEMPOTENCY_CONFLICT') continue;
      throw error;
    }
  }
  const announced = options.announce ? await announceAssessments(db, existing) : 0;
  return { created, existing, announced };
}

/** `node dist/seed.js [--announce]`: run by `npm start` and the test stacks after the auth seed (infra/scripts/stack.mjs). */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ name: 'visa-assessment-seed', level: config.LOG_LEVEL });
  const db = createVisaDb(config.DATABASE_URL);
  const sql = createSqlStatements(config.DATABASE_URL, { poolSize: 1, logger });
  try {
    const { created, existing, announced } = await seedVisa(db, sql, { announce: process.argv.includes('--announce'), logger });
    logger.info({ created: created.length, existing: existing.length, announced }, 'visa-assessment demo seeded');
  } finally {
    await sql.close();
    await db.$disconnect();
  }
}

if (require.main === module) {
  main().catch((error: Error) => {
    console.error(`visa-assessment seed failed: ${error.message}`);
    process.exit(1);
  });
}
