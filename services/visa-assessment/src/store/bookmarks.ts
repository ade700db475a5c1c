import type { TBookmarkList } from '@tov/contracts';
import type { VisaDb } from './db';

/** Adds the bookmark once; `created` is false when it was there already. */
export async function addBookmark(db: VisaDb, userId: string, assessmentId: string): Promise<{ createdAt: Date; created: boolean }> {
  const where = { userId_assessmentId: { userId, assessmentId } };
  const existing = await db.bookmark.findUnique({ where });
  if (existing) return { createdAt: existing.createdAt, created: false };
  const bookmark = await db.bookmark.upsert({ where, create: { userId, assessmentId }, update: {} });
  return { createdAt: bookmark.createdAt, created: true };
}

export async function removeBookmark(db: VisaDb, userId: string, assessmentId: string): Promise<void> {
  await db.bookmark.deleteMany({ where: { userId, assessmentId } });
}

export async function isBookmarked(db: VisaDb, userId: string, assessmentId: string): Promise<boolean> {
  return (await db.bookmark.findUnique({ where: { userId_assessmentId: { userId, assessmentId } } })) !== null;
}

/** The caller's bookmarks, newest first, with what the list shows of each assessment. */
export async function listBookmarks(db: VisaDb, userId: string): Promise<TBookmarkList> {
  const rows = await db.bookmark.findMany({
    where: { userId },
    orderBy: { createdAt: 'desc' },
    include: { assessment: { select: { visaType: true, visaSubtype: true, score: true, eligible: true, createdAt: true } } },
  });
  return {
    bookmarks: rows.map((b) => ({
      assessmentId: b.assessmentId,
      createdAt: b.createdAt.toISOString(),
      visaType: b.assessment.visaType,
      visaSubtype: b.assessment.visaSubtype,
      score: b.assessment.score,
      eligible: b.assessment.eligible,
      evaluatedAt: b.assessment.createdAt.toISOString(),
    })),
    total: rows.length,
  };
}
