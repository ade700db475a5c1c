import { randomUUID } from 'node:crypto';
import {
  assessmentCompletedV1,
  userRegisteredV1,
  userTalentVisibilityChangedV1,
  ZChallengeListSchema,
  ZTalentContactResultSchema,
  ZTalentListSchema,
  ZTalentSchema,
  type TTalent,
} from '@tov/contracts';
import { sinkMessages, startTestWorkers, waitFor, type TestWorkers } from '@tov/kit/testing';
import { api, caller, challengeBody, type Caller } from './tovspark-api';
import { assessment, registration, startTovsparkHarness, type TovsparkHarness } from './tovspark-harness';

/**
 * The company side of tovspark: the company API's challenge calls, talent search fed by the
 * registration, visa assessment and award events, and a contact e-mailed through the real workers
 * (a child process on this run's BullMQ prefix) to the local SMTP sink.
 */
let h: TovsparkHarness;
let a: ReturnType<typeof api>;
let workers: TestWorkers | undefined;

beforeAll(async () => {
  h = await startTovsparkHarness();
  a = api(h);
  h.relay.start();
  workers = await startTestWorkers({ redisUrl: h.infra.redisUrl, bullPrefix: h.bullPrefix, smtp: h.infra.smtp });
}, 180_000);

afterAll(async () => {
  await workers?.stop();
  await h?.close();
});

const admin = caller('admin');

/** An applicant's choice to be visible to companies, as auth publishes it (processed by the harness's consumer). */
async function chose(userId: string, visibleToCompanies: boolean, changedAt: Date = new Date()): Promise<void> {
  const event = await h.publish(userTalentVisibilityChangedV1, { userId, visibleToCompanies, changedAt: changedAt.toISOString() });
  await h.processed(event.id);
}

/**
 * A registered account (through `auth.user.registered`, processed by the harness's consumer). An
 * applicant then opts in to the talent search, unless `visible` is false (decision 127: off by default).
 */
async function registered(
  role: 'challenger' | 'company' | 'admin',
  name: string,
  extra: Record<string, unknown> = {},
  visible = role === 'challenger',
): Promise<Caller & { email: string }> {
  const data = { ...registration(role, name, role === 'company' ? `${name} Inc.` : undefined), ...extra };
  const event = await h.publish(userRegisteredV1, data);
  await h.processed(event.id);
  if (visible) await chose(data.userId, true);
  return { userId: data.userId, role: role === 'admin' ? 'admin' : role, email: data.email };
}

async function assessed(userId: string, visaType: string, evaluatedAt: Date = new Date(), score = 72): Promise<void> {
  const event = await h.publish(assessmentCompletedV1, assessment(userId, visaType, evaluatedAt, score));
  await h.processed(event.id);
}

const search = async (who: Caller, query: string) => {
  const res = await a.call('GET', `/api/tovspark/talents?${query}`, who);
  expect(res.statusCode).toBe(200);
  return ZTalentListSchema.parse(res.json().data);
};

describe('company API: challenges', () => {
  it("lists only the caller company's own challenges, in any status, with the v1 filters", async () => {
    const mine = caller('company');
    const other = caller('company');
    const draft = await a.call('POST', '/api/tovspark/challenges', mine, challengeBody({ title: `Own draft ${randomUUID().slice(0, 6)}` }));
    expect(draft.statusCode).toBe(201);
    const published = await a.publishedChallenge(mine, admin);
    const othersPublic = await a.publishedChallenge(other, admin);
    const list = ZChallengeListSchema.parse((await a.call('GET', '/api/tovspark/challenges?limit=100', mine)).json().data);
    expect(list.items.map((c) => c.id).sort()).toEqual([draft.json().data.id, published.id].sort());
    expect(list.items.every((c) => c.companyId === mine.userId)).toBe(true);
    const drafts = ZChallengeListSchema.parse((await a.call('GET', '/api/tovspark/challenges?status=draft', mine)).json().data);
    expect(drafts.items.map((c) => c.id)).toEqual([draft.json().data.id]);
    // The v1 catalogue holds the other company's public challenge; the company API does not.
    expect((await a.call('GET', '/api/tovspark/challenges?limit=100', other)).json().data.items.map((c: { id: string }) => c.id)).toEqual([othersPublic.id]);
    const asAdmin = ZChallengeListSchema.parse((await a.call('GET', '/api/tovspark/challenges?limit=100&sort=newest', admin)).json().data);
    expect(asAdmin.total).toBeGreaterThanOrEqual(3);
  });

  it("reads, edits and deletes its own, and refuses another company's: 404 for a draft, 403 for a public one", async () => {
    const mine = caller('company');
    const other = caller('company');
    const draft = (await a.call('POST', '/api/tovspark/challenges', mine, challengeBody())).json().data;
    expect((await a.call('GET', `/api/tovspark/challenges/${draft.id}`, mine)).json().data.status).toBe('draft');
    const edited = await a.call('PUT', `/api/tovspark/challenges/${draft.id}`, mine, { title: 'Edited title', status: 'pending_review' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ title: 'Edited title', status: 'pending_review' });

    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { title: 'Taken over' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await a.call(method, `/api/tovspark/challenges/${draft.id}`, other, payload);
      expect([method, res.statusCode, res.json().code]).toEqual([method, 404, 'CHALLENGE_NOT_FOUND']);
    }
    const published = await a.publishedChallenge(mine, admin);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { title: 'Taken over' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await a.call(method, `/api/tovspark/challenges/${published.id}`, other, payload);
      expect([method, res.statusCode, res.json().code]).toEqual([method, 403, 'PERMISSION_DENIED']);
    }
    expect((await a.call('PUT', `/api/tovspark/challenges/${published.id}`, mine, { title: 'Late edit' })).json().code).toBe('CHALLENGE_NOT_EDITABLE');
    expect((await a.call('DELETE', `/api/tovspark/challenges/${draft.id}`, mine)).statusCode).toBe(200);
    expect((await a.call('GET', `/api/tovspark/challenges/${draft.id}`, mine)).statusCode).toBe(404);
  });

  it('refuses applicants and pros on every call', async () => {
    const someone = await a.createChallenge(caller('company'));
    for (const role of ['challenger', 'pro'] as const) {
      const who = caller(role);
      expect((await a.call('GET', '/api/tovspark/challenges', who)).statusCode).toBe(403);
      expect((await a.call('POST', '/api/tovspark/challenges', who, challengeBody())).statusCode).toBe(403);
      expect((await a.call('GET', `/api/tovspark/challenges/${someone.id}`, who)).statusCode).toBe(403);
      expect((await a.call('PUT', `/api/tovspark/challenges/${someone.id}`, who, { title: 'x' })).statusCode).toBe(403);
      expect((await a.call('DELETE', `/api/tovspark/challenges/${someone.id}`, who)).statusCode).toBe(403);
    }
  });
});

describe('talent search', () => {
  it("finds a talent by the latest assessment's visa type, never with the address; an older assessment does not replace it", async () => {
    const tag = randomUUID().slice(0, 8);
    const talent = await registered('challenger', `Nguyen ${tag}`, { nationality: 'Vietnam', visaType: 'D-10' });
    const company = caller('company');
    // Before any assessment: the visa given at sign-up.
    expect((await search(company, `visaType=D-10&search=${tag}`)).items.map((t) => [t.id, t.visaSource])).toEqual([[talent.userId, 'registration']]);
    await assessed(talent.userId, 'E-7', new Date(), 81);
    const found = await search(company, `visaType=e-7&search=${tag}`);
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({
      id: talent.userId,
      name: `Nguyen ${tag}`,
      visaType: 'E-7',
      visaSource: 'assessment',
      visaScore: 81,
      nationality: 'Vietnam',
    });
    expect(JSON.stringify(found)).not.toContain(talent.email);
    expect((await search(company, `visaType=D-10&search=${tag}`)).total).toBe(0);
    // An assessment evaluated earlier, delivered later, keeps the latest.
    await assessed(talent.userId, 'F-2', new Date(Date.now() - 86_400_000), 90);
    expect((await search(company, `visaType=E-7&search=${tag}`)).total).toBe(1);
    const one = await a.call('GET', `/api/tovspark/talents/${talent.userId}`, company);
    expect(ZTalentSchema.parse(one.json().data)).toMatchObject({ visaType: 'E-7', visaScore: 81 });
    expect(one.body).not.toContain(talent.email);
    expect(one.body).not.toContain('email');
  });

  it('keeps points, completed challenges and key skills from scored submissions, filters by skill and sorts by SparkPoints', async () => {
    const tag = randomUUID().slice(0, 8);
    const strong = await registered('challenger', `Strong ${tag}`);
    const weak = await registered('challenger', `Weak ${tag}`);
    const company = caller('company');
    const coding = await a.publishedChallenge(company, admin, { category: 'coding', sparkPoints: 1000 });
    const design = await a.publishedChallenge(company, admin, { category: 'project', sparkPoints: 200 });
    const score = async (who: Caller, challengeId: string, value: number) => {
      expect((await a.join(who, challengeId)).statusCode).toBe(200);
      expect((await a.submit(who, challengeId, { description: 'work', draft: false })).statusCode).toBe(200);
      const submission = (await a.call('GET', `/api/v1/challenges/${challengeId}/my-submission`, who)).json().data.submission;
      expect((await a.call('PUT', `/api/v1/admin/tovspark/submissions/${submission.id}/score`, admin, { score: value, feedback: 'ok' })).statusCode).toBe(200);
    };
    await score(strong, coding.id, 90);
    await score(strong, design.id, 60);
    await score(weak, design.id, 95);
    let talents: TTalent[] = [];
    await waitFor(
      async () => {
        talents = (await search(company, `search=${tag}`)).items;
        return talents.length === 2 && talents[0]!.sparkPoints === 900 + 120 && talents[1]!.completedChallenges === 1 ? true : undefined;
      },
      { timeoutMs: 30_000, what: 'the awards on the talents' },
    );
    expect(talents.map((t) => [t.name, t.sparkPoints, t.completedChallenges, t.keySkills])).toEqual([
      [`Strong ${tag}`, 1020, 2, ['coding', 'project']],
      [`Weak ${tag}`, 190, 1, ['project']],
    ]);
    expect((await search(company, `skill=coding&search=${tag}`)).items.map((t) => t.id)).toEqual([strong.userId]);
    expect((await search(company, `skill=project&search=${tag}&limit=1&page=2`)).items.map((t) => t.id)).toEqual([weak.userId]);
    expect((await a.call('GET', '/api/tovspark/talents?skill=cooking', company)).statusCode).toBe(400);
  });

  it("shows the talent's own experience, location and availability, which only an applicant sets", async () => {
    const tag = randomUUID().slice(0, 8);
    const talent = await registered('challenger', `Profile ${tag}`);
    const put = await a.call('PUT', '/api/v1/tovspark/users/me/talent-profile', talent, {
      experience: 4,
      location: `Busan ${tag}`,
      availability: 'within_month',
      language: 'ja',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data).toMatchObject({ experience: 4, location: `Busan ${tag}`, availability: 'within_month', language: 'ja' });
    const found = await search(caller('company'), `search=Busan ${tag}`);
    expect(found.items.map((t) => [t.id, t.experience, t.availability])).toEqual([[talent.userId, 4, 'within_month']]);
    expect((await a.call('PUT', '/api/v1/tovspark/users/me/talent-profile', talent, { location: null })).json().data.location).toBeNull();
    expect((await a.call('PUT', '/api/v1/tovspark/users/me/talent-profile', talent, { experience: 99 })).statusCode).toBe(400);
    expect((await a.call('PUT', '/api/v1/tovspark/users/me/talent-profile', caller('company'), { experience: 1 })).statusCode).toBe(403);
    expect((await a.call('GET', '/api/v1/tovspark/users/me/talent-profile', talent)).json().data.experience).toBe(4);
  });

  it('is for companies and admins: applicants and pros get 403, an unknown talent 404', async () => {
    for (const role of ['challenger', 'pro'] as const) {
      expect((await a.call('GET', '/api/tovspark/talents', caller(role))).statusCode).toBe(403);
      expect((await a.call('GET', `/api/tovspark/talents/${randomUUID()}`, caller(role))).statusCode).toBe(403);
      expect((await a.call('POST', `/api/tovspark/talents/${randomUUID()}/contact`, caller(role), { message: 'hi' })).statusCode).toBe(403);
    }
    expect((await a.call('GET', '/api/tovspark/talents', admin)).statusCode).toBe(200);
    expect((await a.call('GET', `/api/tovspark/talents/${randomUUID()}`, caller('company'))).json().code).toBe('TALENT_NOT_FOUND');
    // A company account is not a talent.
    const company = await registered('company', `Firm ${randomUUID().slice(0, 6)}`);
    expect((await a.call('GET', `/api/tovspark/talents/${company.userId}`, caller('company'))).statusCode).toBe(404);
  });
});

describe('who is in the talent pool (issue 24, docs/decisions/127-talent-search-opt-in.md)', () => {
  const company = caller('company');
  /** What a company reaches of one account: listed by its name, its detail, a message to it. */
  const reach = async (userId: string, tag: string) => {
    const listed = (await search(company, `search=${tag}`)).items.map((t) => t.id);
    const detail = await a.call('GET', `/api/tovspark/talents/${userId}`, company);
    const contact = await a.call('POST', `/api/tovspark/talents/${userId}/contact`, company, { message: `Hello ${tag}` });
    return { listed: listed.includes(userId), detail: [detail.statusCode, detail.json().code], contact: [contact.statusCode, contact.json().code] };
  };
  const HIDDEN = { listed: false, detail: [404, 'TALENT_NOT_FOUND'], contact: [404, 'TALENT_NOT_FOUND'] };

  it('never lists an admin: not one made from an applicant sign-up and announced later as admin, not one that says it opts in', async () => {
    const tag = randomUUID().slice(0, 8);
    // The old seed: an applicant's registration first (and an opt-in), then the account announced with its admin role.
    const seeded = await registered('challenger', `Platform Admin ${tag}`);
    expect((await reach(seeded.userId, tag)).listed).toBe(true);
    const announced = await h.publish(userRegisteredV1, { ...registration('admin', `Platform Admin ${tag}`), userId: seeded.userId });
    await h.processed(announced.id);
    expect(await reach(seeded.userId, tag)).toEqual(HIDDEN);
    const superAdmin = await registered('admin', `Super Admin ${tag}`, { role: 'super_admin', roles: ['super_admin'] });
    await chose(superAdmin.userId, true);
    expect(await reach(superAdmin.userId, tag)).toEqual(HIDDEN);
    // An applicant account holding an admin grant is not a talent either.
    const granted = await registered('challenger', `Granted ${tag}`, { roles: ['challenger', 'admin'] });
    expect(await reach(granted.userId, tag)).toEqual(HIDDEN);
    expect((await search(company, `search=${tag}`)).total).toBe(0);
  });

  it('keeps an applicant who did not opt in out of the search, the detail and the contact (404), sending nothing', async () => {
    const tag = randomUUID().slice(0, 8);
    const talent = await registered('challenger', `Quiet ${tag}`, {}, false);
    await assessed(talent.userId, 'E-7');
    expect(await reach(talent.userId, tag)).toEqual(HIDDEN);
    expect(await h.db.talentContact.count({ where: { talentId: talent.userId } })).toBe(0);
  });

  it('lists an applicant once they opt in and hides them again when they opt out; an older choice arriving late changes nothing', async () => {
    const tag = randomUUID().slice(0, 8);
    const talent = await registered('challenger', `Chooser ${tag}`, {}, false);
    const optedIn = new Date();
    await chose(talent.userId, true, optedIn);
    const shown = await reach(talent.userId, tag);
    expect(shown).toMatchObject({ listed: true, detail: [200, undefined], contact: [201, undefined] });
    await chose(talent.userId, false, new Date(optedIn.getTime() + 1_000));
    expect(await reach(talent.userId, tag)).toEqual(HIDDEN);
    await chose(talent.userId, true, new Date(optedIn.getTime() - 60_000));
    expect(await reach(talent.userId, tag)).toEqual(HIDDEN);
  });

  it("takes the choice a registration carries (the seed's announce), but never over a later change of the account's own", async () => {
    const tag = randomUUID().slice(0, 8);
    const announced = await registered('challenger', `Announced ${tag}`, { visibleToCompanies: true }, false);
    expect((await reach(announced.userId, tag)).listed).toBe(true);
    const changed = await registered('challenger', `Changed ${tag}`, {}, false);
    await chose(changed.userId, false);
    const again = await h.publish(userRegisteredV1, { ...registration('challenger', `Changed ${tag}`), userId: changed.userId, visibleToCompanies: true });
    await h.processed(again.id);
    expect((await reach(changed.userId, tag)).listed).toBe(false);
  });
});

describe('contacting a talent', () => {
  it('records the contact and e-mails the talent in their language, replies going to the company, the address never answered', async () => {
    const tag = randomUUID().slice(0, 8);
    const talent = await registered('challenger', `Contact ${tag}`, { nationality: 'Japan' });
    const company = await registered('company', `Acme ${tag}`);
    const message = `面接のご案内 ${tag}\n来週お話しできますか?`;
    const res = await a.call('POST', `/api/tovspark/talents/${talent.userId}/contact`, company, { message });
    expect(res.statusCode).toBe(201);
    expect(res.body).not.toContain(talent.email);
    const result = ZTalentContactResultSchema.parse(res.json().data);
    expect(result).toMatchObject({ talentId: talent.userId, remainingToday: 2 });
    expect(await h.db.talentContact.findUnique({ where: { id: result.contactId } })).toMatchObject({
      companyId: company.userId,
      companyName: `Acme ${tag} Inc.`,
      message,
    });
    // Published through the outbox for the company's hiring pipeline (decision 145), without the address.
    const event = await h.db.outboxEvent.findFirstOrThrow({ where: { type: 'tovspark.talent.contacted', key: talent.userId } });
    expect((event.payload as { data: object }).data).toMatchObject({
      contactId: result.contactId,
      companyId: company.userId,
      talentId: talent.userId,
      talentName: `Contact ${tag}`,
      nationality: 'Japan',
      message,
    });
    expect(JSON.stringify(event.payload)).not.toContain(talent.email);

    const mail = await waitFor(async () => (await sinkMessages(h.infra.smtp.httpUrl, talent.email))[0], {
      timeoutMs: 30_000,
      what: `the e-mail to the talent\n${workers?.output()}`,
    });
    expect(mail.subject).toBe(`[TOV] Acme ${tag} Inc. からメッセージが届きました`);
    expect(mail.text).toContain(message);
    expect(JSON.stringify(mail.headers).toLowerCase()).toContain(company.email.toLowerCase());
    const replyTo = Object.entries(mail.headers).find(([k]) => k.toLowerCase() === 'reply-to')?.[1];
    expect(String(replyTo)).toContain(company.email);
    expect(String(replyTo)).not.toContain(talent.email);
  });

  it("publishes no contact event for an admin's contact (only a company hires)", async () => {
    const talent = await registered('challenger', `Admin contact ${randomUUID().slice(0, 8)}`);
    const res = await a.call('POST', `/api/tovspark/talents/${talent.userId}/contact`, caller('admin'), { message: 'From the TOV team' });
    expect(res.statusCode).toBe(201);
    expect(await h.db.outboxEvent.count({ where: { type: 'tovspark.talent.contacted', key: talent.userId } })).toBe(0);
  });

  it('answers a retry with the same Idempotency-Key with the first contact and sends one e-mail; the fourth contact in a day is 429', async () => {
    const tag = randomUUID().slice(0, 8);
    const talent = await registered('challenger', `Limit ${tag}`);
    const company = caller('company');
    const url = `/api/tovspark/talents/${talent.userId}/contact`;
    const send = (message: string, key?: string) =>
      h.service.app.inject({
        method: 'POST',
        url,
        headers: { ...h.identityHeaders(company.userId, 'company'), ...(key ? { 'idempotency-key': key } : {}) },
        payload: { message },
      });
    const key = randomUUID();
    const first = await send(`first ${tag}`, key);
    const again = await send(`first ${tag}`, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.contactId).toBe(first.json().data.contactId);
    expect((await send(`second ${tag}`)).json().data.remainingToday).toBe(1);
    expect((await send(`third ${tag}`)).json().data.remainingToday).toBe(0);
    const fourth = await send(`fourth ${tag}`);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe('TALENT_CONTACT_LIMIT');
    expect(await h.db.talentContact.count({ where: { companyId: company.userId } })).toBe(3);
    // Another company still may.
    expect((await a.call('POST', url, caller('company'), { message: 'hello' })).statusCode).toBe(201);

    await waitFor(async () => ((await sinkMessages(h.infra.smtp.httpUrl, talent.email)).length >= 4 ? true : undefined), {
      timeoutMs: 30_000,
      what: 'four e-mails',
    });
    await new Promise((r) => setTimeout(r, 1_000));
    const mails = await sinkMessages(h.infra.smtp.httpUrl, talent.email);
    expect(mails.filter((m) => m.text.includes(`first ${tag}`))).toHaveLength(1);
    expect(mails).toHaveLength(4);
    // No company name known for a bare company account without a registration: its name is TOV's; English by default.
    expect(mails.every((m) => m.subject.startsWith('[TOV] A message from'))).toBe(true);
  });

  it('validates the message and refuses unknown talents', async () => {
    const talent = await registered('challenger', `Valid ${randomUUID().slice(0, 6)}`);
    const company = caller('company');
    expect((await a.call('POST', `/api/tovspark/talents/${talent.userId}/contact`, company, { message: '   ' })).statusCode).toBe(400);
    expect((await a.call('POST', `/api/tovspark/talents/${talent.userId}/contact`, company, { message: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await a.call('POST', `/api/tovspark/talents/${talent.userId}/contact`, company, {})).statusCode).toBe(400);
    expect((await a.call('POST', `/api/tovspark/talents/${randomUUID()}/contact`, company, { message: 'hi' })).json().code).toBe('TALENT_NOT_FOUND');
  });
});
