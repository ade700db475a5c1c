import { createLogger } from '@tov/kit';
import type { TGrant, TRegisterRequest } from '@tov/contracts';
import { loadConfig } from './config';
import { hashPassword } from './domain/password';
import { createAuthDb } from './store/db';
import { announceAccount, createAccount, ensureVerified, findUserByEmail, optInUnlessChosen } from './store/users';

/** Demo accounts for each role (README). Admin accounts cannot sign up, so only the seed makes them. */
export const DEMO_PASSWORD = 'demo1234';

interface DemoAccount {
  request: TRegisterRequest;
  role?: 'admin' | 'super_admin';
  grants?: TGrant[];
  /**
   * The demo challenger chose to be found by companies, so the talent search of a demo shows someone
   * (docs/decisions/127-talent-search-opt-in.md); every other account is off.
   */
  visibleToCompanies?: boolean;
}

/** A demo applicant: the other participants of the seeded challenges (services/tovspark/src/seed/demo-challenges.ts). */
const challenger = (email: string, fields: Omit<Extract<TRegisterRequest, { role: 'challenger' }>, 'role' | 'email' | 'password'>): DemoAccount => ({
  request: { role: 'challenger', email, password: DEMO_PASSWORD, ...fields },
});

/** A demo visa specialist: the profile and price list are the specialist seed's (services/specialist/src/seed/demo-experts.ts). */
const pro = (email: string, fields: Omit<Extract<TRegisterRequest, { role: 'pro' }>, 'role' | 'email' | 'password'>): DemoAccount => ({
  request: { role: 'pro', email, password: DEMO_PASSWORD, ...fields },
});

/** Every address is one of contracts' DEMO_ACCOUNTS (the other services' seeds find the accounts by it). */
export const DEMO_ACCOUNT_REQUESTS: DemoAccount[] = [
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
    visibleToCompanies: true,
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
  challenger('mai@demo.tov', {
    name: 'Pham Thi Mai',
    nationality: 'Vietnam',
    phoneNumber: '010-1000-0011',
    gender: 'female',
    dateOfBirth: '1998-07-22',
    availableLanguages: 'Vietnamese, Korean, English',
    visaType: 'D-2',
    inquiryType: 'job seeking',
    purpose: 'job_preparation',
  }),
  challenger('arjun@demo.tov', {
    name: 'Arjun Sharma',
    nationality: 'India',
    phoneNumber: '010-1000-0012',
    gender: 'male',
    dateOfBirth: '1994-11-05',
    availableLanguages: 'Hindi, English, Korean',
    visaType: 'E-7',
    inquiryType: 'career',
    purpose: 'job_preparation',
  }),
  challenger('dilnoza@demo.tov', {
    name: 'Dilnoza Karimova',
    nationality: 'Uzbekistan',
    phoneNumber: '010-1000-0013',
    gender: 'female',
    dateOfBirth: '1997-02-17',
    availableLanguages: 'Uzbek, Russian, Korean',
    visaType: 'D-10',
    inquiryType: 'job seeking visa',
    purpose: 'visa_consultation',
  }),
  pro('pro.lee@demo.tov', {
    name: 'Lee Jun-ho',
    expertise: 'administrative',
    certification: ['변호사 (Attorney at Law)'],
    experience: 12,
    phoneNumber: '010-1000-0021',
  }),
  pro('pro.tran@demo.tov', {
    name: 'Tran Thi Hoa',
    expertise: 'administrative',
    certification: ['행정사 (Administrative Agent)', '관광통역안내사(베트남어)'],
    experience: 6,
    phoneNumber: '010-1000-0022',
  }),
  pro('pro.choi@demo.tov', {
    name: 'Choi Min-ji',
    expertise: 'administrative',
    certification: ['공인노무사 (Certified Labor Attorney)'],
    experience: 10,
    phoneNumber: '010-1000-0023',
  }),
  pro('pro.wang@demo.tov', {
    name: 'Wang Li-na',
    expertise: 'language',
    certification: ['한국어교원 2급 (Korean Language Teacher)', 'HSK 6급'],
    experience: 5,
    phoneNumber: '010-1000-0024',
  }),
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
    for (const account of DEMO_ACCOUNT_REQUESTS) {
      const existing = await findUserByEmail(db, account.request.email);
      if (existing) {
        await ensureVerified(db, existing.id);
        if (account.visibleToCompanies) await optInUnlessChosen(db, existing.id);
        if (options.announce) await announceAccount(db, existing.id, account.request);
        continue;
      }
      // An admin is an admin from the start: its auth.user.registered never says applicant.
      const result = await createAccount(db, account.request, await hashPassword(account.request.password), account.grants ?? [], {
        verified: true,
        role: account.role,
      });
      if (!result) continue;
      if (account.visibleToCompanies) await optInUnlessChosen(db, result.user.id);
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
