import { z } from 'zod';
import { ZLocalizedTextSchema } from './localized-text';
import { SERVICE_OPTIONS, type TServiceOption } from './service-options';
import { SERVICE_STATUSES, ZQuoteSchema } from './specialist';
import { ZUuidSchema, requiredPlainText } from './validators';

export { SERVICE_OPTIONS, type TServiceOption };

/** Expert matching API (`/api/visa/v3/matching`, spec 001 §3 "Other", §7). The response shapes are ours (not shown in the spec). */
export const MATCHING_BUDGETS = ['low', 'medium', 'high'] as const;
export const CONSULTATION_MODES = ['online', 'offline', 'phone'] as const;
export const MATCHING_URGENCIES = ['low', 'normal', 'urgent'] as const;
export const MATCHING_REQUEST_STATUSES = ['open', 'expert_selected'] as const;
export type TMatchingRequestStatus = (typeof MATCHING_REQUEST_STATUSES)[number];
export const MATCHING_LANGUAGES_MAX = 10;
/** The most candidates a request lists. */
export const MATCHING_MAX_CANDIDATES = 10;

export const ZMatchingPreferencesSchema = z.object({
  /** Languages the applicant wants to consult in: ISO 639-1 codes (`en`, `vi`) or names (`English`, `영어`). */
  languages: z
    .array(requiredPlainText(32, '언어를 입력해주세요.'), { error: '언어 목록은 배열이어야 합니다.' })
    .max(MATCHING_LANGUAGES_MAX, { error: `언어는 최대 ${MATCHING_LANGUAGES_MAX}개까지 선택할 수 있습니다.` })
    .default([]),
  budget: z.enum(MATCHING_BUDGETS, { error: '예산은 low, medium, high 중 하나여야 합니다.' }).nullable().default(null),
  consultationMode: z.enum(CONSULTATION_MODES, { error: '상담 방식은 online, offline, phone 중 하나여야 합니다.' }).nullable().default(null),
  urgency: z.enum(MATCHING_URGENCIES, { error: '긴급도는 low, normal, urgent 중 하나여야 합니다.' }).nullable().default(null),
});
export type TMatchingPreferences = z.infer<typeof ZMatchingPreferencesSchema>;

export const ZCreateMatchingRequestSchema = z.object({
  assessmentId: ZUuidSchema('평가 ID가 올바르지 않습니다.'),
  preferences: ZMatchingPreferencesSchema.default({ languages: [], budget: null, consultationMode: null, urgency: null }),
});
export type TCreateMatchingRequest = z.infer<typeof ZCreateMatchingRequestSchema>;

export const ZSelectExpertSchema = z.object({
  expertId: ZUuidSchema('전문가를 선택해주세요.'),
  serviceOption: z.enum(SERVICE_OPTIONS, { error: '서비스 옵션은 consultation, document_review, full_service 중 하나여야 합니다.' }),
});
export type TSelectExpert = z.infer<typeof ZSelectExpertSchema>;

/** What an expert charges for a service option, when their pricing is known (the specialist workspace sets it). */
export const ZCandidateFeeSchema = z.object({ amount: z.number().int().min(0), currency: z.literal('KRW'), serviceOption: z.enum(SERVICE_OPTIONS) });
export type TCandidateFee = z.infer<typeof ZCandidateFeeSchema>;

/**
 * One ranked specialist and why they fit (the reasons in the four interface languages), with what tells
 * experts apart on the applicant's card (issue 24 item 8; docs/decisions/134-expert-cards.md).
 */
export const ZMatchingCandidateSchema = z.object({
  expertId: z.string(),
  name: z.string(),
  expertise: z.string(),
  experienceYears: z.number(),
  /** ISO 639-1 codes. */
  languages: z.array(z.string()),
  /** The rating matching ranked with: the mean of the reviews, or the starting rating while `reviewCount` is 0. */
  rating: z.number(),
  /** Reviews by clients of completed services (the specialist service's profile); 0: none yet. */
  reviewCount: z.number().int().min(0),
  /** Licences, office and certificates as the expert declared them on their profile (e.g. `행정사 제2017-0142호`). */
  certifications: z.array(z.string()),
  /** Base visa codes the expert handles. */
  supportedVisaTypes: z.array(z.string()),
  score: z.number().int().min(0).max(100),
  rank: z.number().int().min(1),
  reasons: z.array(ZLocalizedTextSchema),
  /**
   * The expert's fees by service option for the request's visa type (their lowest fees when their price
   * list has no entry for it; empty while their pricing is not known).
   */
  fees: z.array(ZCandidateFeeSchema),
  /** A few lines by the expert about themselves, in their own words; null until they write one. */
  bio: z.string().nullable(),
});
export type TMatchingCandidate = z.infer<typeof ZMatchingCandidateSchema>;

/**
 * The paid service a request led to, as the specialist service answers it with the request's quotes:
 * its own status (`accepted` once paid, then along `SERVICE_TRANSITIONS` to `completed` or `cancelled`;
 * `GET /api/visa/v3/services/{serviceId}` has the whole service).
 */
export const ZMatchingServiceSchema = z.object({ serviceId: z.string(), status: z.enum(SERVICE_STATUSES) });
export type TMatchingService = z.infer<typeof ZMatchingServiceSchema>;

/**
 * `GET /api/visa/v3/matching/{requestId}/quotes`, answered by the specialist service (it owns all that
 * follows the choice of an expert): the chosen expert's quotes, newest first (the standing one `sent`,
 * or `accepted`, `declined`, `expired` once closed; earlier ones `superseded`), and the paid service
 * once a quote was accepted and paid. The applicant who made the request only.
 */
export const ZMatchingQuotesSchema = z.object({ requestId: z.string(), quotes: z.array(ZQuoteSchema), service: ZMatchingServiceSchema.nullable() });
export type TMatchingQuotes = z.infer<typeof ZMatchingQuotesSchema>;

/**
 * What create, get and select answer: the request and the applicant's choice. Its quotes and service are
 * the specialist service's (`ZMatchingQuotesSchema`; docs/decisions/116-hand-off-at-selection.md).
 */
export const ZMatchingRequestSchema = z.object({
  requestId: z.string(),
  status: z.enum(MATCHING_REQUEST_STATUSES),
  assessmentId: z.string(),
  visaType: z.string(),
  preferences: ZMatchingPreferencesSchema,
  candidates: z.array(ZMatchingCandidateSchema),
  selectedExpertId: z.string().nullable(),
  serviceOption: z.enum(SERVICE_OPTIONS).nullable(),
  createdAt: z.string(),
  selectedAt: z.string().nullable(),
});
export type TMatchingRequest = z.infer<typeof ZMatchingRequestSchema>;

/** `GET /api/visa/v3/matching?assessmentId=`: the caller's request about an assessment, if they made one (at most one). */
export const ZMatchingRequestQuerySchema = z.object({ assessmentId: ZUuidSchema('평가 ID가 올바르지 않습니다.') });
export type TMatchingRequestQuery = z.infer<typeof ZMatchingRequestQuerySchema>;
export const ZMatchingRequestListSchema = z.object({ items: z.array(ZMatchingRequestSchema) });
export type TMatchingRequestList = z.infer<typeof ZMatchingRequestListSchema>;
