import { z } from 'zod';
import { ZLanguageSchema } from '../enums';
import { pageQuery } from './common';
import { ZLocalizedTextSchema } from './localized-text';
import { ZFormDataSchema, ZUuidSchema, freeText, plainText, requiredPlainText } from './validators';

/** Visa assessment API (`/api/visa/v3`, spec 001 §3, §7). */
export const APPLICATION_TYPES = ['NEW', 'EXTENSION', 'CHANGE', 'C1', 'C2', 'C3'] as const;
export const COMPARE_MAX = 5;
export const HISTORY_PAGE_SIZE = 10;
export const BATCH_MAX_APPLICANTS = 10_000;
/**
 * Which rules score an evaluation: `current` (today's official rules, the default) or `spec` (the
 * product specification's own tables, kept exactly for D-10, F-2-7 and F-6). Types without a
 * table in the spec are always scored by their current rules.
 */
export const RULE_SET_KINDS = ['spec', 'current'] as const;
export type TRuleSetKind = (typeof RULE_SET_KINDS)[number];
/** `points`: an official points table's result; `readiness`: how complete the case is (no official points system). */
export const SCORE_KINDS = ['points', 'readiness'] as const;
export type TScoreKind = (typeof SCORE_KINDS)[number];

/** A visa form: free-form JSON within bounds (validators.ts `FORM_LIMITS`). */
const ZFormData = ZFormDataSchema;
const ZAssessmentId = ZUuidSchema('평가 ID가 올바르지 않습니다.');

export const ZEvaluateOptionsSchema = z
  .object({
    autoSave: z.boolean().optional(),
    includeRoadmap: z.boolean().optional(),
    detailed: z.boolean().optional(),
    quickCheck: z.boolean().optional(),
    recommendationMode: z.boolean().optional(),
    changePathMode: z.boolean().optional(),
    ruleSet: z.enum(RULE_SET_KINDS, { error: '규칙은 spec 또는 current여야 합니다.' }).optional(),
  })
  .default({});

export const ZEvaluateRequestSchema = z.object({
  visaType: requiredPlainText(16, '비자 유형을 선택해주세요.'),
  applicationType: z
    .string()
    .trim()
    .toUpperCase()
    .pipe(z.enum(APPLICATION_TYPES, { error: '신청 유형은 NEW, EXTENSION, CHANGE(E-4/E-5는 C1, C2, C3) 중 하나여야 합니다.' }))
    .optional(),
  userData: ZFormData.default({}),
  /** E-7 and E-1 send the same content here too (spec 001 §3). */
  evaluationInput: ZFormData.optional(),
  userId: plainText(64).optional(),
  mode: plainText(32).optional(),
  options: ZEvaluateOptionsSchema,
});
export type TEvaluateRequest = z.infer<typeof ZEvaluateRequestSchema>;

export const ZBreakdownItemSchema = z.object({
  criterion: z.string(),
  label: ZLocalizedTextSchema,
  kind: z.string(),
  points: z.number(),
  maxPoints: z.number(),
  passed: z.boolean().nullable(),
  applicantValue: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  threshold: ZLocalizedTextSchema,
  improvement: ZLocalizedTextSchema.nullable(),
  potentialGain: z.number(),
  source: z.string(),
});

/**
 * A condition of a change path the applicant does not meet yet: `condition` a stable code (E-7-4:
 * `workYears`, `employment`, `wage`, `korean`, `points`), `text` what is needed and what the
 * applicant has, in the four interface languages.
 */
export const ZChangePathConditionSchema = z.object({ condition: z.string(), text: ZLocalizedTextSchema });
export type TChangePathCondition = z.infer<typeof ZChangePathConditionSchema>;

/**
 * `reason` is Korean (spec 001 §3; e-mails and matching read it); `reasonText` is the same in the
 * four interface languages. `eligible` says whether every condition of the path is met now; a path
 * that is not (the E-9, E-10 and H-2 worker's way to E-7-4) lists what is missing in
 * `missingConditions` (empty when eligible).
 */
export const ZChangePathSchema = z.object({
  visaType: z.string(),
  visaSubtype: z.string().nullable(),
  reason: z.string(),
  reasonText: ZLocalizedTextSchema,
  eligible: z.boolean(),
  missingConditions: z.array(ZChangePathConditionSchema),
});
export type TChangePath = z.infer<typeof ZChangePathSchema>;

/** A roadmap step: `title`/`detail` Korean (spec field names), `titleText`/`detailText` in the four interface languages. */
export const ZRoadmapStepSchema = z.object({
  step: z.number(),
  title: z.string(),
  detail: z.string(),
  titleText: ZLocalizedTextSchema,
  detailText: ZLocalizedTextSchema,
});

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
  /** Current rule sets: the day their rules were last checked against public sources (absent on older results). */
  ruleSetCheckedOn: z.string().optional(),
  ruleSetKind: z.enum(RULE_SET_KINDS),
  scoreKind: z.enum(SCORE_KINDS),
  breakdown: z.array(ZBreakdownItemSchema),
  /** Korean (spec 001 §3); `recommendationTexts` holds the same items in the four interface languages. */
  recommendations: z.array(z.string()),
  recommendationTexts: z.array(ZLocalizedTextSchema),
  missingDocuments: z.array(z.string()),
  changePaths: z.array(ZChangePathSchema),
  evaluatedAt: z.string(),
  saved: z.boolean(),
  mode: z.enum(['full', 'quickCheck', 'recommendation', 'changePath']),
  message: z.string(),
  warnings: z.array(z.string()),
  userData: ZFormData.optional(),
  metadata: z.object({ feedback: z.array(z.unknown()) }).optional(),
  roadmap: z.array(ZRoadmapStepSchema).optional(),
});
export type TAssessment = z.infer<typeof ZAssessmentSchema>;

export const ASSESSMENT_STATUSES = ['eligible', 'ineligible'] as const;
export const DATE_RANGES = ['7d', '30d', '90d', '1y', 'all'] as const;

export const ZAssessmentListQuerySchema = pageQuery(HISTORY_PAGE_SIZE).extend({
  visaType: plainText(16).optional(),
  status: z.enum(ASSESSMENT_STATUSES, { error: '상태는 eligible 또는 ineligible이어야 합니다.' }).optional(),
  dateRange: z.enum(DATE_RANGES, { error: '기간은 7d, 30d, 90d, 1y, all 중 하나여야 합니다.' }).optional(),
});
export type TAssessmentListQuery = z.infer<typeof ZAssessmentListQuerySchema>;

export const ZHistoryQuerySchema = pageQuery(HISTORY_PAGE_SIZE);

export const ZAssessmentQuerySchema = z.object({
  forceRefresh: z.enum(['true', 'false']).optional(),
  includeAnalysis: z.enum(['true', 'false']).optional(),
  _t: plainText(32).optional(),
});

export const ZCompareRequestSchema = z.object({
  assessmentIds: z
    .array(ZAssessmentId, { error: '비교할 평가를 선택해주세요.' })
    .min(2, { error: '비교하려면 평가를 2개 이상 선택해주세요.' })
    .max(COMPARE_MAX, { error: `평가는 최대 ${COMPARE_MAX}개까지 비교할 수 있습니다.` }),
});

export const ZBookmarkRequestSchema = z.object({ assessmentId: ZAssessmentId });

/**
 * `subtype` (e.g. F-2-7, E-6-2, F-6-1): a sub-type's own documents are added to the type's list, as the
 * assessment of that sub-type asks for them (an unknown sub-type adds nothing).
 */
export const ZRequiredFieldsQuerySchema = z.object({
  applicationType: z.string().trim().toUpperCase().pipe(z.enum(APPLICATION_TYPES)).default('NEW'),
  subtype: z
    .string()
    .trim()
    .toUpperCase()
    .max(16)
    .regex(/^[A-Z]-\d{1,2}(?:-[A-Z0-9]{1,3})?$/)
    .optional(),
});
export type TRequiredFieldsQuery = z.input<typeof ZRequiredFieldsQuerySchema>;

export const ZEmailRequestSchema = z.object({
  assessmentId: ZAssessmentId,
  /** Only the account's own verified address may be named (it is the default); another is refused (EMAIL_RECIPIENT_NOT_ALLOWED). */
  to: plainText(254)
    .pipe(z.string().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: '올바른 이메일 형식이 아닙니다.' }))
    .optional(),
  /** The e-mail's language: the interface's (ko, en, zh or ja). */
  language: ZLanguageSchema.default('ko'),
});
export type TEmailRequest = z.infer<typeof ZEmailRequestSchema>;

export const ZFeedbackRequestSchema = z.object({
  assessmentId: ZAssessmentId,
  rating: z
    .number({ error: '평점은 1에서 5 사이여야 합니다.' })
    .int()
    .min(1, { error: '평점은 1에서 5 사이여야 합니다.' })
    .max(5, { error: '평점은 1에서 5 사이여야 합니다.' }),
  helpful: z.boolean().optional(),
  comment: freeText(2_000).optional(),
});

export const ZBatchRequestSchema = z.object({
  applicants: z
    .array(
      z.object({
        reference: plainText(128).optional(),
        visaType: requiredPlainText(16, '비자 유형을 선택해주세요.'),
        applicationType: plainText(16).optional(),
        userData: ZFormData,
      }),
      { error: '평가할 신청자 목록이 필요합니다.' },
    )
    .min(1, { error: '신청자를 한 명 이상 보내주세요.' })
    .max(BATCH_MAX_APPLICANTS, { error: `한 번에 최대 ${BATCH_MAX_APPLICANTS.toLocaleString('en-US')}명까지 평가할 수 있습니다.` }),
});
export type TBatchRequest = z.infer<typeof ZBatchRequestSchema>;

export const ZVisaTypeEntrySchema = z.object({ code: z.string(), name: z.string(), nameKo: z.string(), nameEn: z.string(), fullAssessment: z.boolean() });
export type TVisaTypeEntry = z.infer<typeof ZVisaTypeEntrySchema>;

/** What an assessment means for the applicant: the gap to the pass mark and what to work on first (`includeAnalysis`, `/analysis/{id}`). */
export const ZAssessmentAnalysisSchema = z.object({
  pointsToPass: z.number(),
  strengths: z.array(z.object({ criterion: z.string(), label: z.string(), points: z.number(), maxPoints: z.number() })),
  weaknesses: z.array(z.object({ criterion: z.string(), label: z.string(), points: z.number(), maxPoints: z.number(), improvement: z.string().nullable() })),
  bestImprovements: z.array(z.object({ criterion: z.string(), label: z.string(), gain: z.number(), how: z.string() })),
  unmetRequirements: z.array(z.string()),
  missingDocumentCount: z.number().int(),
});
export type TAssessmentAnalysis = z.infer<typeof ZAssessmentAnalysisSchema>;

/** `GET /assessment/{id}`: the assessment, with its analysis when asked (`includeAnalysis=true`). */
export const ZAssessmentDetailSchema = ZAssessmentSchema.extend({ analysis: ZAssessmentAnalysisSchema.optional() });
export type TAssessmentDetail = z.infer<typeof ZAssessmentDetailSchema>;
/** `GET /analysis/{id}`. */
export const ZAnalysisResponseSchema = ZAssessmentAnalysisSchema.extend({ assessmentId: z.string() });

/** `GET /assessment` (spec 001 §7: assessments and total). */
export const ZAssessmentListSchema = z.object({
  assessments: z.array(ZAssessmentSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type TAssessmentList = z.infer<typeof ZAssessmentListSchema>;
/** `GET /assessment/history` (spec 001 §3: evaluations, page, limit, total). */
export const ZAssessmentHistorySchema = z.object({
  evaluations: z.array(ZAssessmentSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type TAssessmentHistory = z.infer<typeof ZAssessmentHistorySchema>;
export const ZAssessmentDeletedSchema = z.object({ deleted: z.literal(true), assessmentId: z.string() });

/** `POST /assessment/compare`: the assessments side by side, and which one is best. */
export const ZComparisonSchema = z.object({
  assessments: z.array(ZAssessmentSchema),
  comparison: z.object({
    bestAssessmentId: z.string(),
    rows: z.array(
      z.object({
        assessmentId: z.string(),
        visaType: z.string(),
        eligible: z.boolean(),
        score: z.number(),
        totalPoints: z.number(),
        passMark: z.number(),
        missingDocuments: z.number().int(),
        evaluatedAt: z.string(),
      }),
    ),
  }),
});
export type TComparison = z.infer<typeof ZComparisonSchema>;

export const ZVisaTypeListSchema = z.array(ZVisaTypeEntrySchema);

/** `GET /required-fields/{visaType}`: the documents list (spec 001 §3). */
export const ZRequiredDocumentSchema = z.object({ code: z.string(), ko: z.string(), en: z.string(), zh: z.string(), ja: z.string() });
export type TRequiredDocument = z.infer<typeof ZRequiredDocumentSchema>;
export const ZRequiredFieldsSchema = z.object({ visaType: z.string(), applicationType: z.string(), documents: z.array(ZRequiredDocumentSchema) });
export type TRequiredFields = z.infer<typeof ZRequiredFieldsSchema>;
export const ZVisaTypeParamsSchema = z.object({ visaType: requiredPlainText(16, '비자 유형을 선택해주세요.') });

/** Bookmarks (spec 001 §3 "Other", §7). */
export const ZBookmarkStateSchema = z.object({ assessmentId: z.string(), bookmarked: z.boolean(), createdAt: z.string().optional() });
export const ZBookmarkListSchema = z.object({
  bookmarks: z.array(
    z.object({
      assessmentId: z.string(),
      createdAt: z.string(),
      visaType: z.string(),
      visaSubtype: z.string().nullable(),
      score: z.number(),
      eligible: z.boolean(),
      evaluatedAt: z.string(),
    }),
  ),
  total: z.number().int(),
});
export type TBookmarkList = z.infer<typeof ZBookmarkListSchema>;

/** E-mail of an assessment (spec 001 §7, shapes not shown there). */
export const ZEmailQueuedSchema = z.object({ deliveryId: z.string(), status: z.literal('queued'), to: z.string() });
export type TEmailQueued = z.infer<typeof ZEmailQueuedSchema>;
export const ZEmailAvailabilitySchema = z.object({ available: z.boolean(), configured: z.boolean(), workers: z.number().int(), queued: z.number().int() });

/** `POST /feedback`: the assessment's feedback so far. */
export const ZFeedbackEntrySchema = z.object({
  rating: z.number().int(),
  helpful: z.boolean().optional(),
  comment: z.string().optional(),
  userId: z.string(),
  createdAt: z.string(),
});
export type TFeedbackEntry = z.infer<typeof ZFeedbackEntrySchema>;
export const ZFeedbackListSchema = z.object({ assessmentId: z.string(), feedback: z.array(ZFeedbackEntrySchema) });

/** `POST /assessment/batch`: accepted, the progress is at `GET /assessment/batch/{id}`. */
export const ZBatchAcceptedSchema = z.object({ batchId: z.string(), status: z.literal('queued'), total: z.number().int() });
