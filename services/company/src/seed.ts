import { DEMO_ACCOUNTS, DEMO_SEED_SCOPE } from '@tov/contracts';
import { AppError, createLogger, seededRequest, waitForSeedFacts, type Logger } from '@tov/kit';
import { loadConfig } from './config';
import { ArnCipher } from './domain/arn';
import { addDays, seoulToday } from './domain/dates';
import { DEMO_EMPLOYEES, type DemoEmployee } from './seed/demo-employees';
import { createCompanyDb, type CompanyDb } from './store/db';
import { createEmployee } from './store/employees';

export interface CompanySeedOptions {
  logger?: Logger;
  waitMs?: number;
  /** The demo company's address (tests give one of their own). */
  email?: string;
  plan?: readonly DemoEmployee[];
  now?: Date;
}

/**
 * The demo company's employees (docs/decisions/130-demo-data.md): waits until the demo company account
 * auth made has reached this service's projection (`auth.user.registered`), then adds each employee
 * once (its slug is the seed's Idempotency-Key). Those expiring within the lead time get their
 * compliance items now; their e-mails go with the next daily scan (the seed has no queue). Idempotent.
 */
export async function seedCompany(db: CompanyDb, cipher: ArnCipher, options: CompanySeedOptions = {}): Promise<{ created: number; employeeIds: string[] }> {
  const email = options.email ?? DEMO_ACCOUNTS.company;
  const company = await waitForSeedFacts(async () => (await db.companyProfile.findFirst({ where: { email } })) ?? undefined, {
    what: "the demo company in company's projection (auth.user.registered)",
    timeoutMs: options.waitMs,
    logger: options.logger,
  });
  const at = options.now ?? new Date();
  const today = seoulToday(at);
  const ctx = { companyId: company.companyId, today, at, cipher };
  let created = 0;
  const employeeIds: string[] = [];
  for (const demo of options.plan ?? DEMO_EMPLOYEES) {
    try {
      const { value, replayed } = await createEmployee(
        db,
        { ...demo.input, visaExpiryDate: addDays(today, demo.expiresInDays), employmentStatus: 'active' },
        ctx,
        seededRequest(DEMO_SEED_SCOPE, company.companyId, `employee:${demo.slug}`),
      );
      if (!replayed) created += 1;
      employeeIds.push(value.employee.id);
    } catch (error) {
      // Removed since an earlier run: it stays removed.
      if (error instanceof AppError && error.code === 'IDEMPOTENCY_CONFLICT') continue;
      throw error;
    }
  }
  return { created, employeeIds };
}

/** `node dist/seed.js`: run by `npm start` and the test stacks after every service is ready (infra/scripts/stack.mjs), after the auth seed. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ name: 'company-seed', level: config.LOG_LEVEL });
  const db = createCompanyDb(config.DATABASE_URL);
  try {
    const { created, employeeIds } = await seedCompany(db, new ArnCipher(config.COMPANY_ARN_KEY), { logger });
    logger.info({ created, employees: employeeIds.length }, 'company demo seeded');
  } finally {
    await db.$disconnect();
  }
}

if (require.main === module) {
  main().catch((error: Error) => {
    console.error(`company seed failed: ${error.message}`);
    process.exit(1);
  });
}
