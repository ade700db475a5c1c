import type { TSubmissionFile, TUploadedFile } from '@tov/contracts';
import { AppError, isUuid, withTransactionRetry } from '@tov/kit';
import type { SubmissionFile } from '../generated/prisma/client';
import type { TovsparkDb, TovsparkTx } from './db';

export function toUploadedFile(row: SubmissionFile): TUploadedFile {
  return { fileId: row.id, challengeId: row.challengeId, name: row.name, size: row.size, contentType: row.contentType, createdAt: row.createdAt.toISOString() };
}

/** The caller's uploads for a challenge (an early, unlocked look: `recordFile` is what holds the cap). */
export async function countOwnFiles(db: TovsparkDb, challengeId: string, userId: string): Promise<number> {
  return db.submissionFile.count({ where: { challengeId, userId } });
}

/**
 * Records an upload within the cap of `uploadsMax` per user and challenge (issue 24 item 5): the
 * count and the insert run under a transaction-scoped advisory lock of (challenge, user), so uploads
 * sent at once are counted one after another and the one past the cap is FILE_LIMIT_REACHED (the
 * caller then removes its object). Other users' and challenges' uploads never wait on it.
 */
export async function recordFile(
  db: TovsparkDb,
  data: { id: string; challengeId: string; userId: string; name: string; size: number; contentType: string; objectKey: string },
  uploadsMax: number,
): Promise<SubmissionFile> {
  return withTransactionRetry(db, async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`tovspark.files:${data.challengeId}:${data.userId}`}, 0))`;
    const kept = await tx.submissionFile.count({ where: { challengeId: data.challengeId, userId: data.userId } });
    if (kept >= uploadsMax) throw new AppError('FILE_LIMIT_REACHED');
    return tx.submissionFile.create({ data });
  });
}

/** A file of a challenge (null for a missing one or an id that is not a uuid). */
export async function findFile(db: TovsparkDb, challengeId: string, fileId: string): Promise<SubmissionFile | null> {
  if (!isUuid(fileId) || !isUuid(challengeId)) return null;
  return db.submissionFile.findFirst({ where: { id: fileId, challengeId } });
}

export async function listOwnFiles(db: TovsparkDb, challengeId: string, userId: string): Promise<SubmissionFile[]> {
  return db.submissionFile.findMany({ where: { challengeId, userId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
}

/** Removes a file's row and its reference from its author's draft (a handed-in submission is never touched). */
export async function deleteFile(db: TovsparkDb, file: SubmissionFile): Promise<void> {
  await withTransactionRetry(db, async (tx) => {
    await tx.submissionFile.deleteMany({ where: { id: file.id } });
    const draft = await tx.submission.findFirst({
      where: { challengeId: file.challengeId, userId: file.userId, status: 'draft' },
      select: { id: true, files: true },
    });
    if (!draft || !Array.isArray(draft.files)) return;
    const kept = (draft.files as TSubmissionFile[]).filter((f) => f.fileId !== file.id);
    if (kept.length !== draft.files.length) await tx.submission.update({ where: { id: draft.id }, data: { files: kept } });
  });
}

/**
 * The `files` of a submission as recorded at upload: each reference must be one of the caller's own
 * uploads for this challenge, else SUBMISSION_FILE_UNKNOWN naming each one that is not (the client's
 * name, size and type are replaced by the recorded ones; a file listed twice is kept once).
 */
export async function resolveSubmissionFiles(tx: TovsparkTx, challengeId: string, userId: string, files: TSubmissionFile[]): Promise<TSubmissionFile[]> {
  if (files.length === 0) return [];
  const ids = [...new Set(files.map((f) => f.fileId))];
  const rows = await tx.submissionFile.findMany({ where: { id: { in: ids.filter(isUuid) }, challengeId, userId } });
  const byId = new Map(rows.map((r) => [r.id, r]));
  const unknown = files.map((f, index) => ({ f, index })).filter(({ f }) => !byId.has(f.fileId));
  if (unknown.length > 0) {
    throw new AppError('SUBMISSION_FILE_UNKNOWN', undefined, {
      details: unknown.map(({ index }) => ({ field: `files.${index}.fileId`, message: '이 챌린지에 직접 올린 파일만 붙일 수 있습니다.' })),
    });
  }
  return ids.map((id) => {
    const row = byId.get(id)!;
    return { fileId: row.id, name: row.name, size: row.size, contentType: row.contentType };
  });
}
