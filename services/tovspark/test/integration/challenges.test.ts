import { randomUUID } from 'node:crypto';
import { userRegisteredV1, ZChallengeListSchema, ZChallengeSchema, ZCompanyListSchema, type TChallenge } from '@tov/contracts';
import { api, caller, challengeBody } from './tovspark-api';
import { registration, startTovsparkHarness, type TovsparkHarness } from './tovspark-harness';

let h: TovsparkHarness;
let a: ReturnType<typeof api>;
beforeAll(async () => {
  h = await startTovsparkHarness();
  a = api(h);
}, 180_000);
afterAll(async () => h?.close());

const BASE = '/api/v1/challenges';
const admin = caller('admin');

async function list(who: ReturnType<typeof caller>, query: string) {
  const res = await a.call('GET', `${BASE}?${query}`, who);
  expect(res.statusCode).toBe(200);
  return ZChallengeListSchema.parse(res.json().data);
}

describe('creating a challenge', () => {
  it('lets a company create a draft under the company name auth registered for it', async () => {
    const account = registration('company', 'Lee Contact', 'Seoul Robotics');
    const event = await h.publish(userRegisteredV1, account, { key: account.userId });
    await h.processed(event.id);
    const company = { userId: account.userId, role: 'company' as const };
    const res = await a.call('POST', BASE, company, challengeBody({ companyName: undefined }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: '챌린지가 생성되었습니다.' });
    expect(typeof body.timestamp).toBe('string');
    const created = ZChallengeSchema.parse(body.data);
    expect(created).toMatchObject({
      status: 'draft',
      companyId: company.userId,
      companyName: 'Seoul Robotics',
      participantCount: 0,
      daysLeft: 10,
      participationStatus: 'not_started',
      rewards: ['internship', 'mentoring'],
      mentor: 'Park Mentor',
      culturalGuide: 'Kim Guide',
      publishedAt: null,
    });
  });

  it('lets a company send a new challenge straight to review, and an admin create one for a named company', async () => {
    expect((await a.createChallenge(caller('company'), { status: 'pending_review' })).status).toBe('pending_review');
    expect((await a.createChallenge(caller('super_admin'), { companyName: 'Busan Logistics' })).companyName).toBe('Busan Logistics');
  });

  it('refuses an applicant and a specialist with 403 and stores nothing', async () => {
    for (const role of ['challenger', 'pro'] as const) {
      const title = `forbidden ${randomUUID()}`;
      const res = await a.call('POST', BASE, caller(role), challengeBody({ title }));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'PERMISSION_DENIED', data: null });
      expect(await h.db.challenge.count({ where: { title } })).toBe(0);
    }
  });

  it('answers 400 with the failing fields for a bad body and stores nothing', async () => {
    const title = `bad ${randomUUID()}`;
    const res = await a.call(
      'POST',
      BASE,
      caller('company'),
      challengeBody({ title, category: 'sports', sparkPoints: 0, rewards: ['money'], deadline: '2020-01-01T00:00:00Z' }),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(body.details.map((d: { field: string }) => d.field).sort()).toEqual(['category', 'deadline', 'rewards.0', 'sparkPoints']);
    expect(await h.db.challenge.count({ where: { title } })).toBe(0);
  });

  it('asks a company whose name is not known yet for companyName', async () => {
    const res = await a.call('POST', BASE, caller('company'), challengeBody({ companyName: undefined }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'companyName', message: '회사 이름을 입력해주세요.' }]);
  });

  it('creates one challenge for a retried call with the same Idempotency-Key', async () => {
    const company = caller('company');
    const body = challengeBody();
    const key = `key-${randomUUID()}`;
    const first = await h.service.app.inject({
      method: 'POST',
      url: BASE,
      headers: { ...h.identityHeaders(company.userId, 'company'), 'idempotency-key': key },
      payload: body,
    });
    const again = await h.service.app.inject({
      method: 'POST',
      url: BASE,
      headers: { ...h.identityHeaders(company.userId, 'company'), 'idempotency-key': key },
      payload: body,
    });
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await h.db.challenge.count({ where: { title: body.title } })).toBe(1);
  });
});

describe('who sees and changes a challenge', () => {
  it('shows a draft to its company and admins only; others get 404', async () => {
    const owner = caller('company');
    const draft = await a.createChallenge(owner);
    expect((await a.call('GET', `${BASE}/${draft.id}`, owner)).statusCode).toBe(200);
    expect((await a.call('GET', `${BASE}/${draft.id}`, admin)).statusCode).toBe(200);
    for (const other of [caller('company'), caller('challenger')]) {
      const res = await a.call('GET', `${BASE}/${draft.id}`, other);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'CHALLENGE_NOT_FOUND' });
    }
    expect((await a.call('GET', `${BASE}/not-a-uuid`, owner)).statusCode).toBe(404);
  });

  it('lets the company edit its draft and send it to review, but not publish it itself', async () => {
    const owner = caller('company');
    const draft = await a.createChallenge(owner);
    const edited = await a.call('PUT', `${BASE}/${draft.id}`, owner, { title: 'Renamed challenge', sparkPoints: 700, status: 'pending_review' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ title: 'Renamed challenge', sparkPoints: 700, status: 'pending_review' });
    const publish = await a.call('PUT', `${BASE}/${draft.id}`, owner, { status: 'published' });
    expect(publish.statusCode).toBe(400);
    expect(publish.json().details[0].field).toBe('status');
    expect((await h.db.challenge.findUniqueOrThrow({ where: { id: draft.id } })).status).toBe('pending_review');
  });

  it('refuses another company editing or deleting a published challenge with 403, and its owner with 409', async () => {
    const owner = caller('company');
    const published = await a.publishedChallenge(owner, admin);
    const other = caller('company');
    const edit = await a.call('PUT', `${BASE}/${published.id}`, other, { title: 'Hijacked' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().code).toBe('PERMISSION_DENIED');
    expect((await a.call('DELETE', `${BASE}/${published.id}`, other)).statusCode).toBe(403);
    const own = await a.call('PUT', `${BASE}/${published.id}`, owner, { title: 'Changed after publishing' });
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('CHALLENGE_NOT_EDITABLE');
    expect((await a.call('DELETE', `${BASE}/${published.id}`, owner)).json().code).toBe('CHALLENGE_NOT_EDITABLE');
    expect((await h.db.challenge.findUniqueOrThrow({ where: { id: published.id } })).title).toBe(published.title);
  });

  it('lets the owner delete a draft, after which it is gone', async () => {
    const owner = caller('company');
    const draft = await a.createChallenge(owner);
    const res = await a.call('DELETE', `${BASE}/${draft.id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: null });
    expect((await a.call('GET', `${BASE}/${draft.id}`, owner)).statusCode).toBe(404);
  });

  it('refuses an empty edit with 400', async () => {
    const owner = caller('company');
    const draft = await a.createChallenge(owner);
    expect((await a.call('PUT', `${BASE}/${draft.id}`, owner, {})).statusCode).toBe(400);
  });
});

describe('publishing (admin)', () => {
  it('publishes a challenge under review, then closes it; an applicant and a company get 403 at the service', async () => {
    const owner = caller('company');
    const created = await a.createChallenge(owner, { status: 'pending_review' });
    for (const role of ['challenger', 'company'] as const) {
      const res = await a.publish(caller(role), created.id);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('PERMISSION_DENIED');
    }
    const published = await a.publish(admin, created.id);
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ status: 'published' });
    expect(published.json().data.publishedAt).not.toBeNull();
    const closed = await a.publish(caller('super_admin'), created.id, 'closed');
    expect(closed.json().data.status).toBe('closed');
    // Each change a company's dashboard follows is an event (company's active challenges).
    for (const type of ['tovspark.challenge.published', 'tovspark.challenge.closed'])
      expect(await h.db.outboxEvent.count({ where: { type, key: created.id } })).toBe(1);
    const reopen = await a.publish(admin, created.id, 'published');
    expect(reopen.statusCode).toBe(409);
    expect(reopen.json().code).toBe('INVALID_STATUS_TRANSITION');
  });

  it('rejects with a reason the company reads, and the company can send it to review again', async () => {
    const owner = caller('company');
    const created = await a.createChallenge(owner, { status: 'pending_review' });
    expect((await a.publish(admin, created.id, 'rejected')).statusCode).toBe(400);
    const rejected = await a.publish(admin, created.id, 'rejected', 'The deadline is too short for the scope.');
    expect(rejected.json().data).toMatchObject({ status: 'rejected', rejectionReason: 'The deadline is too short for the scope.' });
    const again = await a.call('PUT', `${BASE}/${created.id}`, owner, {
      deadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      status: 'pending_review',
    });
    expect(again.json().data).toMatchObject({ status: 'pending_review', rejectionReason: null, daysLeft: 30 });
  });

  it('refuses to publish a challenge whose deadline has passed', async () => {
    const created = await a.createChallenge(caller('company'));
    await h.db.challenge.update({ where: { id: created.id }, data: { deadline: new Date(Date.now() - 1000) } });
    const res = await a.publish(admin, created.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('CHALLENGE_DEADLINE_PASSED');
  });

  it('answers 404 for a challenge that does not exist', async () => {
    expect((await a.publish(admin, randomUUID())).json().code).toBe('CHALLENGE_NOT_FOUND');
  });
});

describe('listing challenges', () => {
  const tag = randomUUID().slice(0, 8);
  const owner = caller('company');
  let byTitle: Record<string, TChallenge>;

  beforeAll(async () => {
    const day = 86_400_000;
    const make = async (name: string, overrides: Record<string, unknown>, publish: boolean) => {
      const body = { title: `${name} ${tag}`, ...overrides };
      return publish ? a.publishedChallenge(owner, admin, body) : a.createChallenge(owner, body);
    };
    byTitle = {
      alpha: await make(
        'alpha',
        { category: 'coding', sparkPoints: 100, rewards: ['internship'], deadline: new Date(Date.now() + 20 * day).toISOString() },
        true,
      ),
      beta: await make(
        'beta',
        {
          category: 'startup',
          type: 'business_strategy',
          difficulty: 'expert',
          sparkPoints: 900,
          rewards: ['recruitment'],
          deadline: new Date(Date.now() + 3 * day).toISOString(),
        },
        true,
      ),
      gamma: await make(
        'gamma',
        {
          category: 'coding',
          sparkPoints: 300,
          rewards: [],
          description: `Design a kimchi fridge app ${tag.toUpperCase()}`,
          deadline: new Date(Date.now() + 9 * day).toISOString(),
        },
        true,
      ),
      draft: await make('draft', {}, false),
    };
    // Two joins make gamma the most joined (and trending); beta one.
    for (const who of [caller('challenger'), caller('challenger')])
      expect((await a.call('POST', `${BASE}/${byTitle.gamma!.id}/join`, who)).statusCode).toBe(200);
    expect((await a.call('POST', `${BASE}/${byTitle.beta!.id}/join`, caller('challenger'))).statusCode).toBe(200);
  });

  const titles = (page: { items: TChallenge[] }) => page.items.map((c) => c.title.split(' ')[0]);

  it('shows an applicant the published challenges but not the draft, with the paging', async () => {
    const page = await list(caller('challenger'), `search=${tag}`);
    expect(titles(page).sort()).toEqual(['alpha', 'beta', 'gamma']);
    expect(page).toMatchObject({ page: 1, limit: 20, total: 3 });
    expect(page.items.find((c) => c.title.startsWith('gamma'))).toMatchObject({ participantCount: 2, daysLeft: 9, participationStatus: 'not_started' });
  });

  it('shows the owning company its draft too, and an admin everything', async () => {
    expect(titles(await list(owner, `search=${tag}`)).sort()).toEqual(['alpha', 'beta', 'draft', 'gamma']);
    expect(titles(await list(admin, `search=${tag}&status=draft`))).toEqual(['draft']);
    expect(titles(await list(caller('company'), `search=${tag}&status=draft`))).toEqual([]);
  });

  it('filters by category, type, difficulty, reward and text', async () => {
    const who = caller('challenger');
    expect(titles(await list(who, `search=${tag}&category=coding&sort=sparkpoints`))).toEqual(['gamma', 'alpha']);
    expect(titles(await list(who, `search=${tag}&type=business_strategy`))).toEqual(['beta']);
    expect(titles(await list(who, `search=${tag}&difficulty=expert`))).toEqual(['beta']);
    expect(titles(await list(who, `search=${tag}&reward=internship`))).toEqual(['alpha']);
    expect(titles(await list(who, `search=${encodeURIComponent(`kimchi fridge app ${tag}`)}`))).toEqual(['gamma']);
    expect((await list(who, 'search=100%25_nothing')).total).toBe(0);
  });

  it.each([
    ['sparkpoints', ['beta', 'gamma', 'alpha']],
    ['participants', ['gamma', 'beta', 'alpha']],
    ['trending', ['gamma', 'beta', 'alpha']],
    ['deadline', ['beta', 'gamma', 'alpha']],
    ['newest', ['gamma', 'beta', 'alpha']],
  ])('sorts by %s', async (sort, order) => {
    expect(titles(await list(caller('challenger'), `search=${tag}&sort=${sort}`))).toEqual(order);
  });

  it('pages through the results and refuses a limit above 100 with 400', async () => {
    const who = caller('challenger');
    const second = await list(who, `search=${tag}&sort=sparkpoints&limit=1&page=2`);
    expect(titles(second)).toEqual(['gamma']);
    expect(second).toMatchObject({ page: 2, limit: 1, total: 3 });
    const res = await a.call('GET', `${BASE}?limit=101&sort=hot`, who);
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['limit', 'sort']);
  });

  it("marks the caller's own participation on each item", async () => {
    const who = caller('challenger');
    await a.call('POST', `${BASE}/${byTitle.alpha!.id}/join`, who);
    const page = await list(who, `search=${tag}&sort=sparkpoints`);
    expect(page.items.map((c) => c.participationStatus)).toEqual(['not_started', 'not_started', 'in_progress']);
  });
});

describe('companies', () => {
  it('lets an admin seed companies, upserting by name, and everyone list them with their active challenges', async () => {
    const name = `Hanbit ${randomUUID().slice(0, 8)}`;
    const first = await a.call('POST', `${BASE}/companies`, admin, {
      companies: [
        { name, industry: 'IT', totalHires: 3 },
        { name: `${name} Labs`, industry: 'Research' },
      ],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ created: 2, updated: 0 });
    const second = await a.call('POST', `${BASE}/companies`, admin, { companies: [{ name: name.toUpperCase(), industry: 'Software', totalHires: 5 }] });
    expect(second.json().data).toMatchObject({ created: 0, updated: 1 });
    await a.publishedChallenge(caller('company'), admin, { companyName: name.toUpperCase() });
    const listed = ZCompanyListSchema.parse((await a.call('GET', `${BASE}/companies`, caller('challenger'))).json().data);
    const hanbit = listed.companies.filter((c) => c.name.toLowerCase().startsWith(name.toLowerCase()));
    expect(hanbit.map((c) => [c.name, c.industry, c.totalHires, c.activeChallenges])).toEqual([
      [name.toUpperCase(), 'Software', 5, 1],
      [`${name} Labs`, 'Research', 0, 0],
    ]);
  });

  it('refuses a company account seeding companies with 403, and a bad list with 400, storing nothing', async () => {
    const name = `Nope ${randomUUID()}`;
    expect((await a.call('POST', `${BASE}/companies`, caller('company'), { companies: [{ name }] })).statusCode).toBe(403);
    const bad = await a.call('POST', `${BASE}/companies`, admin, { companies: [{ name }, { name: '' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('companies.1.name');
    expect(await h.db.company.count({ where: { name } })).toBe(0);
  });
});
