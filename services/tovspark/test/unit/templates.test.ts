import { CHALLENGE_CATEGORIES, ZCreateChallengeSchema, ZSaveTemplateSchema, type TTemplate } from '@tov/contracts';
import { categoryCounts, galleryOf } from '../../src/domain/gallery';
import { challengeFromTemplate, durationDaysOf } from '../../src/domain/template-challenge';
import { mayManageTemplate, maySeeTemplate, ratingAverage, type StoredTemplate } from '../../src/domain/template-view';
import { GALLERY_TEMPLATES } from '../../src/seed/gallery-templates';

const NOW = new Date('2026-11-24T12:00:00Z');
const stored = (over: Partial<StoredTemplate> = {}): StoredTemplate => ({
  id: 't1',
  slug: null,
  title: 'Title',
  description: 'Body',
  requirements: ['One', 'Two'],
  evaluationCriteria: [{ name: 'Accuracy', weight: 100 }],
  category: 'coding',
  type: 'tech_development',
  difficulty: 'beginner',
  sparkPoints: 300,
  durationDays: 7,
  rewards: ['mentoring'],
  language: 'en',
  visibility: 'public',
  curated: false,
  featured: false,
  ownerId: 'owner',
  ownerName: null,
  sourceChallengeId: null,
  usageCount: 0,
  ratingSum: 0,
  ratingCount: 0,
  createdAt: NOW,
  updatedAt: NOW,
  ...over,
});

describe('template rules', () => {
  it.each([
    [0, 0, null],
    [5, 1, 5],
    [7, 2, 3.5],
    [8, 3, 2.67],
  ])('averages a rating sum of %i over %i ratings as %p', (sum, count, average) => {
    expect(ratingAverage(sum, count)).toBe(average);
  });

  it('shows public templates to all, private ones to their owner and admins; curated ones are managed by admins only', () => {
    const me = { userId: 'owner', admin: false };
    const other = { userId: 'other', admin: false };
    const admin = { userId: 'admin', admin: true };
    const hidden = stored({ visibility: 'private' });
    expect([maySeeTemplate(me, hidden), maySeeTemplate(other, hidden), maySeeTemplate(admin, hidden)]).toEqual([true, false, true]);
    expect(maySeeTemplate(other, stored())).toBe(true);
    const curated = stored({ ownerId: null, curated: true });
    expect([mayManageTemplate(me, curated), mayManageTemplate(admin, curated)]).toEqual([false, true]);
  });

  it('makes a create-challenge body from a template that passes the challenge rules, overrides winning', () => {
    const body = challengeFromTemplate(stored(), [{ name: 'Accuracy', weight: 100 }], { templateId: 't1', status: 'draft' }, NOW);
    expect(body).toMatchObject({ title: 'Title', sparkPoints: 300, deadline: '2026-12-01T12:00:00.000Z', status: 'draft', mentor: null });
    expect(body.description).toBe('Body\n\nRequirements\n- One\n- Two\n\nEvaluation criteria\n- Accuracy (100%)');
    expect(ZCreateChallengeSchema.safeParse({ ...body, deadline: new Date(Date.now() + 86_400_000).toISOString() }).success).toBe(true);
    const overridden = challengeFromTemplate(
      stored(),
      [],
      { templateId: 't1', status: 'pending_review', title: 'Mine', description: 'Own text', rewards: [] },
      NOW,
    );
    expect(overridden).toMatchObject({ title: 'Mine', description: 'Own text', rewards: [], status: 'pending_review' });
  });

  it.each([
    ['2026-11-24T12:00:00Z', '2026-12-04T12:00:00Z', 10],
    ['2026-11-24T12:00:00Z', '2026-11-24T13:00:00Z', 1],
    ['2026-11-24T12:00:00Z', '2028-01-01T00:00:00Z', 365],
  ])('suggests a duration from a challenge created %s with deadline %s: %i days', (created, deadline, days) => {
    expect(durationDaysOf(new Date(created), new Date(deadline))).toBe(days);
  });

  it('asks for every field of a template from scratch, and none of one from a challenge', () => {
    const fromScratch = ZSaveTemplateSchema.safeParse({ language: 'ko' });
    expect(fromScratch.success).toBe(false);
    expect(ZSaveTemplateSchema.safeParse({ language: 'ko', fromChallengeId: '7f3c2b9e-4c1a-4f1e-9a7b-2d6e8f0a1b2c' }).success).toBe(true);
  });

  it("groups the gallery by category in the contracts' order, featured ones first, and counts every category", () => {
    const t = (id: string, category: string, featured = false) => ({ id, category, featured }) as TTemplate;
    const gallery = galleryOf([t('a', 'global', true), t('b', 'coding'), t('c', 'global')], 12);
    expect(gallery.featured.map((x) => x.id)).toEqual(['a']);
    expect(gallery.categories.map((c) => [c.category, c.templates.map((x) => x.id)])).toEqual([
      ['coding', ['b']],
      ['global', ['a', 'c']],
    ]);
    const counts = categoryCounts(new Map([['coding', 3]]));
    expect(counts.categories.map((c) => c.category)).toEqual([...CHALLENGE_CATEGORIES]);
    expect(counts.total).toBe(3);
  });
});

describe('the curated gallery content', () => {
  it('has at least 12 templates covering all six categories, with both languages complete and weights adding up to 100', () => {
    expect(GALLERY_TEMPLATES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(GALLERY_TEMPLATES.map((t) => t.category))).toEqual(new Set(CHALLENGE_CATEGORIES));
    expect(new Set(GALLERY_TEMPLATES.map((t) => t.key)).size).toBe(GALLERY_TEMPLATES.length);
    for (const template of GALLERY_TEMPLATES) {
      expect(template.weights.reduce((s, w) => s + w, 0)).toBe(100);
      for (const language of ['ko', 'en'] as const) {
        const text = template.texts[language];
        expect(text.criteria).toHaveLength(template.weights.length);
        expect(text.requirements.length).toBeGreaterThanOrEqual(3);
        const parsed = ZSaveTemplateSchema.safeParse({
          ...text,
          language,
          category: template.category,
          type: template.type,
          difficulty: template.difficulty,
          sparkPoints: template.sparkPoints,
          durationDays: template.durationDays,
          rewards: template.rewards,
          evaluationCriteria: text.criteria.map((name, i) => ({ name, weight: template.weights[i] })),
        });
        expect(parsed.error?.issues ?? []).toEqual([]);
      }
      expect(/[가-힣]/.test(template.texts.ko.title)).toBe(true);
      expect(/[가-힣]/.test(template.texts.en.title + template.texts.en.description)).toBe(false);
    }
  });
});
