/**
 * The demo data `npm start` seeds (README, Demo accounts; docs/decisions/130-demo-data.md). Every
 * service's seed writes its own part for these accounts; auth makes the accounts, and the others
 * find them in their projections of `auth.user.registered`, by address.
 */

/** Every demo account's address ends in `@demo.tov`: whatever they own is demo data. */
export const DEMO_EMAIL_DOMAIN = 'demo.tov';

/**
 * The `idempotency_keys` scope under which each service's seed records every row it created (the
 * key names the row, `resource_id` is its id): what makes a second seed create nothing, and what
 * lists the seeded rows for an admin (`SELECT resource_id FROM idempotency_keys WHERE scope = 'demo.seed'`).
 */
export const DEMO_SEED_SCOPE = 'demo.seed';

/** Whether an address is a demo account's. */
export function isDemoEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${DEMO_EMAIL_DOMAIN}`);
}

/** The seeded accounts by part; the password of all of them is in services/auth/src/seed.ts and the README. */
export const DEMO_ACCOUNTS = {
  /** The applicant a newcomer signs in as: assessments, challenges, SparkPoints. */
  challenger: 'challenger@demo.tov',
  company: 'company@demo.tov',
  admin: 'admin@demo.tov',
  superAdmin: 'superadmin@demo.tov',
  /** The demo challenger first, then the other participants of the seeded challenges. */
  challengers: ['challenger@demo.tov', 'mai@demo.tov', 'arjun@demo.tov', 'dilnoza@demo.tov'],
  /** Visa specialists with full profiles and price lists (matching ranks them). */
  pros: ['pro@demo.tov', 'pro.lee@demo.tov', 'pro.tran@demo.tov', 'pro.choi@demo.tov', 'pro.wang@demo.tov'],
} as const;
