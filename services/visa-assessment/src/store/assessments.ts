import { assessmentCompletedV1, assessmentDeletedV1, type TAssessmentListQuery } from '@tov/contracts';
import { AppError, enqueueEvent, isUuid, newId, type SqlClient } from '@tov/kit';
import type { EngineResult } from '../domain';
import type { Prisma } from '../generated/prisma/client';
import type { AssessmentWriter } from './assessment-writer';
import type { VisaDb } from './db';

const SOURCE = 'visa-assessment';

export interface StoredAssessment {
  id: string;
  userId: string;
  visaType: string;
  result: unknown;
  userData: unknown;
  metadata: unknown;
  createdAt: Date;
}

export interface NewAssessment {
  userId: string;
  userData: Record<string, unknown>;
  input: unknown;
  result: EngineResult;
  nationality: string | null;
  batchId?: string;
}

export function completedEvent(id: string, a: NewAssessment, evaluatedAt: Date) {
  return {
    event: assessmentCompletedV1,
    key: id,
    source: SOURCE,
    data: {
      assessmentId: id,
      userId: a.userId,
      visaType: a.result.visaType,
      visaSubtype: a.result.visaSubtype,
      applicationType: a.result.applicationType,
      eligible: a.result.eligible,
      score: a.result.score,
      ruleSetId: a.result.ruleSetId,
      nationality: a.nationality,
      changePaths: a.result.changePaths.map((p) => p.visaSubtype ?? p.visaType),
      evaluatedAt: evaluatedAt.toISOString(),
    },
  };
}

/**
 * Saves through the writer; with an idempotency key the key is claimed first, so a retried request
 * (even a concurrent one) answers the assessment the first one created instead of saving another.
 */
export async function saveAssessment(
  db: VisaDb,
  writer: AssessmentWriter,
  a: NewAssessment,
  idempotencyKey?: string,
  { id, createdAt }: { id: string; createdAt: Date } = { id: newId(), createdAt: new Date() },
): Promise<{ id: string; createdAt: Date; replayed: boolean }> {
  if (!idempotencyKey) return { ...(await writer.save(a, id, createdAt)), replayed: false };
  const claimed = await db.$executeRawUnsafe(
    'INSERT INTO evaluation_idempotency (user_id, key, assessment_id, created_at) VALUES ($1::uuid, $2, $3::uuid, now()) ON CONFLICT DO NOTHING',
    a.userId,
    idempotencyKey,
    id,
  );
  if (claimed === 0) {
    const seen = await db.evaluationIdempotency.findUnique({ where: { userId_key: { userId: a.userId, key: idempotencyKey } } });
    const existing = seen && (await db.assessment.findUnique({ where: { id: seen.assessmentId }, select: { id: true, createdAt: true } }));
    if (existing) return { ...existing, replayed: true };
    throw new AppError('IDEMPOTENCY_CONFLICT');
  }
  try {
    return { ...(await writer.save(a, id, createdAt)), replayed: false };
  } catch (error) {
    await db.evaluationIdempotency.delete({ where: { userId_key: { userId: a.userId, key: idempotencyKey } } }).catch(() => undefined);
    throw error;
  }
}

/** The caller's assessment, or ASSESSMENT_NOT_FOUND (also for someone else's: ids cannot be probed). */
export async function findOwnedAssessment(db: VisaDb, id: string, userId: string): Promise<StoredAssessment> {
  if (!isUuid(id)) throw new AppError('ASSESSMENT_NOT_FOUND');
  const row = await db.assessment.findUnique({ where: { id } });
  if (!row || row.userId !== userId) throw new AppError('ASSESSMENT_NOT_FOUND');
  return row;
}

const RANGE_DAYS: Record<string, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };

export async function listAssessments(db: VisaDb, userId: string, query: TAssessmentListQuery) {
  const where: Prisma.AssessmentWhereInput = { userId };
  if (query.visaType) where.visaType = query.visaType.toUpperCase();
  if (query.status) where.status = query.status;
  if (query.dateRange && query.dateRange !== 'all') where.createdAt = { gte: new Date(Date.now() - RANGE_DAYS[query.dateRange]! * 86_400_000) };
  const [rows, total] = await Promise.all([
    db.assessment.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip: (query.page - 1) * query.limit, take: query.limit }),
    db.assessment.count({ where }),
  ]);
  return { rows, total };
}

export async function deleteAssessment(db: VisaDb, id: string, userId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const deleted = await tx.assessment.deleteMany({ where: { id, userId } });
    if (deleted.count === 0) throw new AppError('ASSESSMENT_NOT_FOUND');
    await enqueueEvent(tx as unknown as SqlClient, { event: assessmentDeletedV1, key: id, source: SOURCE, data: { assessmentId: id, userId, deletedAt: new Date().toISOString() } });
  });
}

export async function addFeedback(db: VisaDb, id: string, userId: string, feedback: Record<string, unknown>): Promise<unknown[]> {
  return db.$transaction(async (tx) => {
    // Row lock: two feedbacks at once must both be kept.
    const rows = await tx.$queryRawUnsafe<Array<{ metadata: { feedback?: unknown[] } }>>(
      'SELECT metadata FROM assessments WHERE id = $1::uuid AND user_id = $2::uuid FOR UPDATE',
      id,
      userId,
    );
    if (rows.length === 0) throw new AppError('ASSESSMENT_NOT_FOUND');
    const list = [...(rows[0]!.metadata.feedback ?? []), feedback];
    await tx.assessment.update({ where: { id }, data: { metadata: { ...rows[0]!.metadata, feedback: list } as Prisma.InputJsonValue } });
    return list;
  });
}
