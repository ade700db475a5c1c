import type {
  TChallengeCategory,
  TChallengeDifficulty,
  TChallengeReward,
  TChallengeType,
  TEvaluationCriterion,
  TTemplate,
  TTemplateLanguage,
  TTemplateVisibility,
} from '@tov/contracts';

/** A template as the database holds it. */
export interface StoredTemplate {
  id: string;
  slug: string | null;
  title: string;
  description: string;
  requirements: string[];
  evaluationCriteria: unknown;
  category: string;
  type: string;
  difficulty: string;
  sparkPoints: number;
  durationDays: number;
  rewards: string[];
  language: string;
  visibility: string;
  curated: boolean;
  featured: boolean;
  ownerId: string | null;
  ownerName: string | null;
  sourceChallengeId: string | null;
  usageCount: number;
  ratingSum: number;
  ratingCount: number;
  createdAt: Date;
  updatedAt: Date;
}

/** What the caller is to a template. */
export interface TemplateViewer {
  userId: string;
  admin: boolean;
}

/** The caller's own rating and use of a template. */
export interface TemplateMine {
  myRating: number | null;
  usedByMe: boolean;
}

/** Average of `count` ratings summing to `sum`, two decimals; null without ratings. */
export function ratingAverage(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 100) / 100 : null;
}

/** The owner manages their template; admins manage every template (the curated ones have no owner). */
export function mayManageTemplate(viewer: TemplateViewer, template: Pick<StoredTemplate, 'ownerId'>): boolean {
  return viewer.admin || (template.ownerId !== null && template.ownerId === viewer.userId);
}

/** Public templates for every signed-in user; private ones for their owner and admins. */
export function maySeeTemplate(viewer: TemplateViewer, template: Pick<StoredTemplate, 'ownerId' | 'visibility'>): boolean {
  return template.visibility === 'public' || mayManageTemplate(viewer, template);
}

/** A stored template's evaluation criteria, leaving out anything that is not one. */
export function criteriaOf(value: unknown): TEvaluationCriterion[] {
  if (!Array.isArray(value)) return [];
  return value.filter((c): c is TEvaluationCriterion => typeof c === 'object' && c !== null && typeof c.name === 'string' && typeof c.weight === 'number');
}

export function toTemplateView(row: StoredTemplate, viewer: TemplateViewer, mine: TemplateMine): TTemplate {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    requirements: row.requirements,
    evaluationCriteria: criteriaOf(row.evaluationCriteria),
    category: row.category as TChallengeCategory,
    type: row.type as TChallengeType,
    difficulty: row.difficulty as TChallengeDifficulty,
    sparkPoints: row.sparkPoints,
    durationDays: row.durationDays,
    rewards: row.rewards as TChallengeReward[],
    language: row.language as TTemplateLanguage,
    visibility: row.visibility as TTemplateVisibility,
    curated: row.curated,
    featured: row.featured,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    sourceChallengeId: row.sourceChallengeId,
    usageCount: row.usageCount,
    ratingAverage: ratingAverage(row.ratingSum, row.ratingCount),
    ratingCount: row.ratingCount,
    myRating: mine.myRating,
    usedByMe: mine.usedByMe,
    canManage: mayManageTemplate(viewer, row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
