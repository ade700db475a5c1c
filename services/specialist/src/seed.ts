import { DEMO_SEED_SCOPE } from '@tov/contracts';
import { createLogger, seededRequest, waitForSeedFacts, type Logger } from '@tov/kit';
import { loadConfig } from './config';
import { DEMO_EXPERTS, type DemoExpert } from './seed/demo-experts';
import { createSpecialistDb, type SpecialistDb } from './store/db';
import { announceProfiles, profileIdsByEmail, saveProfileOnce } from './store/profiles';

export interface SpecialistSeedOptions {
  /** Announce the profiles an earlier run wrote again (test stacks' consumers start at the end of the topics). */
  announce?: boolean;
  logger?: Logger;
  waitMs?: number;
  /** The experts (tests give accounts of their own). */
  experts?: readonly DemoExpert[];
  now?: Date;
}

/**
 * The demo experts' profiles and price lists (docs/decisions/130-demo-data.md): waits until auth's
 * registration of each demo `pro` account has made its first profile here (`auth.user.registered`),
 * then writes each one's profile and prices once (an idempotency key of `DEMO_SEED_SCOPE`), publishing
 * `specialist.profile.updated` for matching. What an expert edited since the first run stays.
 */
export async function seedSpecialist(
  db: SpecialistDb,
  options: SpecialistSeedOptions = {},
): Promise<{ seeded: string[]; existing: string[]; announced: number }> {
  const experts = options.experts ?? DEMO_EXPERTS;
  const emails = experts.map((e) => e.email);
  const ids = await waitForSeedFacts(
    async () => {
      const found = await profileIdsByEmail(db, emails);
      return found.size === emails.length ? found : undefined;
    },
    { what: "the demo experts' profiles from their registrations (auth.user.registered)", timeoutMs: options.waitMs, logger: options.logger },
  );
  const now = options.now ?? new Date();
  const seeded: string[] = [];
  const existing: string[] = [];
  for (const expert of experts) {
    const userId = ids.get(expert.email)!;
    const written = await saveProfileOnce(db, userId, expert.profile, expert.prices, seededRequest(DEMO_SEED_SCOPE, userId, 'profile'), now);
    (written ? seeded : existing).push(userId);
  }
  const announced = options.announce ? await announceProfiles(db, existing, now) : 0;
  return { seeded, existing, announced };
}

/** `node dist/seed.js [--announce]`: run by `npm start` and the test stacks after the auth seed (infra/scripts/stack.mjs). */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger({ name: 'specialist-seed', level: config.LOG_LEVEL });
  const db = createSpecialistDb(config.DATABASE_URL);
  try {
    const { seeded, existing, announced } = await seedSpecialist(db, { announce: process.argv.includes('--announce'), logger });
    logger.info({ seeded: seeded.length, existing: existing.length, announced }, 'specialist demo seeded');
  } finally {
    await db.$disconnect();
  }
}

if (require.main === module) {
  main().catch((error: Error) => {
    console.error(`specialist seed failed: ${error.message}`);
    process.exit(1);
  });
}
