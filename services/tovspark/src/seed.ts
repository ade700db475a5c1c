import { createLogger, waitForSeedFacts, type Logger } from '@tov/kit';
import { loadConfig } from './config';
import { DEMO_CHALLENGES, type DemoChallenge } from './seed/demo-challenges';
import { GALLERY_TEMPLATES } from './seed/gallery-templates';
import { createTovsparkDb, type TovsparkDb } from './store/db';
import { demoProgramAccounts, seedDemoCompany, seedDemoProgram, type DemoProgramResult } from './store/demo-program';
import { seedTemplateGallery } from './store/template-gallery';

export interface TovsparkSeedOptions {
  logger?: Logger;
  waitMs?: number;
  /** The demo accounts' addresses (tests give accounts of their own; the plan then names their challengers). */
  emails?: { company: string; admin: string; challengers: readonly string[] };
  plan?: readonly DemoChallenge[];
}

/**
 * The curated gallery, then the demo program on it (docs/decisions/130-demo-data.md): waits until the
 * demo accounts auth made have reached this service's user projection (`auth.user.registered`), then
 * the demo company's challenges with their participants, hand-ins and scores. Idempotent.
 */
export async function seedTovspark(db: TovsparkDb, options: TovsparkSeedOptions = {}): Promise<{ templates: number; program: DemoProgramResult }> {
  const { logger } = options;
  const templates = await seedTemplateGallery(db, GALLERY_TEMPLATES);
  const accounts = await waitForSeedFacts(() => demoProgramAccounts(db, options.emails), {
    what: "the demo accounts in tovspark's user projection (auth.user.registered)",
    timeoutMs: options.waitMs,
    logger,
  });
  await seedDemoCompany(db, accounts.company.companyName);
  const program = await seedDemoProgram(db, options.plan ?? DEMO_CHALLENGES, accounts);
  return { templates, program };
}

/**
 * `node dist/seed.js`: run by `npm start` and the test stacks after every service is ready
 * (infra/scripts/stack.mjs), after the auth seed.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ name: 'tovspark-seed', level: config.LOG_LEVEL });
  const db = createTovsparkDb(config.DATABASE_URL);
  try {
    const { templates, program } = await seedTovspark(db, { logger });
    const { challengeIds, ...counts } = program;
    logger.info({ templatesInserted: templates, templates: GALLERY_TEMPLATES.length, challenges: challengeIds.length, ...counts }, 'tovspark demo seeded');
  } finally {
    await db.$disconnect();
  }
}

if (require.main === module) {
  main().catch((error: Error) => {
    console.error(`tovspark seed failed: ${error.message}`);
    process.exit(1);
  });
}
