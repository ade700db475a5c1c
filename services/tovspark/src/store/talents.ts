import type { TAssessmentCompletedV1, TTalentListQuery, TTalentProfileInput, TUserRegisteredV1, TUserTalentVisibilityChangedV1 } from '@tov/contracts';
import { normalizeVisaType } from '../domain/talent-view';
import { Prisma, type Talent } from '../generated/prisma/client';
import type { TovsparkDb, TovsparkTx } from './db';

/**
 * `auth.user.registered` of an applicant: the talent row with the account's facts. The visa filter
 * reads the latest assessment's type when there is one, else the type given at sign-up. The event's
 * `visibleToCompanies` (the choice when it was written) is taken unless a visibility change has been
 * applied already: that one is the account's own, later word.
 */
export async function registerTalent(tx: TovsparkTx, data: TUserRegisteredV1): Promise<void> {
  const visa = normalizeVisaType(data.visaType === 'other' ? null : data.visaType);
  const visible = data.visibleToCompanies ?? null;
  await tx.$executeRaw`
    INSERT INTO talents (user_id, applicant, name, email, nationality, registered_visa_type, visa_type, visible_to_companies, updated_at)
    VALUES (${data.userId}, true, ${data.name}, ${data.email}, ${data.nationality ?? null}, ${visa}, ${visa}, COALESCE(${visible}::boolean, false), now())
    ON CONFLICT (user_id) DO UPDATE SET
      applicant = true, name = EXCLUDED.name, email = EXCLUDED.email, nationality = EXCLUDED.nationality,
      registered_visa_type = EXCLUDED.registered_visa_type,
      visa_type = COALESCE(talents.assessed_visa_type, EXCLUDED.registered_visa_type),
      visible_to_companies = CASE WHEN talents.visibility_changed_at IS NULL AND ${visible}::boolean IS NOT NULL
        THEN ${visible}::boolean ELSE talents.visible_to_companies END,
      updated_at = now()`;
  await refreshTalentStats(tx, data.userId);
}

/** An account that is not an applicant (an admin): never in the talent pool, whatever an earlier event said. */
export async function withdrawTalent(tx: TovsparkTx, userId: string): Promise<void> {
  await tx.$executeRaw`UPDATE talents SET applicant = false, visible_to_companies = false, updated_at = now() WHERE user_id = ${userId} AND applicant`;
}

/**
 * `auth.user.talent-visibility-changed`: kept when it is the newest choice (by `changedAt`). A row
 * made before the registration arrives is not an applicant yet (not searchable) but keeps the choice.
 */
export async function applyVisibility(tx: TovsparkTx, data: TUserTalentVisibilityChangedV1): Promise<void> {
  const at = new Date(data.changedAt);
  await tx.$executeRaw`
    INSERT INTO talents (user_id, visible_to_companies, visibility_changed_at, updated_at)
    VALUES (${data.userId}, ${data.visibleToCompanies}, ${at}, now())
    ON CONFLICT (user_id) DO UPDATE SET
      visible_to_companies = EXCLUDED.visible_to_companies, visibility_changed_at = EXCLUDED.visibility_changed_at, updated_at = now()
    WHERE talents.visibility_changed_at IS NULL OR talents.visibility_changed_at <= EXCLUDED.visibility_changed_at`;
}

/**
 * `visa.assessment.completed`: kept when it is the user's latest (by evaluatedAt, then assessment id),
 * so events arriving out of order leave the newest. A row made before the registration arrives is
 * not an applicant yet (not searchable).
 */
export async function applyAssessment(tx: TovsparkTx, data: TAssessmentCompletedV1): Promise<void> {
  const visa = normalizeVisaType(data.visaType);
  const at = new Date(data.evaluatedAt);
  await tx.$executeRaw`
    INSERT INTO talents (user_id, assessment_id, assessed_visa_type, assessed_score, assessed_at, visa_type, updated_at)
    VALUES (${data.userId}, ${data.assessmentId}, ${visa}, ${data.score}, ${at}, ${visa}, now())
    ON CONFLICT (user_id) DO UPDATE SET
      assessment_id = EXCLUDED.assessment_id, assessed_visa_type = EXCLUDED.assessed_visa_type,
      assessed_score = EXCLUDED.assessed_score, assessed_at = EXCLUDED.assessed_at,
      visa_type = COALESCE(EXCLUDED.assessed_visa_type, talents.registered_visa_type), updated_at = now()
    WHERE talents.assessed_at IS NULL OR talents.assessed_at < EXCLUDED.assessed_at
      OR (talents.assessed_at = EXCLUDED.assessed_at AND talents.assessment_id <= EXCLUDED.assessment_id)`;
}

/**
 * Recomputes a talent's SparkPoints (the ledger's sum), completed challenges (evaluated submissions)
 * and key skills (categories of evaluated submissions, best average score first, then the most,
 * then by name): absolute values, so a replay writes the same. No row (not registered yet): nothing;
 * the registration computes them.
 */
export async function refreshTalentStats(tx: TovsparkTx, userId: string): Promise<void> {
  await tx.$executeRaw`
    UPDATE talents SET
      spark_points = COALESCE((SELECT sum(amount) FROM sparkpoints_ledger WHERE user_id = ${userId}), 0),
      completed_challenges = (SELECT count(*) FROM submissions WHERE user_id = ${userId} AND status = 'evaluated'),
      skills = COALESCE((
        SELECT array_agg(category ORDER BY average DESC, n DESC, category)
        FROM (SELECT c.category, avg(s.score) AS average, count(*) AS n
              FROM submissions s JOIN challenges c ON c.id = s.challenge_id
              WHERE s.user_id = ${userId} AND s.status = 'evaluated' GROUP BY c.category) per_category
      ), ARRAY[]::text[]),
      updated_at = now()
    WHERE user_id = ${userId}`;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of talents (applicants who chose to be visible to companies only), most SparkPoints first
 * then by id. Every filter is on the `talents` row itself (indexes: talents_visa_idx,
 * talents_skills_idx, talents_search_idx).
 */
export async function searchTalents(db: TovsparkDb, query: TTalentListQuery): Promise<{ items: Talent[]; total: number }> {
  const where: Prisma.Sql[] = [Prisma.sql`t.applicant`, Prisma.sql`t.visible_to_companies`];
  const visa = normalizeVisaType(query.visaType);
  if (visa) where.push(Prisma.sql`t.visa_type = ${visa}`);
  if (query.skill) where.push(Prisma.sql`t.skills @> ARRAY[${query.skill}]::text[]`);
  if (query.search) {
    const pattern = likePattern(query.search);
    where.push(Prisma.sql`(t.name ILIKE ${pattern} OR t.location ILIKE ${pattern})`);
  }
  const whereSql = Prisma.join(where, ' AND ');
  const [ids, [counted]] = await Promise.all([
    db.$queryRaw<
      Array<{ user_id: string }>
    >`SELECT t.user_id FROM talents t WHERE ${whereSql} ORDER BY t.spark_points DESC, t.user_id LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
    db.$queryRaw<Array<{ total: bigint }>>`SELECT count(*) AS total FROM talents t WHERE ${whereSql}`,
  ]);
  const rows = await db.talent.findMany({ where: { userId: { in: ids.map((r) => r.user_id) } } });
  const byId = new Map(rows.map((r) => [r.userId, r]));
  return { items: ids.map((r) => byId.get(r.user_id)).filter((r): r is Talent => r !== undefined), total: Number(counted?.total ?? 0) };
}

/**
 * A talent companies may see and contact (an applicant who chose to be visible), else null: a hidden
 * one answers exactly like an unknown id.
 */
export async function findTalent(db: TovsparkDb, userId: string): Promise<Talent | null> {
  if (userId.length > 64) return null;
  return db.talent.findFirst({ where: { userId, applicant: true, visibleToCompanies: true } });
}

/** The caller's own row (any state), or null. */
export function findOwnTalent(db: TovsparkDb, userId: string): Promise<Talent | null> {
  return db.talent.findUnique({ where: { userId } });
}

/**
 * The talent's own fields (absent: unchanged, null: cleared). A talent whose registration has not
 * arrived yet gets a row that is not searchable until it does.
 */
export async function saveTalentProfile(db: TovsparkDb, userId: string, input: TTalentProfileInput): Promise<Talent> {
  const fields = {
    ...(input.experience === undefined ? {} : { experience: input.experience }),
    ...(input.location === undefined ? {} : { location: input.location || null }),
    ...(input.availability === undefined ? {} : { availability: input.availability }),
    ...(input.language === undefined ? {} : { language: input.language }),
  };
  return db.talent.upsert({ where: { userId }, create: { userId, ...fields }, update: fields });
}
