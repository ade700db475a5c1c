import { randomUUID } from 'node:crypto';
import {
  CHALLENGE_CATEGORIES,
  ZChallengeSchema,
  ZCreatedFromTemplateSchema,
  ZTemplateCategoriesSchema,
  ZTemplateGallerySchema,
  ZTemplateItemsSchema,
  ZTemplateListSchema,
  ZTemplateRatingSchema,
  ZTemplateSchema,
  ZTemplateUseSchema,
  type TTemplate,
} from '@tov/contracts';
import { GALLERY_TEMPLATES } from '../../src/seed/gallery-templates';
import { seedTemplateGallery } from '../../src/store/template-gallery';
import { api, caller, type Caller } from './tovspark-api';
import { startTovsparkHarness, type TovsparkHarness } from './tovspark-harness';

let h: TovsparkHarness;
let a: ReturnType<typeof api>;
/** Every template this file saves carries the tag in its title; leftovers of earlier runs are removed first. */
const TAG = '[tpl-test]';
beforeAll(async () => {
  h = await startTovsparkHarness();
  a = api(h);
  await h.db.challengeTemplate.deleteMany({ where: { title: { startsWith: TAG } } });
  await seedTemplateGallery(h.db, GALLERY_TEMPLATES);
}, 180_000);
afterAll(async () => h?.close());

const BASE = '/api/v1/challenges/templates';
const admin = caller('admin');

function templateBody(overrides: Record<string, unknown> = {}) {
  return {
    title: `${TAG} Newcomer chatbot ${randomUUID().slice(0, 8)}`,
    description: 'Answer the first questions of newcomers.',
    requirements: ['Korean and English', 'Sources with every answer'],
    evaluationCriteria: [
      { name: 'Accuracy', weight: 60 },
      { name: 'Usability', weight: 40 },
    ],
    category: 'coding',
    type: 'tech_development',
    difficulty: 'intermediate',
    sparkPoints: 600,
    durationDays: 14,
    rewards: ['mentoring'],
    language: 'en',
    visibility: 'public',
    ...overrides,
  };
}

async function save(who: Caller, overrides: Record<string, unknown> = {}): Promise<TTemplate> {
  const res = await a.call('POST', `${BASE}/save`, who, templateBody(overrides));
  if (res.statusCode !== 201) throw new Error(`save answered ${res.statusCode}: ${res.body}`);
  return ZTemplateSchema.parse(res.json().data);
}

async function get(who: Caller, url: string) {
  const res = await a.call('GET', url, who);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('the curated gallery', () => {
  it('is seeded with at least 12 templates in each of Korean and English across all six categories, once', async () => {
    for (const language of ['ko', 'en']) {
      const rows = await h.db.challengeTemplate.findMany({ where: { curated: true, language, slug: { not: null } } });
      expect(rows.length).toBeGreaterThanOrEqual(12);
      expect(new Set(rows.map((r) => r.category))).toEqual(new Set(CHALLENGE_CATEGORIES));
      for (const row of rows) {
        expect(row.visibility).toBe('public');
        expect(row.requirements.length).toBeGreaterThanOrEqual(3);
        expect((row.evaluationCriteria as Array<{ weight: number }>).reduce((s, c) => s + c.weight, 0)).toBe(100);
      }
    }
    expect(await seedTemplateGallery(h.db, GALLERY_TEMPLATES)).toBe(0);
  });

  it("answers the featured templates and each category's, in the asked language", async () => {
    const gallery = ZTemplateGallerySchema.parse(await get(caller('challenger'), `${BASE}/gallery?language=ko`));
    expect(gallery.featured.length).toBeGreaterThan(0);
    expect(gallery.featured.every((t) => t.featured && t.curated && t.language === 'ko')).toBe(true);
    expect(gallery.categories.map((c) => c.category)).toEqual([...CHALLENGE_CATEGORIES]);
    for (const group of gallery.categories) expect(group.templates.every((t) => t.category === group.category && t.curated && t.language === 'ko')).toBe(true);
    expect(gallery.categories.flatMap((c) => c.templates).map((t) => t.title)).toContain('외국인 정착 안내 다국어 챗봇 만들기');
  });

  it("leaves a company's own templates out of the gallery, even public ones", async () => {
    const own = await save(caller('company'));
    const gallery = ZTemplateGallerySchema.parse(await get(caller('company'), `${BASE}/gallery`));
    expect(gallery.categories.flatMap((c) => c.templates).map((t) => t.id)).not.toContain(own.id);
  });
});

describe('saving a template', () => {
  it('lets a company save a private template from scratch, seen by it and admins only', async () => {
    const company = caller('company');
    const res = await a.call('POST', `${BASE}/save`, company, templateBody({ visibility: undefined }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: '템플릿이 저장되었습니다.' });
    const saved = ZTemplateSchema.parse(res.json().data);
    expect(saved).toMatchObject({
      visibility: 'private',
      curated: false,
      featured: false,
      ownerId: company.userId,
      usageCount: 0,
      ratingAverage: null,
      ratingCount: 0,
      myRating: null,
      usedByMe: false,
      canManage: true,
      slug: null,
      sourceChallengeId: null,
      durationDays: 14,
    });
    expect((await a.call('GET', `${BASE}/${saved.id}`, company)).statusCode).toBe(200);
    expect((await a.call('GET', `${BASE}/${saved.id}`, admin)).json().data.canManage).toBe(true);
    for (const other of [caller('company'), caller('challenger')]) {
      const hidden = await a.call('GET', `${BASE}/${saved.id}`, other);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject({ success: false, code: 'TEMPLATE_NOT_FOUND' });
    }
  });

  it("saves a template from one of the caller's challenges, the challenge giving the fields not sent", async () => {
    const company = caller('company');
    const challenge = await a.createChallenge(company, {
      title: `${TAG} from a challenge ${randomUUID().slice(0, 8)}`,
      sparkPoints: 900,
      category: 'global',
      type: 'marketing',
    });
    const res = await a.call('POST', `${BASE}/save`, company, { fromChallengeId: challenge.id, language: 'ko', visibility: 'public' });
    expect(res.statusCode).toBe(201);
    expect(ZTemplateSchema.parse(res.json().data)).toMatchObject({
      title: challenge.title,
      description: challenge.description,
      category: 'global',
      type: 'marketing',
      sparkPoints: 900,
      durationDays: 10,
      rewards: challenge.rewards,
      language: 'ko',
      sourceChallengeId: challenge.id,
      ownerName: 'Acme Korea',
      requirements: [],
      evaluationCriteria: [],
    });
  });

  it("refuses another company's challenge as the source: 404 for a draft, 403 for a published one", async () => {
    const owner = caller('company');
    const draft = await a.createChallenge(owner);
    const published = await a.publishedChallenge(owner, admin);
    const other = caller('company');
    const hidden = await a.call('POST', `${BASE}/save`, other, { fromChallengeId: draft.id, language: 'en' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe('CHALLENGE_NOT_FOUND');
    const foreign = await a.call('POST', `${BASE}/save`, other, { fromChallengeId: published.id, language: 'en' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('PERMISSION_DENIED');
  });

  it('names the missing fields of a template from scratch, and bad weights', async () => {
    const res = await a.call('POST', `${BASE}/save`, caller('company'), { language: 'en', title: `${TAG} incomplete` });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['category', 'description', 'difficulty', 'durationDays', 'sparkPoints', 'type']);
    const weights = await a.call('POST', `${BASE}/save`, caller('company'), templateBody({ evaluationCriteria: [{ name: 'Only', weight: 50 }] }));
    expect(weights.statusCode).toBe(400);
    expect(weights.json().details[0].field).toBe('evaluationCriteria');
  });

  it('refuses an applicant and a specialist with 403, and gallery flags from a company', async () => {
    for (const role of ['challenger', 'pro'] as const) {
      const res = await a.call('POST', `${BASE}/save`, caller(role), templateBody());
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('PERMISSION_DENIED');
    }
    const flagged = await a.call('POST', `${BASE}/save`, caller('company'), templateBody({ curated: true }));
    expect(flagged.statusCode).toBe(403);
    const curated = await save(admin, { curated: true, featured: true });
    expect(curated).toMatchObject({ curated: true, featured: true });
  });
});

describe('reading templates', () => {
  it("lists public templates and the caller's own, filtered by category, type, difficulty, language and search", async () => {
    const company = caller('company');
    const word = randomUUID().slice(0, 8);
    const mine = await save(company, {
      title: `${TAG} ${word} mine`,
      visibility: 'private',
      category: 'startup',
      type: 'business_strategy',
      difficulty: 'advanced',
      language: 'ko',
    });
    const theirs = await save(caller('company'), { title: `${TAG} ${word} theirs`, visibility: 'private', category: 'startup' });
    const open = await save(caller('company'), {
      title: `${TAG} ${word} open`,
      category: 'startup',
      type: 'business_strategy',
      difficulty: 'advanced',
      language: 'ko',
    });
    const list = async (who: Caller, query: string) => ZTemplateListSchema.parse(await get(who, `${BASE}?search=${word}&${query}`));
    expect((await list(company, 'sort=newest')).items.map((t) => t.id)).toEqual([open.id, mine.id]);
    expect((await list(caller('challenger'), '')).items.map((t) => t.id)).toEqual([open.id]);
    expect((await list(admin, 'sort=newest')).items.map((t) => t.id)).toEqual([open.id, theirs.id, mine.id]);
    expect((await list(company, 'category=startup&type=business_strategy&difficulty=advanced&language=ko&sort=newest')).items.map((t) => t.id)).toEqual([
      open.id,
      mine.id,
    ]);
    expect((await list(company, 'category=coding')).total).toBe(0);
    const paged = await list(admin, 'sort=newest&limit=2&page=2');
    expect(paged).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(paged.items.map((t) => t.id)).toEqual([mine.id]);
    const bad = await a.call('GET', `${BASE}?category=sports&sort=loudest`, company);
    expect(bad.statusCode).toBe(400);
  });

  it('sorts by rating and by SparkPoints', async () => {
    const word = randomUUID().slice(0, 8);
    const low = await save(caller('company'), { title: `${TAG} ${word} low`, sparkPoints: 100 });
    const high = await save(caller('company'), { title: `${TAG} ${word} high`, sparkPoints: 5_000 });
    const unrated = await save(caller('company'), { title: `${TAG} ${word} unrated`, sparkPoints: 300 });
    await a.call('POST', `${BASE}/${low.id}/rate`, caller('company'), { rating: 5 });
    await a.call('POST', `${BASE}/${high.id}/rate`, caller('company'), { rating: 2 });
    const ids = async (sort: string) => ZTemplateListSchema.parse(await get(caller('company'), `${BASE}?search=${word}&sort=${sort}`)).items.map((t) => t.id);
    expect(await ids('rating')).toEqual([low.id, high.id, unrated.id]);
    expect(await ids('sparkpoints')).toEqual([high.id, unrated.id, low.id]);
  });

  it('answers one template to anyone signed in when it is public, and 404 for an unknown id', async () => {
    const open = await save(caller('company'));
    expect(ZTemplateSchema.parse(await get(caller('challenger'), `${BASE}/${open.id}`))).toMatchObject({ id: open.id, canManage: false });
    for (const id of [randomUUID(), 'not-a-uuid']) expect((await a.call('GET', `${BASE}/${id}`, caller('company'))).json().code).toBe('TEMPLATE_NOT_FOUND');
  });

  it("lists the caller's own templates, newest first, paged", async () => {
    const company = caller('company');
    const first = await save(company, { visibility: 'private' });
    const second = await save(company);
    await save(caller('company'));
    const mine = ZTemplateListSchema.parse(await get(company, `${BASE}/my`));
    expect(mine.items.map((t) => t.id)).toEqual([second.id, first.id]);
    expect(mine.total).toBe(2);
    expect(ZTemplateListSchema.parse(await get(caller('challenger'), `${BASE}/my`)).items).toEqual([]);
  });

  it('counts the templates of every category the caller may see', async () => {
    const company = caller('company');
    const before = ZTemplateCategoriesSchema.parse(await get(company, `${BASE}/categories?language=en`));
    expect(before.categories.map((c) => c.category)).toEqual([...CHALLENGE_CATEGORIES]);
    expect(before.categories.every((c) => c.count >= 2)).toBe(true);
    await save(company, { category: 'education', visibility: 'private' });
    const after = ZTemplateCategoriesSchema.parse(await get(company, `${BASE}/categories?language=en`));
    const education = (c: typeof after) => c.categories.find((x) => x.category === 'education')!.count;
    expect(education(after)).toBe(education(before) + 1);
    expect(after.total).toBe(after.categories.reduce((s, c) => s + c.count, 0));
    const other = ZTemplateCategoriesSchema.parse(await get(caller('company'), `${BASE}/categories?language=en`));
    expect(education(other)).toBe(education(after) - 1);
  });

  it('keeps the template calls apart from /challenges/:id', async () => {
    const company = caller('company');
    const list = await a.call('GET', BASE, company);
    expect(list.statusCode).toBe(200);
    expect(ZTemplateListSchema.parse(list.json().data).total).toBeGreaterThan(0);
    for (const path of ['popular', 'gallery', 'categories', 'my']) expect((await a.call('GET', `${BASE}/${path}`, company)).statusCode).toBe(200);
    const challenge = await a.createChallenge(company);
    expect((await a.call('GET', `/api/v1/challenges/${challenge.id}`, company)).json().data.id).toBe(challenge.id);
  });
});

describe('editing and deleting a template', () => {
  it('lets the owner and an admin edit; another company gets 403 for a public template and 404 for a private one', async () => {
    const owner = caller('company');
    const open = await save(owner);
    const closed = await save(owner, { visibility: 'private' });
    const edited = await a.call('PUT', `${BASE}/${open.id}`, owner, { title: `${TAG} renamed`, visibility: 'private' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ title: `${TAG} renamed`, visibility: 'private' });
    expect((await a.call('PUT', `${BASE}/${open.id}`, admin, { featured: true })).json().data.featured).toBe(true);
    const otherCompany = caller('company');
    await a.call('PUT', `${BASE}/${open.id}`, owner, { visibility: 'public' });
    const refused = await a.call('PUT', `${BASE}/${open.id}`, otherCompany, { title: `${TAG} hijacked` });
    expect(refused.statusCode).toBe(403);
    expect((await a.call('PUT', `${BASE}/${open.id}`, caller('challenger'), { title: `${TAG} hijacked` })).statusCode).toBe(403);
    expect((await a.call('PUT', `${BASE}/${closed.id}`, otherCompany, { title: `${TAG} hijacked` })).statusCode).toBe(404);
    expect((await a.call('PUT', `${BASE}/${open.id}`, owner, { curated: true })).statusCode).toBe(403);
    expect((await a.call('PUT', `${BASE}/${open.id}`, owner, {})).statusCode).toBe(400);
    expect((await h.db.challengeTemplate.findUniqueOrThrow({ where: { id: open.id } })).title).toBe(`${TAG} renamed`);
  });

  it('keeps the curated templates for admins', async () => {
    const curated = await h.db.challengeTemplate.findFirstOrThrow({ where: { curated: true, slug: { not: null } } });
    const res = await a.call('PUT', `${BASE}/${curated.id}`, caller('company'), { title: 'Mine now' });
    expect(res.statusCode).toBe(403);
    expect((await a.call('DELETE', `${BASE}/${curated.id}`, caller('company'))).statusCode).toBe(403);
  });

  it('deletes a template with its ratings and uses (its owner or an admin), the challenges made from it staying', async () => {
    const owner = caller('company');
    const template = await save(owner);
    const user = caller('company');
    await a.call('POST', `${BASE}/${template.id}/rate`, user, { rating: 4 });
    const made = ZCreatedFromTemplateSchema.parse(
      (await a.call('POST', '/api/v1/challenges/create-from-template', user, { templateId: template.id, companyName: 'User Co' })).json().data,
    );
    expect((await a.call('DELETE', `${BASE}/${template.id}`, caller('company'))).statusCode).toBe(403);
    expect((await a.call('DELETE', `${BASE}/${template.id}`, caller('challenger'))).statusCode).toBe(403);
    const res = await a.call('DELETE', `${BASE}/${template.id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: null, message: '템플릿이 삭제되었습니다.' });
    expect((await a.call('GET', `${BASE}/${template.id}`, owner)).statusCode).toBe(404);
    expect(await h.db.templateRating.count({ where: { templateId: template.id } })).toBe(0);
    expect(await h.db.templateUse.count({ where: { templateId: template.id } })).toBe(0);
    expect(await h.db.challenge.count({ where: { id: made.challenge.id } })).toBe(1);
    const byAdmin = await save(caller('company'), { visibility: 'private' });
    expect((await a.call('DELETE', `${BASE}/${byAdmin.id}`, admin)).statusCode).toBe(200);
  });
});

describe('using and rating a template', () => {
  it('counts a use once per account, answering the template', async () => {
    const template = await save(caller('company'));
    const company = caller('company');
    const first = await a.call('POST', `${BASE}/${template.id}/use`, company);
    expect(first.statusCode).toBe(200);
    expect(ZTemplateUseSchema.parse(first.json().data)).toMatchObject({ firstUse: true, template: { id: template.id, usageCount: 1, usedByMe: true } });
    const again = ZTemplateUseSchema.parse((await a.call('POST', `${BASE}/${template.id}/use`, company)).json().data);
    expect(again).toMatchObject({ firstUse: false, template: { usageCount: 1 } });
    expect((await h.db.templateUse.findFirstOrThrow({ where: { templateId: template.id, userId: company.userId } })).useCount).toBe(2);
    expect(ZTemplateUseSchema.parse((await a.call('POST', `${BASE}/${template.id}/use`, admin)).json().data).template.usageCount).toBe(2);
  });

  it("refuses a use by an applicant (403) and of another's private template (404)", async () => {
    const open = await save(caller('company'));
    expect((await a.call('POST', `${BASE}/${open.id}/use`, caller('challenger'))).statusCode).toBe(403);
    const hidden = await save(caller('company'), { visibility: 'private' });
    expect((await a.call('POST', `${BASE}/${hidden.id}/use`, caller('company'))).json().code).toBe('TEMPLATE_NOT_FOUND');
    expect((await h.db.challengeTemplate.findUniqueOrThrow({ where: { id: open.id } })).usageCount).toBe(0);
  });

  it('keeps one rating per account, a second replacing the first, with the average and count', async () => {
    const template = await save(caller('company'));
    const first = caller('company');
    const second = caller('admin');
    const rate = async (who: Caller, rating: number) => {
      const res = await a.call('POST', `${BASE}/${template.id}/rate`, who, { rating });
      expect(res.statusCode).toBe(200);
      return ZTemplateRatingSchema.parse(res.json().data);
    };
    expect(await rate(first, 5)).toEqual({ templateId: template.id, ratingAverage: 5, ratingCount: 1, myRating: 5, firstRating: true });
    expect(await rate(second, 2)).toMatchObject({ ratingAverage: 3.5, ratingCount: 2, firstRating: true });
    expect(await rate(first, 3)).toMatchObject({ ratingAverage: 2.5, ratingCount: 2, myRating: 3, firstRating: false });
    const third = caller('company');
    expect(await rate(third, 3)).toMatchObject({ ratingAverage: 2.67, ratingCount: 3 });
    expect(ZTemplateSchema.parse(await get(first, `${BASE}/${template.id}`))).toMatchObject({ myRating: 3, ratingAverage: 2.67, ratingCount: 3 });
  });

  it('counts every rating of many accounts rating at once', async () => {
    const template = await save(caller('company'));
    const ratings = [1, 2, 3, 4, 5, 5, 4, 3];
    await Promise.all(ratings.map((rating) => a.call('POST', `${BASE}/${template.id}/rate`, caller('company'), { rating })));
    const stored = await h.db.challengeTemplate.findUniqueOrThrow({ where: { id: template.id } });
    expect({ sum: stored.ratingSum, count: stored.ratingCount }).toEqual({ sum: 27, count: 8 });
  });

  it("refuses a rating outside 1-5, from an applicant, and of one's own template", async () => {
    const owner = caller('company');
    const template = await save(owner);
    for (const rating of [0, 6, 2.5]) expect((await a.call('POST', `${BASE}/${template.id}/rate`, caller('company'), { rating })).statusCode).toBe(400);
    expect((await a.call('POST', `${BASE}/${template.id}/rate`, caller('challenger'), { rating: 5 })).statusCode).toBe(403);
    const own = await a.call('POST', `${BASE}/${template.id}/rate`, owner, { rating: 5 });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('PERMISSION_DENIED');
    expect((await h.db.challengeTemplate.findUniqueOrThrow({ where: { id: template.id } })).ratingCount).toBe(0);
  });

  it('orders the popular templates by usage, then rating, public ones only', async () => {
    const [most, better, worse] = [await save(caller('company')), await save(caller('company')), await save(caller('company'))];
    const hidden = await save(caller('company'), { visibility: 'private' });
    const users = Array.from({ length: 4 }, () => caller('company'));
    for (const u of users) for (const t of [most, hidden]) await a.call('POST', `${BASE}/${t.id}/use`, u);
    for (const u of users.slice(0, 3)) for (const t of [better, worse]) await a.call('POST', `${BASE}/${t.id}/use`, u);
    await a.call('POST', `${BASE}/${better.id}/rate`, users[0]!, { rating: 5 });
    await a.call('POST', `${BASE}/${worse.id}/rate`, users[0]!, { rating: 3 });
    const popular = ZTemplateItemsSchema.parse(await get(caller('challenger'), `${BASE}/popular?limit=50`)).items;
    const ids = popular.map((t) => t.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids.indexOf(most.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(most.id)).toBeLessThan(ids.indexOf(better.id));
    expect(ids.indexOf(better.id)).toBeLessThan(ids.indexOf(worse.id));
    for (let i = 1; i < popular.length; i++) expect(popular[i - 1]!.usageCount).toBeGreaterThanOrEqual(popular[i]!.usageCount);
    const korean = ZTemplateItemsSchema.parse(await get(caller('company'), `${BASE}/popular?language=ko&limit=5`)).items;
    expect(korean.length).toBe(5);
    expect(korean.every((t) => t.language === 'ko')).toBe(true);
  });
});

describe('creating a challenge from a template', () => {
  const CREATE = '/api/v1/challenges/create-from-template';

  it('makes a draft challenge owned by the caller from a curated template, with the overrides, counting a use', async () => {
    const company = caller('company');
    const template = await h.db.challengeTemplate.findUniqueOrThrow({ where: { slug: 'coding-settlement-chatbot.en' } });
    const deadline = new Date(Date.now() + 40 * 86_400_000).toISOString();
    const res = await a.call('POST', CREATE, company, { templateId: template.id, deadline, sparkPoints: 1_234, companyName: 'Template Co' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('템플릿으로 챌린지가 생성되었습니다.');
    const made = ZCreatedFromTemplateSchema.parse(res.json().data);
    expect(made.challenge).toMatchObject({
      status: 'draft',
      companyId: company.userId,
      companyName: 'Template Co',
      title: template.title,
      category: 'coding',
      type: 'tech_development',
      difficulty: 'intermediate',
      sparkPoints: 1_234,
      rewards: template.rewards,
      deadline,
      participantCount: 0,
    });
    expect(made.challenge.description).toContain(template.description);
    expect(made.challenge.description).toContain('Requirements\n- At least 20 question-and-answer scenarios in Korean and English');
    expect(made.challenge.description).toContain('Evaluation criteria\n- Accuracy of answers and sources (40%)');
    expect(made).toMatchObject({ firstUse: true, template: { id: template.id, usageCount: template.usageCount + 1, usedByMe: true } });
    const stored = ZChallengeSchema.parse((await a.call('GET', `/api/v1/challenges/${made.challenge.id}`, company)).json().data);
    expect(stored.status).toBe('draft');
    expect((await a.call('GET', `/api/v1/challenges/${made.challenge.id}`, caller('company'))).statusCode).toBe(404);
  });

  it("sets the deadline the template's duration from now, and counts a second challenge of the same account no more", async () => {
    const company = caller('company');
    const template = await save(caller('company'), {
      durationDays: 14,
      language: 'ko',
      requirements: ['한국어'],
      evaluationCriteria: [{ name: '정확성', weight: 100 }],
    });
    const before = Date.now();
    const made = ZCreatedFromTemplateSchema.parse(
      (await a.call('POST', CREATE, company, { templateId: template.id, companyName: 'Hangul Co', status: 'pending_review' })).json().data,
    );
    const deadline = Date.parse(made.challenge.deadline);
    expect(deadline).toBeGreaterThanOrEqual(before + 14 * 86_400_000);
    expect(deadline).toBeLessThanOrEqual(Date.now() + 14 * 86_400_000);
    expect(made.challenge.status).toBe('pending_review');
    expect(made.challenge.description).toContain('요구 사항\n- 한국어');
    expect(made.challenge.description).toContain('평가 기준\n- 정확성 (100%)');
    const again = ZCreatedFromTemplateSchema.parse(
      (await a.call('POST', CREATE, company, { templateId: template.id, companyName: 'Hangul Co', title: `${TAG} second` })).json().data,
    );
    expect(again).toMatchObject({ firstUse: false, template: { usageCount: 1 }, challenge: { title: `${TAG} second`, status: 'draft' } });
  });

  it('creates one challenge and counts one use for a retried call with the same Idempotency-Key', async () => {
    const company = caller('company');
    const template = await save(caller('company'));
    const key = `key-${randomUUID()}`;
    const send = () =>
      h.service.app.inject({
        method: 'POST',
        url: CREATE,
        headers: { ...h.identityHeaders(company.userId, 'company'), 'idempotency-key': key },
        payload: { templateId: template.id, companyName: 'Retry Co' },
      });
    const first = await send();
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.challenge.id).toBe(first.json().data.challenge.id);
    expect(await h.db.challenge.count({ where: { companyId: company.userId } })).toBe(1);
    expect((await h.db.challengeTemplate.findUniqueOrThrow({ where: { id: template.id } })).usageCount).toBe(1);
  });

  it("refuses an applicant (403), another's private template (404) and overrides the challenge rules refuse (400), creating nothing", async () => {
    const template = await save(caller('company'));
    const applicant = caller('challenger');
    expect((await a.call('POST', CREATE, applicant, { templateId: template.id, companyName: 'X' })).statusCode).toBe(403);
    const hidden = await save(caller('company'), { visibility: 'private' });
    const company = caller('company');
    expect((await a.call('POST', CREATE, company, { templateId: hidden.id, companyName: 'X' })).json().code).toBe('TEMPLATE_NOT_FOUND');
    const bad = await a.call('POST', CREATE, company, { templateId: template.id, companyName: 'X', deadline: '2020-01-01T00:00:00Z', sparkPoints: 0 });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['deadline', 'sparkPoints']);
    const nameless = await a.call('POST', CREATE, company, { templateId: template.id });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().details).toEqual([{ field: 'companyName', message: '회사 이름을 입력해주세요.' }]);
    expect(await h.db.challenge.count({ where: { companyId: { in: [applicant.userId, company.userId] } } })).toBe(0);
    expect((await h.db.challengeTemplate.findUniqueOrThrow({ where: { id: template.id } })).usageCount).toBe(0);
  });
});
