import type { TAssessmentListQuery, TFeedbackEntry } from '@tov/contracts';
import { AppError, earlierResourceOf, enqueueEvent, isUuid, newId, type IdempotentRequest, pageWindow } from '@tov/kit';
import { extractProfile, type EngineResult } from '../domain';
import { assessmentCompletedEvent } from '../events/assessment-completed';
import { assessmentDeletedEvent } from '../events/assessment-deleted';
import type { Prisma } from '../generated/prisma/client';
import type { AssessmentWriter } from './assessment-writer';
import type { VisaDb } from './db';
import { restoreResult } from './stored-result';

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

/**
 * Saves through the writer. With an `Idempotency-Key` the key is claimed in the statement that
 * saves the assessment, so a retried request (even a concurrent one) answers the assessment the
 * first one created instead of saving another, and the key sent with another body is refused (409).
 */
export async function saveAssessment(
  db: VisaDb,
  writer: AssessmentWriter,
  a: NewAssessment,
  idempotency: IdempotentRequest | undefined,
  { id, createdAt }: { id: string; createdAt: Date } = { id: newId(), createdAt: new Date() },
): Promise<{ id: string; createdAt: Date; replayed: boolean }> {
  if (!idempotency) return { ...(await writer.save(a, id, createdAt)), replayed: false };
  const replay = async (earlierId: string) => {
    const earlier = await db.assessment.findUnique({ where: { id: earlierId }, select: { id: true, createdAt: true } });
    if (!earlier) throw new AppError('IDEMPOTENCY_CONFLICT');
    return { ...earlier, replayed: true };
  };
  const earlierId = await earlierResourceOf(db, idempotency);
  if (earlierId) return replay(earlierId);
  const saved = await writer.saveClaimed(a, id, createdAt, idempotency);
  if (saved) return { ...saved, replayed: false };
  // Another call with this key committed first.
  const racedId = await earlierResourceOf(db, idempotency);
  if (!racedId) throw new AppError('IDEMPOTENCY_CONFLICT');
  return replay(racedId);
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
    db.assessment.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...pageWindow(query) }),
    db.assessment.count({ where }),
  ]);
  return { rows, total };
}

export async function deleteAssessment(db: VisaDb, id: string, userId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const deleted = await tx.assessment.deleteMany({ where: { id, userId } });
    if (deleted.count === 0) throw new AppError('ASSESSMENT_NOT_FOUND');
    await enqueueEvent(tx, assessmentDeletedEvent(id, userId, new Date()));
  });
}

export async function addFeedback(db: VisaDb, id: string, userId: string, feedback: TFeedbackEntry): Promise<TFeedbackEntry[]> {
  return db.$transaction(async (tx) => {
    // Row lock: two feedbacks at once must both be kept.
    const rows = await tx.$queryRawUnsafe<Array<{ metadata: { feedback?: TFeedbackEntry[] } }>>(
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

/**
 * `visa.assessment.completed` again for saved assessments, as they were evaluated (the demo seed's
 * `--announce`, for consumers in new groups that start at the end of the topics: test stacks). Every
 * consumer keeps the latest evaluation of an assessment, so the same one again changes nothing there.
 * Answers how many were announced (a deleted one is not).
 */
export async function announceAssessments(db: VisaDb, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db.assessment.findMany({ where: { id: { in: [...ids] } }, orderBy: { createdAt: 'asc' } });
  if (rows.length === 0) return 0;
  await db.$transaction(async (tx) => {
    for (const row of rows) {
      const result = restoreResult(row.result);
      const a: NewAssessment = {
        userId: row.userId,
        userData: row.userData as Record<string, unknown>,
        input: row.input,
        result,
        nationality: extractProfile(result.visaType, row.input).nationality || null,
      };
      await enqueueEvent(tx, assessmentCompletedEvent(row.id, a, row.createdAt));
    }
  });
  return rows.length;
}
