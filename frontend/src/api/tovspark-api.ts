import type {
  TChallenge,
  TChallengeList,
  TChallengeListQuery,
  TCreateChallenge,
  TLeaderboard,
  TLeaderboardPeriod,
  TMyResult,
  TMySubmission,
  TParticipation,
  TPublishChallenge,
  TScoreSubmission,
  TSparkPoints,
  TSubmission,
  TSubmissionInput,
  TUploadedFile,
  TUserStats,
} from '@tov/contracts';
import { http, unwrap } from './http-client';

/** Challenge API time-out (spec 002 §9: 30000 ms). */
export const CHALLENGE_TIMEOUT_MS = 30_000;
const CHALLENGES = '/v1/challenges';
const ADMIN = '/v1/admin/tovspark';
const opts = { timeout: CHALLENGE_TIMEOUT_MS };
/** A file of up to 10 MB on a slow line. */
export const UPLOAD_TIMEOUT_MS = 120_000;
const id = (value: string) => encodeURIComponent(value);

/** A list query without its empty filters (the service refuses an empty enum value). */
function listParams(query: Partial<TChallengeListQuery>): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params[k] = v as string | number;
  return params;
}

/**
 * The challenge program (spec 002 §7 "Challenge program API", base /v1). Screens that show a
 * failed read themselves ask for no toast; actions toast their failure (spec 002 §8).
 */
export const tovsparkApi = {
  async challenges(query: Partial<TChallengeListQuery>): Promise<TChallengeList> {
    const res = await http.get(CHALLENGES, { ...opts, params: listParams(query), silent: true });
    return unwrap<TChallengeList>(res.data);
  },
  async challenge(challengeId: string): Promise<TChallenge> {
    const res = await http.get(`${CHALLENGES}/${id(challengeId)}`, { ...opts, silent: true });
    return unwrap<TChallenge>(res.data);
  },
  async create(body: TCreateChallenge): Promise<TChallenge> {
    const res = await http.post(CHALLENGES, body, { ...opts, silent: true });
    return unwrap<TChallenge>(res.data);
  },
  async sendToReview(challengeId: string): Promise<TChallenge> {
    const res = await http.put(`${CHALLENGES}/${id(challengeId)}`, { status: 'pending_review' }, opts);
    return unwrap<TChallenge>(res.data);
  },
  async join(challengeId: string): Promise<TParticipation> {
    const res = await http.post(`${CHALLENGES}/${id(challengeId)}/join`, {}, opts);
    return unwrap<TParticipation>(res.data);
  },
  async leave(challengeId: string): Promise<TParticipation> {
    const res = await http.post(`${CHALLENGES}/${id(challengeId)}/leave`, {}, opts);
    return unwrap<TParticipation>(res.data);
  },
  async mySubmission(challengeId: string): Promise<TMySubmission> {
    const res = await http.get(`${CHALLENGES}/${id(challengeId)}/my-submission`, { ...opts, silent: true });
    return unwrap<TMySubmission>(res.data);
  },
  /** Saves the caller's submission: `draft` true keeps it a draft, false hands it in. */
  async saveSubmission(challengeId: string, body: TSubmissionInput): Promise<TSubmission> {
    const res = await http.post(`${CHALLENGES}/${id(challengeId)}/submission`, body, { ...opts, silent: true });
    return unwrap<TSubmission>(res.data);
  },
  /**
   * Uploads one file for the caller's submission (multipart field `file`); `onProgress` gets the share
   * sent, 0 to 1. Its failure is shown by the form (no toast).
   */
  async uploadFile(challengeId: string, file: File, onProgress?: (fraction: number) => void): Promise<TUploadedFile> {
    const form = new FormData();
    form.append('file', file, file.name);
    const res = await http.post(`${CHALLENGES}/${id(challengeId)}/files`, form, {
      timeout: UPLOAD_TIMEOUT_MS,
      silent: true,
      onUploadProgress: (event) => onProgress?.(event.total ? event.loaded / event.total : 0),
    });
    return unwrap<TUploadedFile>(res.data);
  },
  async files(challengeId: string): Promise<TUploadedFile[]> {
    const res = await http.get(`${CHALLENGES}/${id(challengeId)}/files`, { ...opts, silent: true });
    return unwrap<{ files: TUploadedFile[] }>(res.data).files;
  },
  async deleteFile(challengeId: string, fileId: string): Promise<void> {
    await http.delete(`${CHALLENGES}/${id(challengeId)}/files/${id(fileId)}`, { ...opts, silent: true });
  },
  /** A file's bytes (its uploader or an admin): the caller saves them (download-file.ts). */
  async downloadFile(challengeId: string, fileId: string): Promise<Blob> {
    const res = await http.get(`${CHALLENGES}/${id(challengeId)}/files/${id(fileId)}`, { timeout: UPLOAD_TIMEOUT_MS, responseType: 'blob', silent: true });
    return res.data as Blob;
  },
  async leaderboard(period: TLeaderboardPeriod, limit = 20): Promise<TLeaderboard> {
    const res = await http.get('/v1/tovspark/leaderboard', { ...opts, params: { period, limit }, silent: true });
    return unwrap<TLeaderboard>(res.data);
  },
  async myResults(): Promise<TMyResult[]> {
    const res = await http.get(`${CHALLENGES}/my/results`, { ...opts, silent: true });
    return unwrap<{ results: TMyResult[] }>(res.data).results;
  },
  async sparkPoints(page = 1): Promise<TSparkPoints> {
    const res = await http.get('/v1/tovspark/sparkpoints/me', { ...opts, params: { page }, silent: true });
    return unwrap<TSparkPoints>(res.data);
  },
  async stats(): Promise<TUserStats> {
    const res = await http.get('/v1/tovspark/users/me/stats', { ...opts, silent: true });
    return unwrap<TUserStats>(res.data);
  },
  admin: {
    async publish(challengeId: string, body: TPublishChallenge): Promise<TChallenge> {
      const res = await http.put(`${ADMIN}/challenges/${id(challengeId)}/publish`, body, opts);
      return unwrap<TChallenge>(res.data);
    },
    async submissions(challengeId: string): Promise<TSubmission[]> {
      const res = await http.get(`${ADMIN}/challenges/${id(challengeId)}/submissions`, { ...opts, params: { limit: 100 }, silent: true });
      return unwrap<{ items: TSubmission[] }>(res.data).items;
    },
    async score(submissionId: string, body: TScoreSubmission): Promise<TSubmission> {
      const res = await http.put(`${ADMIN}/submissions/${id(submissionId)}/score`, body, { ...opts, silent: true });
      return unwrap<TSubmission>(res.data);
    },
  },
};
