import { z } from 'zod';

/** Visa assessment API (`/api/visa/v3`, spec 001 §3, §7). */
export const APPLICATION_TYPES = ['NEW', 'EXTENSION', 'CHANGE', 'C1', 'C2', 'C3'] as const;
export const COMPARE_MAX = 5;
export const HISTORY_PAGE_SIZE = 10;
export const BATCH_MAX_APPLICANTS = 10_000;

const ZFormData = z.record(z.string(), z.unknown());

export const ZEvaluateOptionsSchema = z
  .object({
    autoSave: z.boolean().optional(),
    includeRoadmap: z.boolean().optional(),
    detailed: z.boolean().optional(),
    quickCheck: z.boolean().optional(),
    recommendationMode: z.boolean().optional(),
    changePathMode: z.boolean().optional(),
  })
  .default({});

export const ZEvaluateRequestSchema = z.object({
  visaType: z.string({ error: '비자 유형을 선택해주세요.' }).trim().min(1, { error: '비자 유형을 선택해주세요.' }).max(16),
  applicationType: z.string().trim().toUpperCase().pipe(z.enum(APPLICATION_TYPES, { error: '신청 유형은 NEW, EXTENSION, CHANGE(E-4/E-5는 C1, C2, C3) 중 하나여야 합니다.' })).optional(),
  userData: ZFormData.default({}),
  /** E-7 and E-1 send the same content here too (spec 001 §3). */
  evaluationInput: ZFormData.optional(),
  userId: z.string().optional(),
  mode: z.string().max(32).optional(),
  options: ZEvaluateOptionsSchema,
});
export type TEvaluateRequest = z.infer<typeof ZEvaluateRequestSchema>;

export const ZBreakdownItemSchema = z.object({
  criterion: z.string(),
  label: z.object({ ko: z.string(), en: z.string() }),
  kind: z.string(),
  points: z.number(),
  maxPoints: z.number(),
  passed: z.boolean().nullable(),
  applicantValue: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  threshold: z.string(),
  improvement: z.object({ ko: z.string(), en: z.string() }).nullable(),
  potentialGain: z.number(),
  source: z.string(),
});

export const ZChangePathSchema = z.object({ visaType: z.string(), visaSubtype: z.string().nullable(), reason: z.string() });

/** The assessment as the API answers it; `assessmentId` and `evaluationId` are aliases. */
export const ZAssessmentSchema = z.object({
  assessmentId: z.string(),
  evaluationId: z.string(),
  _id: z.string(),
  visaType: z.string(),
  visaSubtype: z.string().nullable(),
  applicationType: z.string(),
  eligible: z.boolean(),
  score: z.number().min(0).max(100),
  passScore: z.number(),
  totalPoints: z.number(),
  maxPoints: z.number(),
  passMark: z.number(),
  ruleSetId: z.string(),
  ruleSetEffectiveFrom: z.string(),
  breakdown: z.array(ZBreakdownItemSchema),
  recommendations: z.array(z.string()),
  missingDocuments: z.array(z.string()),
  changePaths: z.array(ZChangePathSchema),
  evaluatedAt: z.string(),
  saved: z.boolean(),
  mode: z.enum(['full', 'quickCheck', 'recommendation', 'changePath']),
  message: z.string(),
  warnings: z.array(z.string()),
  userData: ZFormData.optional(),
  metadata: z.object({ feedback: z.array(z.unknown()) }).optional(),
  roadmap: z.array(z.object({ step: z.number(), title: z.string(), detail: z.string() })).optional(),
});
export type TAssessment = z.infer<typeof ZAssessmentSchema>;

export const ASSESSMENT_STATUSES = ['eligible', 'ineligible'] as const;
export const DATE_RANGES = ['7d', '30d', '90d', '1y', 'all'] as const;

export const ZAssessmentListQuerySchema = z.object({
  visaType: z.string().trim().max(16).optional(),
  status: z.enum(ASSESSMENT_STATUSES, { error: '상태는 eligible 또는 ineligible이어야 합니다.' }).optional(),
  dateRange: z.enum(DATE_RANGES, { error: '기간은 7d, 30d, 90d, 1y, all 중 하나여야 합니다.' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(HISTORY_PAGE_SIZE),
});
export type TAssessmentListQuery = z.infer<typeof ZAssessmentListQuerySchema>;

export const ZHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1, { error: 'page는 1 이상이어야 합니다.' }).default(1),
  limit: z.coerce.number().int().min(1).max(100, { error: 'limit은 100 이하여야 합니다.' }).default(HISTORY_PAGE_SIZE),
});

export const ZAssessmentQuerySchema = z.object({
  forceRefresh: z.enum(['true', 'false']).optional(),
  includeAnalysis: z.enum(['true', 'false']).optional(),
  _t: z.string().optional(),
});

export const ZCompareRequestSchema = z.object({
  assessmentIds: z
    .array(z.string().min(1), { error: '비교할 평가를 선택해주세요.' })
    .min(2, { error: '비교하려면 평가를 2개 이상 선택해주세요.' })
    .max(COMPARE_MAX, { error: `평가는 최대 ${COMPARE_MAX}개까지 비교할 수 있습니다.` }),
});

export const ZBookmarkRequestSchema = z.object({ assessmentId: z.string({ error: '평가 ID가 필요합니다.' }).min(1, { error: '평가 ID가 필요합니다.' }) });

export const ZRequiredFieldsQuerySchema = z.object({ applicationType: z.string().trim().toUpperCase().pipe(z.enum(APPLICATION_TYPES)).default('NEW') });

export const ZEmailRequestSchema = z.object({
  assessmentId: z.string({ error: '평가 ID가 필요합니다.' }).min(1, { error: '평가 ID가 필요합니다.' }),
  /** Defaults to the account's own address. */
  to: z.string().trim().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: '올바른 이메일 형식이 아닙니다.' }).optional(),
  language: z.enum(['ko', 'en']).default('ko'),
});
export type TEmailRequest = z.infer<typeof ZEmailRequestSchema>;

export const ZFeedbackRequestSchema = z.object({
  assessmentId: z.string({ error: '평가 ID가 필요합니다.' }).min(1, { error: '평가 ID가 필요합니다.' }),
  rating: z.number({ error: '평점은 1에서 5 사이여야 합니다.' }).int().min(1, { error: '평점은 1에서 5 사이여야 합니다.' }).max(5, { error: '평점은 1에서 5 사이여야 합니다.' }),
  helpful: z.boolean().optional(),
  comment: z.string().trim().max(2_000, { error: '의견은 2,000자까지 입력할 수 있습니다.' }).optional(),
});

export const ZBatchRequestSchema = z.object({
  applicants: z
    .array(
      z.object({
        reference: z.string().max(128).optional(),
        visaType: z.string().min(1).max(16),
        applicationType: z.string().optional(),
        userData: ZFormData,
      }),
      { error: '평가할 신청자 목록이 필요합니다.' },
    )
    .min(1, { error: '신청자를 한 명 이상 보내주세요.' })
    .max(BATCH_MAX_APPLICANTS, { error: `한 번에 최대 ${BATCH_MAX_APPLICANTS.toLocaleString('en-US')}명까지 평가할 수 있습니다.` }),
});
export type TBatchRequest = z.infer<typeof ZBatchRequestSchema>;

export const ZVisaTypeEntrySchema = z.object({ code: z.string(), name: z.string(), nameKo: z.string(), nameEn: z.string(), fullAssessment: z.boolean() });
