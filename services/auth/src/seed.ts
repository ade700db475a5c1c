import { createLogger } from '@tov/kit';
import type { TGrant, TRegisterRequest } from '@tov/contracts';
import { loadConfig } from './config';
import { hashPassword } from './domain/password';
import { createAuthDb } from './store/db';
import { announceAccount, createAccount, ensureVerified, findUserByEmail } from './store/users';

/** Demo accounts for each role (README). Admin accounts cannot sign up, so only the seed makes them. */
export const DEMO_PASSWORD = 'demo1234';

const DEMO_ACCOUNTS: Array<{ request: TRegisterRequest; role?: 'admin' | 'super_admin'; grants?: TGrant[] }> = [
  {
    request: {
      role: 'challenger',
      email: 'challenger@demo.tov',
      password: DEMO_PASSWORD,
      name: 'Nguyen Van An',
      nationality: 'Vietnam',
      phoneNumber: '010-1000-0001',
      gender: 'male',
      dateOfBirth: '1996-03-14',
      availableLanguages: 'Vietnamese, English, Korean',
      visaType: 'D-10',
      inquiryType: 'visa',
      purpose: 'visa_consultation',
    },
  },
  {
    request: {
      role: 'company',
      email: 'company@demo.tov',
      password: DEMO_PASSWORD,
      name: 'Park Ji-hoon',
      companyName: 'Hanbit Robotics',
      businessNumber: '120-86-12345',
      companyAddress: 'Seoul, Gangnam-gu, Teheran-ro 123',
      phoneNumber: '02-555-0100',
    },
  },
  {
    request: {
      role: 'pro',
      email: 'pro@demo.tov',
      password: DEMO_PASSWORD,
      name: 'Kim Seo-yeon',
      expertise: 'administrative',
      certification: ['행정사 (Administrative Agent)'],
      experience: 8,
      phoneNumber: '010-1000-0003',
    },
  },
  {
    request: {
      role: 'challenger',
      email: 'admin@demo.tov',
      password: DEMO_PASSWORD,
      name: 'Platform Admin',
      nationality: 'other',
      phoneNumber: '010-1000-0004',
      gender: 'other',
      dateOfBirth: '1988-01-01',
      availableLanguages: 'Korean, English',
      visaType: 'other',
      inquiryType: 'operations',
      purpose: 'other',
    },
    role: 'admin',
  },
  {
    request: {
      role: 'challenger',
      email: 'superadmin@demo.tov',
      password: DEMO_PASSWORD,
      name: 'Super Admin',
      nationality: 'other',
      phoneNumber: '010-1000-0005',
      gender: 'other',
      dateOfBirth: '1985-01-01',
      availableLanguages: 'Korean, English',
      visaType: 'other',
      inquiryType: 'operations',
      purpose: 'other',
    },
    role: 'super_admin',
  },
];

/**
 * Creates the demo accounts that do not exist yet (idempotent), with verified addresses; their
 * registration events go through the outbox. A demo account from before e-mail verification is made
 * verified (`auth.user.email-verified`). `announce`: the accounts that exist already are announced
 * again (a new `auth.user.registered` each), for consumers in new groups that start at the end of the
 * topics (test stacks); every consumer applies a registration as an upsert.
 */
export async function seed(databaseUrl: string, options: { announce?: boolean } = {}): Promise<string[]> {
  const db = createAuthDb(databaseUrl);
  const created: string[] = [];
  try {
    for (const account of DEMO_ACCOUNTS) {
      const existing = await findUserByEmail(db, account.request.email);
      if (existing) {
        await ensureVerified(db, existing.id);
        if (options.announce) await announceAccount(db, existing.id, account.request, account.grants ?? []);
        continue;
      }
      const result = await createAccount(db, account.request, await hashPassword(account.request.password), account.grants ?? [], { verified: true });
      if (!result) continue;
      if (account.role) await db.user.update({ where: { id: result.user.id }, data: { role: account.role, roles: [account.role] } });
      created.push(account.request.email);
    }
  } finally {
    await db.$disconnect();
  }
  return created;
}

if (require.main === module) {
  const config = loadConfig();
  const logger = createLogger({ name: 'auth-seed', level: config.LOG_LEVEL });
  seed(config.DATABASE_URL, { announce: process.argv.includes('--announce') })
    .then((created) => logger.info({ created }, created.length ? 'demo accounts created' : 'demo accounts already present'))
    .catch((error: Error) => {
      logger.error({ err: error.message }, 'seed failed');
      process.exit(1);
    });
}
