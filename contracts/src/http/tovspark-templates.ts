import { z } from 'zod';
import { CHALLENGE_SPARKPOINTS_MAX, CHALLENGE_SPARKPOINTS_MIN, ZSparkPointsAmountSchema } from './amounts';
import {
  CHALLENGE_DESCRIPTION_MAX,
  CHALLENGE_REWARDS,
  CHALLENGE_TITLE_MAX,
  ZChallengeCategorySchema,
  ZChallengeDifficultySchema,
  ZChallengeRewardSchema,
  ZChallengeSchema,
  ZChallengeTypeSchema,
  ZCreateChallengeSchema,
} from './tovspark';
import { ZPageQuerySchema, ZPageSchema } from './common';
import { freeText, oneOf, plainText, requiredPlainText, ZUuidSchema } from './validators';

/**
 * Challenge templates (`/api/v1/challenges/templates/...` and `POST /api/v1/challenges/create-from-template`,
 * spec 002 §7 "Templates"; the spec names the calls only, the shapes and rules are ours:
 * docs/rules/tovspark-templates.md).
 */
/** A template is written in one language; a challenge made from it is in that language. */
export const TEMPLATE_LANGUAGES = ['ko', 'en'] as const;
/** public: every signed-in user sees it; private: its owner and admins only. */
export const TEMPLATE_VISIBILITIES = ['public', 'private'] as const;
/** `popular` = distinct users who used it, then the average rating, then the number of ratings. */
export const TEMPLATE_SORTS = ['popular', 'rating', 'newest', 'sparkpoints'] as const;
export type TTemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];
export type TTemplateVisibility = (typeof TEMPLATE_VISIBILITIES)[number];
export type TTemplateSort = (typeof TEMPLATE_SORTS)[number];

export const TEMPLATE_REQUIREMENTS_MAX = 20;
export const TEMPLATE_REQUIREMENT_MAX_LENGTH = 500;
export const TEMPLATE_CRITERIA_MAX = 10;
export const TEMPLATE_DURATION_DAYS_MAX = 365;
export const TEMPLATE_RATING_MIN = 1;
export const TEMPLATE_RATING_MAX = 5;
export const TEMPLATE_POPULAR_LIMIT = 10;
export const TEMPLATE_GALLERY_PER_CATEGORY = 12;

export const ZTemplateLanguageSchema = oneOf(TEMPLATE_LANGUAGES, '언어');
export const ZTemplateVisibilitySchema = oneOf(TEMPLATE_VISIBILITIES, '공개 범위');

/** One evaluation criterion and its weight in percent; the weights of a template add up to 100. */
export const ZEvaluationCriterionSchema = z.object({
  name: requiredPlainText(200, '평가 기준의 이름을 입력해주세요.'),
  weight: z
    .number({ error: '가중치는 1에서 100 사이의 정수여야 합니다.' })
    .int({ error: '가중치는 1에서 100 사이의 정수여야 합니다.' })
    .min(1, { error: '가중치는 1 이상이어야 합니다.' })
    .max(100, { error: '가중치는 100 이하여야 합니다.' }),
});
export type TEvaluationCriterion = z.infer<typeof ZEvaluationCriterionSchema>;

const templateFields = {
  title: requiredPlainText(CHALLENGE_TITLE_MAX, '제목을 입력해주세요.'),
  description: z
    .string({ error: '설명을 입력해주세요.' })
    .pipe(freeText(CHALLENGE_DESCRIPTION_MAX))
    .pipe(z.string().min(1, { error: '설명을 입력해주세요.' })),
  requirements: z
    .array(requiredPlainText(TEMPLATE_REQUIREMENT_MAX_LENGTH, '요구 사항을 입력해주세요.'), { error: '요구 사항은 배열이어야 합니다.' })
    .max(TEMPLATE_REQUIREMENTS_MAX, { error: `요구 사항은 최대 ${TEMPLATE_REQUIREMENTS_MAX}개까지 넣을 수 있습니다.` }),
  evaluationCriteria: z
    .array(ZEvaluationCriterionSchema, { error: '평가 기준은 배열이어야 합니다.' })
    .max(TEMPLATE_CRITERIA_MAX, { error: `평가 기준은 최대 ${TEMPLATE_CRITERIA_MAX}개까지 넣을 수 있습니다.` })
    .refine((list) => list.length === 0 || list.reduce((sum, c) => sum + c.weight, 0) === 100, { error: '평가 기준의 가중치 합은 100이어야 합니다.' }),
  category: ZChallengeCategorySchema,
  type: ZChallengeTypeSchema,
  difficulty: ZChallengeDifficultySchema,
  sparkPoints: ZSparkPointsAmountSchema(CHALLENGE_SPARKPOINTS_MIN, CHALLENGE_SPARKPOINTS_MAX),
  /** Suggested duration: a challenge made from the template gets its deadline this many days ahead unless one is given. */
  durationDays: z
    .number({ error: '기간은 1에서 365 사이의 정수(일)여야 합니다.' })
    .int({ error: '기간은 1에서 365 사이의 정수(일)여야 합니다.' })
    .min(1, { error: '기간은 1일 이상이어야 합니다.' })
    .max(TEMPLATE_DURATION_DAYS_MAX, { error: `기간은 ${TEMPLATE_DURATION_DAYS_MAX}일 이하여야 합니다.` }),
  rewards: z
    .array(ZChallengeRewardSchema, { error: '보상 목록은 배열이어야 합니다.' })
    .max(CHALLENGE_REWARDS.length)
    .refine((list) => new Set(list).size === list.length, { error: '같은 보상을 두 번 넣을 수 없습니다.' }),
  language: ZTemplateLanguageSchema,
  visibility: ZTemplateVisibilitySchema,
  /** In the curated gallery (admins only). */
  curated: z.boolean({ error: 'curated는 true 또는 false여야 합니다.' }),
  /** Shown first in the gallery (admins only). */
  featured: z.boolean({ error: 'featured는 true 또는 false여야 합니다.' }),
};

/** The fields a template is made of, with what a new one gets when it names none. */
const REQUIRED_FROM_SCRATCH = ['title', 'description', 'category', 'type', 'difficulty', 'sparkPoints', 'durationDays'] as const;

/**
 * `POST /api/v1/challenges/templates/save` (company or admin). From scratch: title, description,
 * category, type, difficulty, sparkPoints and durationDays are required. With `fromChallengeId`
 * (one of the caller's own challenges; any for an admin) the challenge gives every field not sent.
 * `visibility` defaults to private; `curated` and `featured` are for admins.
 */
export const ZSaveTemplateSchema = z
  .object({
    fromChallengeId: ZUuidSchema('챌린지 ID가 올바르지 않습니다.').optional(),
    ...templateFields,
  })
  .partial()
  .extend({ language: templateFields.language })
  .superRefine((body, ctx) => {
    if (body.fromChallengeId) return;
    for (const field of REQUIRED_FROM_SCRATCH) {
      if (body[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: '새 템플릿에 필요한 항목입니다.' });
    }
  });
export type TSaveTemplate = z.infer<typeof ZSaveTemplateSchema>;

/** `PUT /api/v1/challenges/templates/{id}` (its owner or an admin): any field, at least one. */
export const ZUpdateTemplateSchema = z
  .object(templateFields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { error: '바꿀 항목을 하나 이상 보내주세요.' });
export type TUpdateTemplate = z.infer<typeof ZUpdateTemplateSchema>;

/** `GET /api/v1/challenges/templates` query. */
export const ZTemplateListQuerySchema = ZPageQuerySchema.extend({
  category: ZChallengeCategorySchema.optional(),
  type: ZChallengeTypeSchema.optional(),
  difficulty: ZChallengeDifficultySchema.optional(),
  language: ZTemplateLanguageSchema.optional(),
  search: plainText(CHALLENGE_TITLE_MAX).optional(),
  sort: oneOf(TEMPLATE_SORTS, '정렬').default('popular'),
});
export type TTemplateListQuery = z.infer<typeof ZTemplateListQuerySchema>;

/** `language` of the gallery, popular and categories calls (all languages without it). */
export const ZTemplateLanguageQuerySchema = z.object({ language: ZTemplateLanguageSchema.optional() });
export type TTemplateLanguageQuery = z.infer<typeof ZTemplateLanguageQuerySchema>;

export const ZPopularTemplatesQuerySchema = ZTemplateLanguageQuerySchema.extend({
  limit: z.coerce
    .number({ error: 'limit은 1 이상의 정수여야 합니다.' })
    .int()
    .min(1, { error: 'limit은 1 이상이어야 합니다.' })
    .max(50, { error: 'limit은 50 이하여야 합니다.' })
    .default(TEMPLATE_POPULAR_LIMIT),
});
export type TPopularTemplatesQuery = z.infer<typeof ZPopularTemplatesQuerySchema>;

export const ZTemplateSchema = z.object({
  id: z.string(),
  /** The curated gallery's stable key (null for the templates users save). */
  slug: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  requirements: z.array(z.string()),
  evaluationCriteria: z.array(ZEvaluationCriterionSchema),
  category: ZChallengeCategorySchema,
  type: ZChallengeTypeSchema,
  difficulty: ZChallengeDifficultySchema,
  sparkPoints: z.number().int(),
  durationDays: z.number().int(),
  rewards: z.array(ZChallengeRewardSchema),
  language: ZTemplateLanguageSchema,
  visibility: ZTemplateVisibilitySchema,
  curated: z.boolean(),
  featured: z.boolean(),
  /** The saving account (null for the platform's curated templates). */
  ownerId: z.string().nullable(),
  /** The owner's company name when known. */
  ownerName: z.string().nullable(),
  /** The challenge it was saved from, if any. */
  sourceChallengeId: z.string().nullable(),
  /** Distinct accounts that used it. */
  usageCount: z.number().int(),
  /** Average of the ratings, two decimals (null without ratings). */
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  /** The caller's own rating (null when they have not rated it). */
  myRating: z.number().int().nullable(),
  /** Whether the caller has used it. */
  usedByMe: z.boolean(),
  /** Whether the caller may edit and delete it. */
  canManage: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTemplate = z.infer<typeof ZTemplateSchema>;
export const ZTemplateListSchema = ZPageSchema(ZTemplateSchema);
export type TTemplateList = z.infer<typeof ZTemplateListSchema>;
export const ZTemplateItemsSchema = z.object({ items: z.array(ZTemplateSchema) });
export type TTemplateItems = z.infer<typeof ZTemplateItemsSchema>;

/** `GET /api/v1/challenges/templates/gallery`: the curated public templates, featured ones and by category. */
export const ZTemplateGallerySchema = z.object({
  featured: z.array(ZTemplateSchema),
  categories: z.array(z.object({ category: ZChallengeCategorySchema, templates: z.array(ZTemplateSchema) })),
});
export type TTemplateGallery = z.infer<typeof ZTemplateGallerySchema>;

/** `GET /api/v1/challenges/templates/categories`: every category (in the contracts' order) with the templates the caller may see. */
export const ZTemplateCategoriesSchema = z.object({
  categories: z.array(z.object({ category: ZChallengeCategorySchema, count: z.number().int() })),
  total: z.number().int(),
});
export type TTemplateCategories = z.infer<typeof ZTemplateCategoriesSchema>;

/** `POST /api/v1/challenges/templates/{id}/rate`: 1-5; a second rating by the same account replaces the first. */
export const ZRateTemplateSchema = z.object({
  rating: z
    .number({ error: '평점은 1에서 5 사이의 정수여야 합니다.' })
    .int({ error: '평점은 1에서 5 사이의 정수여야 합니다.' })
    .min(TEMPLATE_RATING_MIN, { error: '평점은 1 이상이어야 합니다.' })
    .max(TEMPLATE_RATING_MAX, { error: '평점은 5 이하여야 합니다.' }),
});
export type TRateTemplate = z.infer<typeof ZRateTemplateSchema>;
export const ZTemplateRatingSchema = z.object({
  templateId: z.string(),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number().int(),
  myRating: z.number().int(),
  /** false when this rating replaced the caller's earlier one. */
  firstRating: z.boolean(),
});
export type TTemplateRating = z.infer<typeof ZTemplateRatingSchema>;

/** `POST /api/v1/challenges/templates/{id}/use`: counts the caller once; answers the template (to fill a new challenge). */
export const ZTemplateUseSchema = z.object({
  template: ZTemplateSchema,
  /** false when the caller had used it before (the count did not change). */
  firstUse: z.boolean(),
});
export type TTemplateUse = z.infer<typeof ZTemplateUseSchema>;

const challengeOverrides = ZCreateChallengeSchema.omit({ rewards: true, status: true }).partial();

/**
 * `POST /api/v1/challenges/create-from-template` (company or admin): a new challenge of the caller's,
 * a draft unless `status` says pending_review, from a template they may see. Every challenge field
 * may be overridden; without `deadline` it is the template's `durationDays` from now. The challenge's
 * description is the template's with its requirements and evaluation criteria appended, unless
 * `description` is sent. Counts a use of the template (once per account).
 */
export const ZCreateFromTemplateSchema = challengeOverrides.extend({
  templateId: ZUuidSchema('템플릿 ID가 올바르지 않습니다.'),
  rewards: templateFields.rewards.optional(),
  status: z.enum(['draft', 'pending_review'], { error: '새 챌린지의 상태는 draft 또는 pending_review여야 합니다.' }).default('draft'),
});
export type TCreateFromTemplate = z.infer<typeof ZCreateFromTemplateSchema>;
export const ZCreatedFromTemplateSchema = z.object({ challenge: ZChallengeSchema, template: ZTemplateSchema, firstUse: z.boolean() });
export type TCreatedFromTemplate = z.infer<typeof ZCreatedFromTemplateSchema>;

const DESCRIPTION_HEADINGS: Record<TTemplateLanguage, { requirements: string; criteria: string }> = {
  ko: { requirements: '요구 사항', criteria: '평가 기준' },
  en: { requirements: 'Requirements', criteria: 'Evaluation criteria' },
};

/**
 * The challenge description made from a template: its description, then its requirements and
 * evaluation criteria as lists under headings in the template's language (a challenge has no fields
 * of their own for them). Shared by create-from-template and the new-challenge form it pre-fills.
 */
export function templateChallengeDescription(template: {
  description: string;
  requirements: string[];
  evaluationCriteria: TEvaluationCriterion[];
  language: string;
}): string {
  const headings = DESCRIPTION_HEADINGS[template.language as TTemplateLanguage] ?? DESCRIPTION_HEADINGS.en;
  const parts = [template.description.trim()];
  if (template.requirements.length > 0) parts.push(`${headings.requirements}\n${template.requirements.map((r) => `- ${r}`).join('\n')}`);
  if (template.evaluationCriteria.length > 0)
    parts.push(`${headings.criteria}\n${template.evaluationCriteria.map((c) => `- ${c.name} (${c.weight}%)`).join('\n')}`);
  return parts.join('\n\n');
}
