import { userRegisteredV1 } from '@tov/contracts';
import { api, caller, CORE_ROUTES, profileBody } from './specialist-api';
import { registration, startSpecialistHarness, type SpecialistHarness } from './specialist-harness';

let h: SpecialistHarness;
let t: ReturnType<typeof api>;
beforeAll(async () => {
  h = await startSpecialistHarness();
  t = api(h);
}, 180_000);
afterAll(async () => h?.close());

describe('roles', () => {
  it.each(['challenger', 'company', 'admin'] as const)('answers 403 PERMISSION_DENIED to every call of the workspace for a %s account', async (role) => {
    const who = caller(role);
    for (const [method, url] of CORE_ROUTES) {
      const res = await t.call(method, url, who, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect([method, url, res.statusCode, res.json().code]).toEqual([method, url, 403, 'PERMISSION_DENIED']);
    }
  });

  it('answers 401 without a forwarded identity', async () => {
    const res = await h.service.app.inject({ method: 'GET', url: '/api/specialist/profile' });
    expect(res.statusCode).toBe(401);
  });
});

describe('profile', () => {
  it("makes a pro account's first profile from its registration, and none for other accounts", async () => {
    const pro = await t.pro('Park Pro', { expertise: 'language', certification: ['TESOL'], experience: 4 });
    const res = await t.call('GET', '/api/specialist/profile', pro);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      userId: pro.userId,
      name: 'Park Pro',
      expertise: 'language',
      certifications: ['TESOL'],
      experienceYears: 4,
      languages: ['ko'],
      supportedVisaTypes: ['E-2', 'F-2', 'F-6'],
      bio: null,
      rating: null,
      reviewCount: 0,
      vacation: null,
    });
    expect(res.json().data.email).toMatch(/^pro\./);

    const applicant = registration('challenger', 'Not A Pro');
    await h.processed((await h.publish(userRegisteredV1, applicant)).id);
    expect(await h.db.specialistProfile.count({ where: { userId: applicant.userId } })).toBe(0);
  });

  it('answers 404 SPECIALIST_PROFILE_NOT_FOUND to a pro without a profile, and PUT does not create one', async () => {
    const pro = caller('pro');
    expect((await t.call('GET', '/api/specialist/profile', pro)).json().code).toBe('SPECIALIST_PROFILE_NOT_FOUND');
    const put = await t.call('PUT', '/api/specialist/profile', pro, profileBody());
    expect([put.statusCode, put.json().code]).toEqual([404, 'SPECIALIST_PROFILE_NOT_FOUND']);
    expect(await h.db.specialistProfile.count({ where: { userId: pro.userId } })).toBe(0);
  });

  it('creates a profile with POST (201), then replaces its fields with POST again (200) and PUT, publishing specialist.profile.updated each time', async () => {
    const pro = caller('pro');
    const created = await t.call('POST', '/api/specialist/profile', pro, profileBody());
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      userId: pro.userId,
      name: 'Kim Expert',
      languages: ['ko', 'en'],
      supportedVisaTypes: ['E-7', 'F-2'],
      bio: 'Ten years of work visas.',
    });
    const again = await t.call('POST', '/api/specialist/profile', pro, profileBody({ name: 'Kim Senior' }));
    expect([again.statusCode, again.json().data.name]).toEqual([200, 'Kim Senior']);
    const put = await t.call('PUT', '/api/specialist/profile', pro, profileBody({ bio: null, languages: ['ko', 'vi', 'vi'] }));
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ bio: null, languages: ['ko', 'vi'] });

    const events = await t.outbox('specialist.profile.updated', pro.userId);
    expect(events).toHaveLength(3);
    expect(events[1]).toMatchObject({ name: 'Kim Senior' });
    expect(events[2]).toMatchObject({
      expertId: pro.userId,
      name: 'Kim Expert',
      languages: ['ko', 'vi'],
      bio: null,
      fees: [],
      vacation: null,
      rating: null,
      reviewCount: 0,
      activeRequests: 0,
    });
  });

  it('refuses a profile outside the contract with the failing fields', async () => {
    const pro = await t.pro();
    const res = await t.call(
      'PUT',
      '/api/specialist/profile',
      pro,
      profileBody({ expertise: 'astrology', languages: ['korean'], supportedVisaTypes: ['Z-9'], experienceYears: -1 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(
      res
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(expect.arrayContaining(['expertise', 'experienceYears']));
  });

  it('derives the rating from the reviews', async () => {
    const pro = await t.pro();
    await h.db.specialistReview.createMany({
      data: [4, 5, 5].map((stars) => ({ id: crypto.randomUUID(), expertId: pro.userId, clientId: crypto.randomUUID(), stars })),
    });
    const res = await t.call('GET', '/api/specialist/profile', pro);
    expect(res.json().data).toMatchObject({ rating: 4.7, reviewCount: 3 });
  });
});

describe('vacation', () => {
  it('sets a vacation, shows it on the profile, publishes it and ends it with nulls', async () => {
    const pro = await t.pro();
    const res = await t.call('PUT', '/api/specialist/vacation', pro, { from: '2099-01-10', to: '2099-01-20', reason: 'Family trip' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.vacation).toEqual({ from: '2099-01-10', to: '2099-01-20', reason: 'Family trip' });
    expect((await t.outbox('specialist.profile.updated', pro.userId)).at(-1)).toMatchObject({ vacation: { from: '2099-01-10', to: '2099-01-20' } });

    const ended = await t.call('PUT', '/api/specialist/vacation', pro, { from: null, to: null });
    expect([ended.statusCode, ended.json().data.vacation]).toEqual([200, null]);
    expect((await t.outbox('specialist.profile.updated', pro.userId)).at(-1)).toMatchObject({ vacation: null });
  });

  it('refuses an end before the start, and hides a vacation that is over', async () => {
    const pro = await t.pro();
    const bad = await t.call('PUT', '/api/specialist/vacation', pro, { from: '2099-02-10', to: '2099-02-01' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_ERROR']);
    await t.call('PUT', '/api/specialist/vacation', pro, { from: '2020-01-01', to: '2020-01-05' });
    expect((await t.call('GET', '/api/specialist/profile', pro)).json().data.vacation).toBeNull();
  });

  it('answers 404 to a pro without a profile', async () => {
    const res = await t.call('PUT', '/api/specialist/vacation', caller('pro'), { from: '2099-01-10', to: '2099-01-20' });
    expect([res.statusCode, res.json().code]).toEqual([404, 'SPECIALIST_PROFILE_NOT_FOUND']);
  });
});

describe('pricing', () => {
  it('replaces the price list and publishes the lowest fee per service option and the whole list', async () => {
    const pro = await t.pro();
    expect((await t.call('GET', '/api/specialist/pricing', pro)).json().data).toEqual({ prices: [], currency: 'KRW', updatedAt: null });
    const saved = await t.setPrices(pro, [
      { serviceOption: 'document_review', visaType: 'E-7', amount: 300_000 },
      { serviceOption: 'document_review', visaType: 'F-2', amount: 250_000 },
      { serviceOption: 'full_service', visaType: 'E-7', amount: 1_200_000 },
    ]);
    expect(saved.prices).toHaveLength(3);
    expect(saved.updatedAt).toEqual(expect.any(String));
    expect((await t.outbox('specialist.profile.updated', pro.userId)).at(-1)).toMatchObject({
      fees: [
        { serviceOption: 'document_review', amount: 250_000, currency: 'KRW' },
        { serviceOption: 'full_service', amount: 1_200_000, currency: 'KRW' },
      ],
    });
    // The applicant's card shows the fees of the assessment's visa type (decision 134).
    expect((await t.outbox('specialist.profile.updated', pro.userId)).at(-1)!.prices).toEqual(
      expect.arrayContaining([
        { serviceOption: 'document_review', visaType: 'E-7', amount: 300_000 },
        { serviceOption: 'document_review', visaType: 'F-2', amount: 250_000 },
        { serviceOption: 'full_service', visaType: 'E-7', amount: 1_200_000 },
      ]),
    );

    await t.setPrices(pro, [{ serviceOption: 'consultation', visaType: 'E-7', amount: 50_000 }]);
    expect((await t.call('GET', '/api/specialist/pricing', pro)).json().data.prices).toEqual([
      { serviceOption: 'consultation', visaType: 'E-7', amount: 50_000 },
    ]);
  });

  it('refuses a price that is not whole won or an unknown visa type', async () => {
    const pro = await t.pro();
    const res = await t.call('PUT', '/api/specialist/pricing', pro, { prices: [{ serviceOption: 'consultation', visaType: 'X-1', amount: 10.5 }] });
    expect([res.statusCode, res.json().code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('answers 400 VALIDATION_ERROR to a price or an experience that is not a JSON integer, keeping the old ones (issue 24 item 4)', async () => {
    const pro = await t.pro();
    await t.setPrices(pro, [{ serviceOption: 'consultation', visaType: 'E-7', amount: 80_000 }]);
    for (const amount of ['1e3', '0x10', true, [5], ' 7 ']) {
      const res = await t.call('PUT', '/api/specialist/pricing', pro, { prices: [{ serviceOption: 'consultation', visaType: 'E-7', amount }] });
      expect([JSON.stringify(amount), res.statusCode, res.json().code, res.json().details?.[0]?.field]).toEqual([
        JSON.stringify(amount),
        400,
        'VALIDATION_ERROR',
        'prices.0.amount',
      ]);
      const years = await t.call('PUT', '/api/specialist/profile', pro, { ...profileBody(), experienceYears: amount });
      expect([JSON.stringify(amount), years.statusCode, years.json().details?.[0]?.field]).toEqual([JSON.stringify(amount), 400, 'experienceYears']);
    }
    expect((await t.call('GET', '/api/specialist/pricing', pro)).json().data.prices).toEqual([
      { serviceOption: 'consultation', visaType: 'E-7', amount: 80_000 },
    ]);
  });

  it("keeps one pro's prices away from another", async () => {
    const [a, b] = [await t.pro(), await t.pro()];
    await t.setPrices(a, [{ serviceOption: 'consultation', visaType: 'E-7', amount: 70_000 }]);
    expect((await t.call('GET', '/api/specialist/pricing', b)).json().data.prices).toEqual([]);
  });
});
