import type { TSubmission, TSubmissionFile, TSubmissionStatus } from '@tov/contracts';

export interface StoredSubmission {
  id: string;
  challengeId: string;
  userId: string;
  description: string;
  code: string;
  demoUrl: string | null;
  files: unknown;
  status: string;
  score: number | null;
  feedback: string | null;
  createdAt: Date;
  updatedAt: Date;
  submittedAt: Date | null;
  evaluatedAt: Date | null;
}

export function toSubmissionView(row: StoredSubmission, userName: string | null): TSubmission {
  return {
    id: row.id,
    challengeId: row.challengeId,
    userId: row.userId,
    userName,
    description: row.description,
    code: row.code,
    demoUrl: row.demoUrl,
    files: (Array.isArray(row.files) ? row.files : []) as TSubmissionFile[],
    status: row.status as TSubmissionStatus,
    score: row.score,
    feedback: row.feedback,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    evaluatedAt: row.evaluatedAt?.toISOString() ?? null,
  };
}
