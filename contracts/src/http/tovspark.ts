import { z } from 'zod';
import { CHALLENGE_SPARKPOINTS_MAX, CHALLENGE_SPARKPOINTS_MIN, ZSparkPointsAmountSchema } from './amounts';
import { PAGE_LIMIT_MAX, PAGE_SIZE, ZPageQuerySchema, ZPageSchema } from './common';
import { NAME_MAX_LENGTH, freeText, oneOf, plainText, requiredPlainText } from './validators';

/**
 * The challenge program API (`/api/v1/challenges`, `/api/v1/tovspark`, `/api/v1/admin/tovspark`;
 * spec 002 §7 "Challenge program API", display fields spec 000 §3-§4). Fields beyond those the spec
 * names are ours (docs/rules/tovspark.md).
 */
export const CHALLENGE_CATEGORIES = ['coding', 'project', 'education', 'innovation', 'startup', 'global'] as const;
export const CHALLENGE_TYPES = ['tech_development', 'business_strategy', 'marketing', 'design', 'research', 'planning'] as const;
export const CHALLENGE_DIFFICULTIES = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export const CHALLENGE_REWARDS = ['recruitment', 'internship', 'mentoring', 'certification'] as const;
export const CHALLENGE_STATUSES = ['draft', 'pending_review', 'published', 'closed', 'rejected'] as const;
export const CHALLENGE_SORTS = ['trending', 'newest', 'sparkpoints', 'participants', 'deadline'] as const;
/** A user's participation in one challenge (spec 000 §4). */
export const PARTICIPATION_STATUSES = ['not_started', 'in_progress', 'submitted', 'evaluated'] as const;
export const SUBMISSION_STATUSES = ['draft', 'submitted', 'evaluated'] as const;
export const LEADERBOARD_PERIODS = ['week', 'month', 'all'] as const;

export type TChallengeCategory = (typeof CHALLENGE_CATEGORIES)[number];
export type TChallengeType = (typeof CHALLENGE_TYPES)[number];
export type TChallengeDifficulty = (typeof CHALLENGE_DIFFICULTIES)[number];
export type TChallengeReward = (typeof CHALLENGE_REWARDS)[number];
export type TChallengeStatus = (typeof CHALLENGE_STATUSES)[number];
export type TChallengeSort = (typeof CHALLENGE_SORTS)[number];
export type TParticipationStatus = (typeof PARTICIPATION_STATUSES)[number];
export type TSubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
export type TLeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

export const CHALLENGE_TITLE_MAX = 200;
export const CHALLENGE_DESCRIPTION_MAX = 20_000;
export const SUBMISSION_DESCRIPTION_MAX = 20_000;
export const SUBMISSION_CODE_MAX = 100_000;
export const SUBMISSION_FILES_MAX = 10;
export const TOVSPARK_PAGE_LIMIT_MAX = PAGE_LIMIT_MAX;
export const TOVSPARK_PAGE_SIZE = PAGE_SIZE;
export const COMPANIES_SEED_MAX = 200;

export const ZChallengeCategorySchema = oneOf(CHALLENGE_CATEGORIES, '카테고리');
export const ZChallengeTypeSchema = oneOf(CHALLENGE_TYPES, '유형');
export const ZChallengeDifficultySchema = oneOf(CHALLENGE_DIFFICULTIES, '난이도');
export const ZChallengeRewardSchema = oneOf(CHALLENGE_REWARDS, '보상');
export const ZChallengeStatusSchema = oneOf(CHALLENGE_STATUSES, '상태');

const ZOptionalPlainTextSchema = (max: number) => plainText(max).nullable().optional();

const futureDeadline = z.iso
  .datetime({ offset: true, error: '마감일은 ISO 8601 날짜-시간이어야 합니다 (예: 2026-12-31T23:59:59Z).' })
  .pipe(z.string().refine((value) => Date.parse(value) > Date.now(), { error: '마감일은 현재 이후여야 합니다.' }));

const challengeFields = {
  title: requiredPlainText(CHALLENGE_TITLE_MAX, '제목을 입력해주세요.'),
  description: z
    .string({ error: '설명을 입력해주세요.' })
    .pipe(freeText(CHALLENGE_DESCRIPTION_MAX))
    .pipe(z.string().min(1, { error: '설명을 입력해주세요.' })),
  category: ZChallengeCategorySchema,
  type: ZChallengeTypeSchema,
  difficulty: ZChallengeDifficultySchema,
  sparkPoints: ZSparkPointsAmountSchema(CHALLENGE_SPARKPOINTS_MIN, CHALLENGE_SPARKPOINTS_MAX),
  rewards: z
    .array(ZChallengeRewardSchema, { error: '보상 목록은 배열이어야 합니다.' })
    .max(CHALLENGE_REWARDS.length)
    .refine((list) => new Set(list).size === list.length, { error: '같은 보상을 두 번 넣을 수 없습니다.' }),
  deadline: futureDeadline,
  mentor: ZOptionalPlainTextSchema(NAME_MAX_LENGTH),
  culturalGuide: ZOptionalPlainTextSchema(NAME_MAX_LENGTH),
};

/**
 * `POST /api/v1/challenges` (company or admin). A company's challenge starts as `draft` or is sent
 * straight to `pending_review`; `companyName` is needed only when the account's own is not known
 * (an admin creating for a company, or before auth's registration event arrived).
 */
export const ZCreateChallengeSchema = z.object({
  ...challengeFields,
  rewards: challengeFields.rewards.default([]),
  status: z.enum(['draft', 'pending_review'], { error: '새 챌린지의 상태는 draft 또는 pending_review여야 합니다.' }).default('draft'),
  companyName: plainText(NAME_MAX_LENGTH)
    .pipe(z.string().min(1, { error: '회사 이름을 입력해주세요.' }))
    .optional(),
});
export type TCreateChallenge = z.infer<typeof ZCreateChallengeSchema>;

/** `PUT /api/v1/challenges/{id}`: any field of the create body; `status` only as the owner may move it (docs/rules/tovspark.md). */
export const ZUpdateChallengeSchema = z
  .object({
    ...challengeFields,
    status: z.enum(['draft', 'pending_review'], { error: '상태는 draft 또는 pending_review여야 합니다. 공개는 관리자가 합니다.' }),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { error: '바꿀 항목을 하나 이상 보내주세요.' });
export type TUpdateChallenge = z.infer<typeof ZUpdateChallengeSchema>;

/** `GET /api/v1/challenges` query. */
export const ZChallengeListQuerySchema = ZPageQuerySchema.extend({
  category: ZChallengeCategorySchema.optional(),
  type: ZChallengeTypeSchema.optional(),
  difficulty: ZChallengeDifficultySchema.optional(),
  status: ZChallengeStatusSchema.optional(),
  reward: ZChallengeRewardSchema.optional(),
  search: plainText(CHALLENGE_TITLE_MAX).optional(),
  sort: oneOf(CHALLENGE_SORTS, '정렬').default('newest'),
});
export type TChallengeListQuery = z.infer<typeof ZChallengeListQuerySchema>;

export const ZChallengeSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: ZChallengeCategorySchema,
  type: ZChallengeTypeSchema,
  difficulty: ZChallengeDifficultySchema,
  sparkPoints: z.number().int(),
  rewards: z.array(ZChallengeRewardSchema),
  deadline: z.string(),
  mentor: z.string().nullable(),
  culturalGuide: z.string().nullable(),
  status: ZChallengeStatusSchema,
  /** Why an admin rejected it (null unless `rejected`). */
  rejectionReason: z.string().nullable(),
  /** The owning company account's user id. */
  companyId: z.string(),
  companyName: z.string(),
  participantCount: z.number().int(),
  /** Whole days until the deadline, rounded up; 0 once it has passed. */
  daysLeft: z.number().int(),
  /** The caller's participation. */
  participationStatus: z.enum(PARTICIPATION_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type TChallenge = z.infer<typeof ZChallengeSchema>;
export const ZChallengeListSchema = ZPageSchema(ZChallengeSchema);
export type TChallengeList = z.infer<typeof ZChallengeListSchema>;

/** A company of the program (seeded by an admin; spec 000 §3: active challenges, total hires, industry). */
export const ZCompanyInputSchema = z.object({
  name: requiredPlainText(NAME_MAX_LENGTH, '회사 이름을 입력해주세요.'),
  industry: ZOptionalPlainTextSchema(NAME_MAX_LENGTH),
  description: freeText(2_000).nullable().optional(),
  website: z
    .url({ protocol: /^https?$/, error: '웹사이트는 http(s) 주소여야 합니다.' })
    .max(500)
    .nullable()
    .optional(),
  totalHires: z.number().int().min(0, { error: '채용 수는 0 이상이어야 합니다.' }).default(0),
});
export type TCompanyInput = z.infer<typeof ZCompanyInputSchema>;

/** `POST /api/v1/challenges/companies` (admin): companies upserted by name. */
export const ZSeedCompaniesSchema = z.object({
  companies: z
    .array(ZCompanyInputSchema, { error: 'companies는 배열이어야 합니다.' })
    .min(1, { error: '회사를 하나 이상 보내주세요.' })
    .max(COMPANIES_SEED_MAX, { error: `한 번에 최대 ${COMPANIES_SEED_MAX}개까지 보낼 수 있습니다.` })
    .refine((list) => new Set(list.map((c) => c.name.toLowerCase())).size === list.length, { error: '같은 이름의 회사가 두 번 있습니다.' }),
});
export type TSeedCompanies = z.infer<typeof ZSeedCompaniesSchema>;

export const ZCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  industry: z.string().nullable(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  totalHires: z.number().int(),
  /** Published challenges under this company's name. */
  activeChallenges: z.number().int(),
});
export type TCompany = z.infer<typeof ZCompanySchema>;
export const ZCompanyListSchema = z.object({ companies: z.array(ZCompanySchema) });
export const ZSeedCompaniesResultSchema = z.object({ created: z.number().int(), updated: z.number().int(), companies: z.array(ZCompanySchema) });

/**
 * A file uploaded with `POST /api/v1/challenges/{id}/files` (the answer of that call), referenced by
 * a submission's `files`: only the caller's own uploads for that challenge are accepted, and the
 * name, size and type recorded at upload win over what the client repeats.
 */
export const ZSubmissionFileSchema = z.object({
  fileId: requiredPlainText(200, '파일 ID가 필요합니다.'),
  name: requiredPlainText(255, '파일 이름이 필요합니다.'),
  size: z.number().int().min(0),
  contentType: requiredPlainText(200, '파일 형식이 필요합니다.'),
});
export type TSubmissionFile = z.infer<typeof ZSubmissionFileSchema>;

/** `POST /api/v1/challenges/{id}/submission`: an upsert of the caller's submission (spec 000 §3). */
export const ZSubmissionInputSchema = z.object({
  description: freeText(SUBMISSION_DESCRIPTION_MAX).default(''),
  code: freeText(SUBMISSION_CODE_MAX).default(''),
  demoUrl: z
    .url({ protocol: /^https?$/, error: '데모 URL은 http(s) 주소여야 합니다.' })
    .max(2_000)
    .nullable()
    .default(null),
  files: z
    .array(ZSubmissionFileSchema, { error: 'files는 배열이어야 합니다.' })
    .max(SUBMISSION_FILES_MAX, { error: `파일은 최대 ${SUBMISSION_FILES_MAX}개까지 첨부할 수 있습니다.` })
    .default([]),
  /** true keeps it a draft; false submits it. */
  draft: z.boolean({ error: 'draft는 true 또는 false여야 합니다.' }),
});
export type TSubmissionInput = z.infer<typeof ZSubmissionInputSchema>;

export const ZSubmissionSchema = z.object({
  id: z.string(),
  challengeId: z.string(),
  userId: z.string(),
  /** The submitter's name from the user projection (null when unknown). */
  userName: z.string().nullable(),
  description: z.string(),
  code: z.string(),
  demoUrl: z.string().nullable(),
  files: z.array(ZSubmissionFileSchema),
  status: z.enum(SUBMISSION_STATUSES),
  score: z.number().int().nullable(),
  feedback: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  submittedAt: z.string().nullable(),
  evaluatedAt: z.string().nullable(),
});
export type TSubmission = z.infer<typeof ZSubmissionSchema>;
export const ZSubmissionListSchema = ZPageSchema(ZSubmissionSchema);

/** `GET /{id}/my-submission`: null while the caller has saved nothing. */
export const ZMySubmissionSchema = z.object({ participationStatus: z.enum(PARTICIPATION_STATUSES), submission: ZSubmissionSchema.nullable() });
export type TMySubmission = z.infer<typeof ZMySubmissionSchema>;

/** What join and leave answer. */
export const ZParticipationSchema = z.object({
  challengeId: z.string(),
  participationStatus: z.enum(PARTICIPATION_STATUSES),
  participantCount: z.number().int(),
});
export type TParticipation = z.infer<typeof ZParticipationSchema>;

/** `PUT /api/v1/admin/tovspark/challenges/{id}/publish`. */
export const ZPublishChallengeSchema = z
  .object({
    status: z.enum(['published', 'rejected', 'closed'], { error: '상태는 published, rejected, closed 중 하나여야 합니다.' }),
    reason: plainText(1_000).optional(),
  })
  .refine((body) => body.status !== 'rejected' || (body.reason ?? '').length > 0, { error: '반려 사유를 입력해주세요.', path: ['reason'] });
export type TPublishChallenge = z.infer<typeof ZPublishChallengeSchema>;

/** `PUT /api/v1/admin/tovspark/submissions/{id}/score`. */
export const ZScoreSubmissionSchema = z.object({
  score: z
    .number({ error: '점수는 0에서 100 사이의 정수여야 합니다.' })
    .int({ error: '점수는 0에서 100 사이의 정수여야 합니다.' })
    .min(0, { error: '점수는 0 이상이어야 합니다.' })
    .max(100, { error: '점수는 100 이하여야 합니다.' }),
  feedback: z
    .string({ error: '피드백을 입력해주세요.' })
    .pipe(freeText(5_000))
    .pipe(z.string().min(1, { error: '피드백을 입력해주세요.' })),
});
export type TScoreSubmission = z.infer<typeof ZScoreSubmissionSchema>;

/** One SparkPoints ledger entry (append-only). */
export const ZSparkPointsEntrySchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  /** What earned it: `submission_scored` today. */
  reason: z.string(),
  challengeId: z.string().nullable(),
  challengeTitle: z.string().nullable(),
  submissionId: z.string().nullable(),
  awardedAt: z.string(),
});
export type TSparkPointsEntry = z.infer<typeof ZSparkPointsEntrySchema>;
export const ZSparkPointsSchema = ZPageSchema(ZSparkPointsEntrySchema).extend({ balance: z.number().int() });
export type TSparkPoints = z.infer<typeof ZSparkPointsSchema>;

export const ZLeaderboardQuerySchema = z.object({
  period: oneOf(LEADERBOARD_PERIODS, '기간').default('all'),
  limit: z.coerce
    .number({ error: 'limit은 1 이상의 정수여야 합니다.' })
    .int()
    .min(1, { error: 'limit은 1 이상이어야 합니다.' })
    .max(TOVSPARK_PAGE_LIMIT_MAX, { error: `limit은 ${TOVSPARK_PAGE_LIMIT_MAX} 이하여야 합니다.` })
    .default(10),
});
export type TLeaderboardQuery = z.infer<typeof ZLeaderboardQuerySchema>;

export const ZLeaderboardRowSchema = z.object({
  rank: z.number().int().min(1),
  userId: z.string(),
  name: z.string().nullable(),
  sparkPoints: z.number().int(),
  isMe: z.boolean(),
});
export type TLeaderboardRow = z.infer<typeof ZLeaderboardRowSchema>;
export const ZLeaderboardSchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  /** The board's Redis key period (`2026-W48`, `2026-11`, `all`). */
  periodKey: z.string(),
  rows: z.array(ZLeaderboardRowSchema),
  /** The caller's own row, also when it is below `limit` (null when they have no points in the period). */
  me: ZLeaderboardRowSchema.nullable(),
});
export type TLeaderboard = z.infer<typeof ZLeaderboardSchema>;

/** `GET /api/v1/challenges/my/results`: the caller's submitted and evaluated work. */
export const ZMyResultSchema = z.object({
  submissionId: z.string(),
  challengeId: z.string(),
  challengeTitle: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  score: z.number().int().nullable(),
  feedback: z.string().nullable(),
  /** SparkPoints the ledger holds for this submission (0 until the award is booked). */
  sparkPoints: z.number().int(),
  submittedAt: z.string().nullable(),
  evaluatedAt: z.string().nullable(),
});
export type TMyResult = z.infer<typeof ZMyResultSchema>;
export const ZMyResultsSchema = z.object({ results: z.array(ZMyResultSchema) });

/** `GET /api/v1/tovspark/users/me/stats`. */
export const ZUserStatsSchema = z.object({
  sparkPoints: z.number().int(),
  /** Evaluated submissions. */
  completedChallenges: z.number().int(),
  submittedChallenges: z.number().int(),
  joinedChallenges: z.number().int(),
  /** Place on the all-time board (null without points). */
  globalRank: z.number().int().nullable(),
});
export type TUserStats = z.infer<typeof ZUserStatsSchema>;

// ---- Submission files (uploads to the object store; docs/decisions/082-submission-files-object-store.md) ----

/** The largest file one upload may carry (the service's FILE_MAX_BYTES defaults to it; over it: 413 FILE_TOO_LARGE). */
export const SUBMISSION_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** Uploads one user may keep for one challenge (FILE_LIMIT_REACHED past it; removing one frees a place). */
export const SUBMISSION_FILE_UPLOADS_MAX = 20;
/**
 * The types an upload may have, checked from the file's first bytes (magic numbers; text: valid UTF-8
 * without control characters). A declared type outside the list is 415 FILE_TYPE_NOT_ALLOWED; bytes
 * of another type than the declared one (or the name's extension) are 415 FILE_TYPE_MISMATCH.
 */
export const SUBMISSION_FILE_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/zip',
  'text/plain',
  'text/markdown',
] as const;
export type TSubmissionFileType = (typeof SUBMISSION_FILE_TYPES)[number];
/** The extensions of each allowed type (the file picker's `accept`; a name's known extension must agree with the bytes). */
export const SUBMISSION_FILE_EXTENSIONS: Record<TSubmissionFileType, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'application/zip': ['.zip'],
  'text/plain': ['.txt', '.log', '.csv'],
  'text/markdown': ['.md', '.markdown'],
};
/** The multipart field of `POST /api/v1/challenges/{id}/files` that carries the file (one file per call). */
export const SUBMISSION_FILE_FIELD = 'file';

/** `POST /api/v1/challenges/{id}/files` (201) and each item of `GET /api/v1/challenges/{id}/files`. */
export const ZUploadedFileSchema = ZSubmissionFileSchema.extend({
  challengeId: z.string(),
  createdAt: z.string(),
});
export type TUploadedFile = z.infer<typeof ZUploadedFileSchema>;
/** `GET /api/v1/challenges/{id}/files`: the caller's uploads for the challenge, oldest first. */
export const ZUploadedFileListSchema = z.object({ files: z.array(ZUploadedFileSchema) });
export type TUploadedFileList = z.infer<typeof ZUploadedFileListSchema>;
export const ZFileParamsSchema = z.object({ id: z.string(), fileId: z.string() });
/** `DELETE /api/v1/challenges/{id}/files/{fileId}`. */
export const ZDeletedFileSchema = z.object({ fileId: z.string(), deleted: z.literal(true) });
