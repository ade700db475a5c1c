import type { TPopularTemplatesQuery, TSaveTemplate, TTemplateLanguage, TTemplateListQuery, TUpdateTemplate } from '@tov/contracts';
import { AppError, isUuid, pageWindow } from '@tov/kit';
import type { TemplateMine, TemplateViewer } from '../domain/template-view';
import { Prisma, type ChallengeTemplate } from '../generated/prisma/client';
import type { TovsparkDb, TovsparkTx } from './db';

export async function findTemplate(db: TovsparkDb | TovsparkTx, id: string): Promise<ChallengeTemplate | null> {
  if (!isUuid(id)) return null;
  return db.challengeTemplate.findUnique({ where: { id } });
}

/** Popularity: distinct users who used it, then the average rating, then how many rated, then newest. */
const POPULAR = Prisma.sql`t.usage_count DESC, (t.rating_sum::float8 / NULLIF(t.rating_count, 0)) DESC NULLS LAST, t.rating_count DESC, t.created_at DESC, t.id`;
const ORDER_BY: Record<TTemplateListQuery['sort'], Prisma.Sql> = {
  popular: POPULAR,
  rating: Prisma.sql`(t.rating_sum::float8 / NULLIF(t.rating_count, 0)) DESC NULLS LAST, t.rating_count DESC, t.usage_count DESC, t.created_at DESC, t.id`,
  newest: Prisma.sql`t.created_at DESC, t.id`,
  sparkpoints: Prisma.sql`t.spark_points DESC, t.created_at DESC, t.id`,
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Public templates, plus the viewer's own; admins see every template. */
function visibleTo(viewer: TemplateViewer): Prisma.Sql[] {
  return viewer.admin ? [] : [Prisma.sql`(t.visibility = 'public' OR t.owner_id = ${viewer.userId})`];
}

const whereOf = (conditions: Prisma.Sql[]) => (conditions.length > 0 ? Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}` : Prisma.empty);

/** Rows by ids, in the order of `ids`. */
async function inOrder(db: TovsparkDb, ids: Array<{ id: string }>): Promise<ChallengeTemplate[]> {
  const rows = await db.challengeTemplate.findMany({ where: { id: { in: ids.map((r) => r.id) } } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((r) => byId.get(r.id)).filter((r): r is ChallengeTemplate => r !== undefined);
}

/** One page of the templates the viewer may see, filtered and sorted in SQL. */
export async function listTemplates(db: TovsparkDb, query: TTemplateListQuery, viewer: TemplateViewer) {
  const where = visibleTo(viewer);
  if (query.category) where.push(Prisma.sql`t.category = ${query.category}`);
  if (query.type) where.push(Prisma.sql`t.type = ${query.type}`);
  if (query.difficulty) where.push(Prisma.sql`t.difficulty = ${query.difficulty}`);
  if (query.language) where.push(Prisma.sql`t.language = ${query.language}`);
  if (query.search) {
    const pattern = likePattern(query.search);
    where.push(Prisma.sql`(t.title ILIKE ${pattern} OR t.description ILIKE ${pattern})`);
  }
  const whereSql = whereOf(where);
  const [ids, [counted]] = await Promise.all([
    db.$queryRaw<
      Array<{ id: string }>
    >`SELECT t.id FROM challenge_templates t ${whereSql} ORDER BY ${ORDER_BY[query.sort]} LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
    db.$queryRaw<Array<{ total: bigint }>>`SELECT count(*) AS total FROM challenge_templates t ${whereSql}`,
  ]);
  return { items: await inOrder(db, ids), total: Number(counted?.total ?? 0) };
}

/** The most used public templates (then the best rated). */
export async function popularTemplates(db: TovsparkDb, query: TPopularTemplatesQuery): Promise<ChallengeTemplate[]> {
  const where = [Prisma.sql`t.visibility = 'public'`];
  if (query.language) where.push(Prisma.sql`t.language = ${query.language}`);
  const ids = await db.$queryRaw<Array<{ id: string }>>`SELECT t.id FROM challenge_templates t ${whereOf(where)} ORDER BY ${POPULAR} LIMIT ${query.limit}`;
  return inOrder(db, ids);
}

/** The curated public templates, most popular first. */
export async function curatedTemplates(db: TovsparkDb, language: TTemplateLanguage | undefined): Promise<ChallengeTemplate[]> {
  const where = [Prisma.sql`t.visibility = 'public'`, Prisma.sql`t.curated`];
  if (language) where.push(Prisma.sql`t.language = ${language}`);
  const ids = await db.$queryRaw<Array<{ id: string }>>`SELECT t.id FROM challenge_templates t ${whereOf(where)} ORDER BY ${POPULAR}`;
  return inOrder(db, ids);
}

/** How many templates the viewer may see in each category. */
export async function templateCountsByCategory(db: TovsparkDb, viewer: TemplateViewer, language: TTemplateLanguage | undefined): Promise<Map<string, number>> {
  const where = visibleTo(viewer);
  if (language) where.push(Prisma.sql`t.language = ${language}`);
  const rows = await db.$queryRaw<
    Array<{ category: string; count: bigint }>
  >`SELECT t.category, count(*) AS count FROM challenge_templates t ${whereOf(where)} GROUP BY t.category`;
  return new Map(rows.map((r) => [r.category, Number(r.count)]));
}

/** The caller's own templates, newest first. */
export async function myTemplates(db: TovsparkDb, ownerId: string, page: number, limit: number) {
  const [items, total] = await Promise.all([
    db.challengeTemplate.findMany({ where: { ownerId }, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], ...pageWindow({ page, limit }) }),
    db.challengeTemplate.count({ where: { ownerId } }),
  ]);
  return { items, total };
}

/** A template's fields as stored (the create/update input minus what is not a column). */
type TemplateFields = Omit<TSaveTemplate, 'fromChallengeId'>;

export interface TemplateOwner {
  ownerId: string;
  ownerName: string | null;
  sourceChallengeId: string | null;
}

export async function createTemplate(
  db: TovsparkDb,
  fields: Required<Pick<TemplateFields, 'title' | 'description' | 'category' | 'type' | 'difficulty' | 'sparkPoints' | 'durationDays' | 'language'>> &
    TemplateFields,
  owner: TemplateOwner,
): Promise<ChallengeTemplate> {
  return db.challengeTemplate.create({
    data: {
      title: fields.title,
      description: fields.description,
      requirements: fields.requirements ?? [],
      evaluationCriteria: fields.evaluationCriteria ?? [],
      category: fields.category,
      type: fields.type,
      difficulty: fields.difficulty,
      sparkPoints: fields.sparkPoints,
      durationDays: fields.durationDays,
      rewards: fields.rewards ?? [],
      language: fields.language,
      visibility: fields.visibility ?? 'private',
      curated: fields.curated ?? false,
      featured: fields.featured ?? false,
      ownerId: owner.ownerId,
      ownerName: owner.ownerName,
      sourceChallengeId: owner.sourceChallengeId,
    },
  });
}

export async function updateTemplate(db: TovsparkDb, id: string, patch: TUpdateTemplate): Promise<ChallengeTemplate> {
  try {
    return await db.challengeTemplate.update({ where: { id }, data: patch });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025') throw new AppError('TEMPLATE_NOT_FOUND');
    throw error;
  }
}

/** Deletes a template with its ratings and uses; a template already gone is TEMPLATE_NOT_FOUND. */
export async function deleteTemplate(db: TovsparkDb, id: string): Promise<void> {
  const { count } = await db.challengeTemplate.deleteMany({ where: { id } });
  if (count === 0) throw new AppError('TEMPLATE_NOT_FOUND');
}

/** The viewer's rating and use of each of `ids`. */
export async function mineOf(db: TovsparkDb | TovsparkTx, userId: string, ids: string[]): Promise<Map<string, TemplateMine>> {
  if (ids.length === 0) return new Map();
  const [ratings, uses] = await Promise.all([
    db.templateRating.findMany({ where: { userId, templateId: { in: ids } }, select: { templateId: true, rating: true } }),
    db.templateUse.findMany({ where: { userId, templateId: { in: ids } }, select: { templateId: true } }),
  ]);
  const rated = new Map(ratings.map((r) => [r.templateId, r.rating]));
  const used = new Set(uses.map((u) => u.templateId));
  return new Map(ids.map((id) => [id, { myRating: rated.get(id) ?? null, usedByMe: used.has(id) }]));
}
