import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS, DEMO_SEED_SCOPE, SERVICE_OPTIONS, userRegisteredV1, ZPricingInputSchema, ZSpecialistProfileInputSchema } from '@tov/contracts';
import { DEMO_EXPERTS, type DemoExpert } from '../../src/seed/demo-experts';
import { seedSpecialist } from '../../src/seed';
import { startSpecialistHarness, type SpecialistHarness } from './specialist-harness';

/**
 * The demo experts' seed (docs/decisions/130-demo-data.md) on the real database, with accounts of
 * this run: their registrations make the first profiles through `auth.user.registered`, the seed fills
 * them in once and publishes `specialist.profile.updated` for matching.
 */
let h: SpecialistHarness;
const run = randomUUID().slice(0, 8);
const experts: DemoExpert[] = DEMO_EXPERTS.map((e) => ({ ...e, email: e.email.replace('@', `.${run}@`) }));
const ids = new Map<string, string>();

beforeAll(async () => {
  h = await startSpecialistHarness();
  for (const expert of experts) {
    const userId = randomUUID();
    ids.set(expert.email, userId);
    const registration = {
      userId,
      email: expert.email,
      name: expert.profile.name,
      role: 'pro' as const,
      roles: ['pro' as const],
      registeredAt: new Date().toISOString(),
      emailVerified: true,
      expertise: expert.profile.expertise,
      certification: expert.profile.certifications.slice(0, 1),
      experience: expert.profile.experienceYears,
    };
    await h.processed((await h.publish(userRegisteredV1, registration, { key: userId })).id);
  }
}, 120_000);

afterAll(async () => {
  await h?.close();
});

const expertIds = () => [...ids.values()];

async function snapshot() {
  return JSON.stringify({
    profiles: await h.db.specialistProfile.findMany({ where: { userId: { in: expertIds() } }, orderBy: { userId: 'asc' } }),
    prices: await h.db.specialistPrice.findMany({
      where: { expertId: { in: expertIds() } },
      orderBy: [{ expertId: 'asc' }, { serviceOption: 'asc' }, { visaType: 'asc' }],
    }),
    keys: await h.db.idempotencyKey.findMany({ where: { scope: DEMO_SEED_SCOPE, userId: { in: expertIds() } }, orderBy: { userId: 'asc' } }),
  });
}

const published = () => h.db.outboxEvent.findMany({ where: { key: { in: expertIds() }, type: 'specialist.profile.updated' } });

it('has five demo experts with distinct names and bios, each pricing every option of every visa type they take', () => {
  expect(DEMO_EXPERTS.map((e) => e.email)).toEqual([...DEMO_ACCOUNTS.pros]);
  expect(new Set(DEMO_EXPERTS.map((e) => e.profile.name)).size).toBe(DEMO_EXPERTS.length);
  expect(new Set(DEMO_EXPERTS.map((e) => e.profile.bio)).size).toBe(DEMO_EXPERTS.length);
  for (const { profile, prices } of DEMO_EXPERTS) {
    // What POST /profile and PUT /pricing would accept.
    expect(ZSpecialistProfileInputSchema.parse(profile)).toEqual(profile);
    expect(ZPricingInputSchema.parse({ prices }).prices).toEqual(prices);
    expect(prices.map((p) => `${p.serviceOption} ${p.visaType}`).sort()).toEqual(
      profile.supportedVisaTypes.flatMap((visaType) => SERVICE_OPTIONS.map((option) => `${option} ${visaType}`)).sort(),
    );
  }
});

it('fills in each demo profile and price list once and publishes it, and a second seed changes nothing', async () => {
  const first = await seedSpecialist(h.db, { experts, waitMs: 30_000 });
  expect(first.seeded.sort()).toEqual(expertIds().sort());
  expect(first).toMatchObject({ existing: [], announced: 0 });
  const before = await snapshot();
  expect(await published()).toHaveLength(experts.length);

  const second = await seedSpecialist(h.db, { experts, waitMs: 30_000 });
  expect(second).toMatchObject({ seeded: [], announced: 0 });
  expect(second.existing.sort()).toEqual(expertIds().sort());
  expect(await snapshot()).toBe(before);
  expect(await published()).toHaveLength(experts.length);

  for (const expert of experts) {
    const profile = await h.db.specialistProfile.findUniqueOrThrow({ where: { userId: ids.get(expert.email)! } });
    expect(profile).toMatchObject({
      name: expert.profile.name,
      expertise: expert.profile.expertise,
      certifications: expert.profile.certifications,
      experienceYears: expert.profile.experienceYears,
      languages: expert.profile.languages,
      supportedVisaTypes: expert.profile.supportedVisaTypes,
      bio: expert.profile.bio,
    });
    expect(await h.db.specialistPrice.count({ where: { expertId: profile.userId } })).toBe(expert.prices.length);
  }
  // matching ranks with the fees and shows the bio (specialist.profile.updated).
  for (const row of await published()) {
    const { data } = row.payload as { data: { fees: unknown[]; bio: string | null } };
    expect(data.fees).toHaveLength(SERVICE_OPTIONS.length);
    expect(data.bio).toBeTruthy();
  }
}, 120_000);

it('keeps what an expert edited after the first seed, and announces the profiles again with --announce', async () => {
  const [edited] = experts;
  const userId = ids.get(edited!.email)!;
  await h.db.specialistProfile.update({ where: { userId }, data: { bio: 'My own words now.' } });
  const before = await snapshot();
  const announced = await seedSpecialist(h.db, { experts, announce: true, waitMs: 30_000 });
  expect(announced).toMatchObject({ seeded: [], announced: experts.length });
  expect((await h.db.specialistProfile.findUniqueOrThrow({ where: { userId } })).bio).toBe('My own words now.');
  // Only the publication stamp moves: the fields, prices and keys are as they were.
  const strip = (json: string) => JSON.parse(json, (k, v) => (k === 'publishedAt' ? undefined : v));
  expect(strip(await snapshot())).toEqual(strip(before));
  expect(await published()).toHaveLength(experts.length * 2);
}, 120_000);
