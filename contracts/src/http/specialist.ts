import { z } from 'zod';
import { ASSESSED_VISA_TYPES, ZExpertiseSchema } from '../enums';
import {
  PRICE_AMOUNT_MAX,
  PRICE_AMOUNT_MIN,
  QUOTE_AMOUNT_MAX,
  QUOTE_AMOUNT_MIN,
  REFUND_AMOUNT_MAX,
  REFUND_AMOUNT_MIN,
  ZKrwAmountSchema,
  ZWholeNumberSchema,
} from './amounts';
import { SERVICE_OPTIONS } from './service-options';
import { ZPageQuerySchema, ZPageSchema } from './common';
import { freeText, oneOf, plainText } from './validators';

/**
 * The specialist workspace (spec 002 §7 "Specialist API", base `/api/specialist`, role `pro`), the pro
 * dashboard (`/api/v1/dashboard/me/pro`) and the applicant's side of a paid service (quotes on a
 * matching request, accept-and-pay, the service's roadmap). The spec shows no fields: these are ours
 * (docs/decisions/085-specialist-role-before-input.md). Amounts are whole won (KRW).
 */

export const ZServiceOptionSchema = oneOf(SERVICE_OPTIONS, '서비스 옵션');

/** Base visa codes an expert may handle (the assessed ones). */
export const SPECIALIST_VISA_TYPES = ASSESSED_VISA_TYPES;
export const ZSpecialistVisaTypeSchema = oneOf(SPECIALIST_VISA_TYPES, '비자 유형');

export const SPECIALIST_BIO_MAX = 2_000;
export const SPECIALIST_CERTIFICATIONS_MAX = 20;
export const SPECIALIST_MESSAGE_MAX = 2_000;
/** The largest amount a quote or a price may name (100,000,000 won; the bounds of each field are in amounts.ts). */
export const SPECIALIST_AMOUNT_MAX = QUOTE_AMOUNT_MAX;
/** The longest experience a profile may state, in years. */
export const SPECIALIST_EXPERIENCE_YEARS_MAX = 60;
/** The platform's share of each charge, in percent (docs/rules/specialist.md). */
export const PLATFORM_FEE_PERCENT = 10;
/** A quote with no `validUntil` stays open this many days. */
export const QUOTE_DEFAULT_VALID_DAYS = 7;
/** The longest a schedule may last. */
export const SCHEDULE_MAX_MINUTES = 8 * 60;

const isoDateTime = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label}은(는) ISO 8601 날짜-시간이어야 합니다 (예: 2026-12-01T10:00:00+09:00).` });
const isoDate = (label: string) => z.iso.date({ error: `${label}은(는) YYYY-MM-DD 날짜여야 합니다.` });
/** An IANA time zone name (`Asia/Seoul`). */
export const ZTimeZoneSchema = plainText(64).pipe(
  z.string().refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { error: '시간대는 IANA 이름이어야 합니다 (예: Asia/Seoul).' },
  ),
);

// ---------- profile and stats ----------

export const ZSpecialistProfileInputSchema = z.object({
  name: plainText(100).pipe(z.string().trim().min(1, { error: '이름을 입력해주세요.' })),
  expertise: ZExpertiseSchema,
  certifications: z
    .array(plainText(200).pipe(z.string().trim().min(1)))
    .min(1, { error: '자격증을 하나 이상 입력해주세요.' })
    .max(SPECIALIST_CERTIFICATIONS_MAX),
  experienceYears: ZWholeNumberSchema(0, SPECIALIST_EXPERIENCE_YEARS_MAX, '경력은', '년'),
  /** ISO 639-1 codes (`ko`, `en`, `vi`). */
  languages: z
    .array(z.string().regex(/^[a-z]{2}$/, { error: '언어는 ISO 639-1 코드여야 합니다 (예: ko, en, vi).' }))
    .min(1, { error: '상담 언어를 하나 이상 선택해주세요.' })
    .max(10),
  supportedVisaTypes: z.array(ZSpecialistVisaTypeSchema).min(1, { error: '지원 비자 유형을 하나 이상 선택해주세요.' }),
  bio: freeText(SPECIALIST_BIO_MAX).nullable().optional(),
});
export type TSpecialistProfileInput = z.infer<typeof ZSpecialistProfileInputSchema>;

export const ZVacationSchema = z.object({ from: z.string(), to: z.string(), reason: z.string().nullable() });
export type TVacation = z.infer<typeof ZVacationSchema>;

export const ZSpecialistProfileSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  expertise: ZExpertiseSchema,
  certifications: z.array(z.string()),
  experienceYears: z.number().int(),
  languages: z.array(z.string()),
  supportedVisaTypes: z.array(z.string()),
  bio: z.string().nullable(),
  /** Mean of the reviews' stars (1-5); null without reviews. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** The current or next vacation, if any. */
  vacation: ZVacationSchema.nullable(),
  updatedAt: z.string(),
});
export type TSpecialistProfile = z.infer<typeof ZSpecialistProfileSchema>;

export const ZSpecialistStatsSchema = z.object({
  requests: z.object({
    total: z.number().int(),
    new: z.number().int(),
    quoted: z.number().int(),
    accepted: z.number().int(),
    declined: z.number().int(),
    expired: z.number().int(),
  }),
  /** Accepted requests over quoted-or-later ones, 0-100; null before any quote. */
  quoteAcceptanceRate: z.number().nullable(),
  activeServices: z.number().int(),
  completedServices: z.number().int(),
  /** Net of the platform fee and refunds, for services completed this calendar month (Asia/Seoul). */
  revenueThisMonth: z.number().int(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
});
export type TSpecialistStats = z.infer<typeof ZSpecialistStatsSchema>;

// ---------- matching requests and quotes ----------

export const SPECIALIST_REQUEST_STATUSES = ['new', 'quoted', 'accepted', 'declined', 'expired'] as const;
export type TSpecialistRequestStatus = (typeof SPECIALIST_REQUEST_STATUSES)[number];

export const ZRequestListQuerySchema = ZPageQuerySchema.extend({
  status: oneOf(SPECIALIST_REQUEST_STATUSES, 'status').optional(),
  visaType: plainText(16).pipe(z.string().min(1)).optional(),
});
export type TRequestListQuery = z.infer<typeof ZRequestListQuerySchema>;

export const ZQuoteInputSchema = z.object({
  /** KRW; omitted: the expert's price for this service option and visa type (404-free: 400 when none is set). */
  amount: ZKrwAmountSchema(QUOTE_AMOUNT_MIN, QUOTE_AMOUNT_MAX).optional(),
  serviceOption: ZServiceOptionSchema,
  message: freeText(SPECIALIST_MESSAGE_MAX).nullable().optional(),
  /** Omitted: QUOTE_DEFAULT_VALID_DAYS from now. Must be in the future. */
  validUntil: isoDateTime('유효 기한').optional(),
});
export type TQuoteInput = z.infer<typeof ZQuoteInputSchema>;

/** `declined`: the applicant turned the standing quote down (`specialist.quote.closed`, reason declined). */
export const QUOTE_STATUSES = ['sent', 'superseded', 'accepted', 'declined', 'expired'] as const;
export type TQuoteStatus = (typeof QUOTE_STATUSES)[number];
export const ZQuoteSchema = z.object({
  quoteId: z.string(),
  requestId: z.string(),
  expertId: z.string(),
  expertName: z.string(),
  amount: z.number().int(),
  currency: z.literal('KRW'),
  serviceOption: ZServiceOptionSchema,
  message: z.string().nullable(),
  validUntil: z.string(),
  status: z.enum(QUOTE_STATUSES),
  createdAt: z.string(),
});
export type TQuote = z.infer<typeof ZQuoteSchema>;

/** What the expert is told of the applicant's assessment (never their e-mail or personal numbers). */
export const ZClientAssessmentSchema = z.object({
  assessmentId: z.string(),
  visaType: z.string(),
  visaSubtype: z.string().nullable(),
  applicationType: z.string(),
  eligible: z.boolean(),
  score: z.number(),
  nationality: z.string().nullable(),
  changePaths: z.array(z.string()),
  missingDocuments: z.array(z.string()),
  evaluatedAt: z.string(),
});
export type TClientAssessment = z.infer<typeof ZClientAssessmentSchema>;

export const ZSpecialistRequestSchema = z.object({
  requestId: z.string(),
  status: z.enum(SPECIALIST_REQUEST_STATUSES),
  clientId: z.string(),
  clientName: z.string(),
  assessmentId: z.string(),
  visaType: z.string(),
  serviceOption: ZServiceOptionSchema,
  selectedAt: z.string(),
  /** The standing (last) quote. */
  quote: ZQuoteSchema.nullable(),
  /** The price list's amount for this request's option and visa type, the quote form's default. */
  defaultAmount: z.number().int().nullable(),
});
export type TSpecialistRequest = z.infer<typeof ZSpecialistRequestSchema>;
export const ZSpecialistRequestListSchema = ZPageSchema(ZSpecialistRequestSchema);
export type TSpecialistRequestList = z.infer<typeof ZSpecialistRequestListSchema>;

export const ZSpecialistRequestDetailSchema = ZSpecialistRequestSchema.extend({
  /** Null while the assessment's event has not arrived yet. */
  assessment: ZClientAssessmentSchema.nullable(),
  quotes: z.array(ZQuoteSchema),
});
export type TSpecialistRequestDetail = z.infer<typeof ZSpecialistRequestDetailSchema>;

// ---------- pricing and vacation ----------

export const ZPriceSchema = z.object({
  serviceOption: ZServiceOptionSchema,
  visaType: ZSpecialistVisaTypeSchema,
  amount: ZKrwAmountSchema(PRICE_AMOUNT_MIN, PRICE_AMOUNT_MAX),
});
export type TPrice = z.infer<typeof ZPriceSchema>;
export const ZPricingInputSchema = z.object({ prices: z.array(ZPriceSchema).max(SERVICE_OPTIONS.length * SPECIALIST_VISA_TYPES.length) });
export type TPricingInput = z.infer<typeof ZPricingInputSchema>;
export const ZPricingSchema = z.object({ prices: z.array(ZPriceSchema), currency: z.literal('KRW'), updatedAt: z.string().nullable() });
export type TPricing = z.infer<typeof ZPricingSchema>;

/** `PUT /vacation`: `from` and `to` are dates (inclusive, Asia/Seoul); `null` for both ends the vacation. */
export const ZVacationInputSchema = z.union([
  z
    .object({ from: isoDate('시작일'), to: isoDate('종료일'), reason: freeText(200).nullable().optional() })
    .refine((v) => v.from <= v.to, { error: '종료일은 시작일 이후여야 합니다.', path: ['to'] }),
  z.object({ from: z.null(), to: z.null() }),
]);
export type TVacationInput = z.infer<typeof ZVacationInputSchema>;

// ---------- services (paid engagements) ----------

/**
 * accepted (paid) -> in_progress -> documents_submitted -> completed; accepted, in_progress and
 * documents_submitted -> cancelled (a full refund). Anything else answers 409 INVALID_STATUS_TRANSITION.
 */
export const SERVICE_STATUSES = ['accepted', 'in_progress', 'documents_submitted', 'completed', 'cancelled'] as const;
export type TServiceStatus = (typeof SERVICE_STATUSES)[number];
export const SERVICE_TRANSITIONS: Record<TServiceStatus, readonly TServiceStatus[]> = {
  accepted: ['in_progress', 'cancelled'],
  in_progress: ['documents_submitted', 'cancelled'],
  documents_submitted: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};
export const ACTIVE_SERVICE_STATUSES = ['accepted', 'in_progress', 'documents_submitted'] as const satisfies readonly TServiceStatus[];

export const ZServiceStatusInputSchema = z.object({ status: oneOf(SERVICE_STATUSES, 'status'), note: freeText(500).nullable().optional() });
export type TServiceStatusInput = z.infer<typeof ZServiceStatusInputSchema>;

export const ZServiceListQuerySchema = ZPageQuerySchema.extend({ status: oneOf(SERVICE_STATUSES, 'status').optional() });
export type TServiceListQuery = z.infer<typeof ZServiceListQuerySchema>;

export const PAYMENT_STATUSES = ['captured', 'partially_refunded', 'refunded'] as const;
export const ZServiceSchema = z.object({
  serviceId: z.string(),
  requestId: z.string(),
  quoteId: z.string(),
  expertId: z.string(),
  expertName: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  visaType: z.string(),
  serviceOption: ZServiceOptionSchema,
  status: z.enum(SERVICE_STATUSES),
  amount: z.number().int(),
  refundedAmount: z.number().int(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Roadmap steps done over all steps (0 and 0 before a roadmap is assigned). */
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  history: z.array(z.object({ status: z.enum(SERVICE_STATUSES), at: z.string(), note: z.string().nullable() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TService = z.infer<typeof ZServiceSchema>;
export const ZServiceListSchema = ZPageSchema(ZServiceSchema);
export type TServiceList = z.infer<typeof ZServiceListSchema>;

// ---------- roadmaps ----------

export const ROADMAP_STEP_KINDS = ['document', 'submission', 'result'] as const;
export const ROADMAP_STEP_STATUSES = ['todo', 'done'] as const;
export const ZRoadmapMessageSchema = z.object({
  messageId: z.string(),
  stepId: z.string().nullable(),
  authorId: z.string(),
  authorRole: z.enum(['pro', 'client']),
  body: z.string(),
  createdAt: z.string(),
});
export type TRoadmapMessage = z.infer<typeof ZRoadmapMessageSchema>;
export const ZServiceRoadmapStepSchema = z.object({
  stepId: z.string(),
  order: z.number().int(),
  kind: z.enum(ROADMAP_STEP_KINDS),
  /** A document code (from the assessment's missing documents) or a step key; the UI translates it. */
  key: z.string(),
  title: z.string(),
  dueDate: z.string().nullable(),
  status: z.enum(ROADMAP_STEP_STATUSES),
  completedAt: z.string().nullable(),
});
export type TServiceRoadmapStep = z.infer<typeof ZServiceRoadmapStepSchema>;
export const ZRoadmapSchema = z.object({
  /** The progress id of `POST /roadmap/{progressId}/communication`. */
  progressId: z.string(),
  serviceId: z.string(),
  clientId: z.string(),
  clientName: z.string(),
  expertId: z.string(),
  expertName: z.string(),
  visaType: z.string(),
  applicationType: z.string(),
  steps: z.array(ZServiceRoadmapStepSchema),
  messages: z.array(ZRoadmapMessageSchema),
  assignedAt: z.string(),
});
export type TRoadmap = z.infer<typeof ZRoadmapSchema>;

/** `POST /roadmap/{serviceId}/assign`: builds the roadmap from the template (assigning again rebuilds it, keeping done steps). */
export const ZRoadmapAssignSchema = z.object({
  applicationType: oneOf(['new', 'extension', 'change'] as const, 'applicationType').default('new'),
  /** Days from today for the document steps, then the submission and result steps. */
  targetDate: isoDate('목표일').nullable().optional(),
});
export type TRoadmapAssign = z.infer<typeof ZRoadmapAssignSchema>;

/** `POST /roadmap/{progressId}/communication`: a message, optionally on a step, optionally marking it done. */
export const ZRoadmapCommunicationSchema = z.object({
  body: z
    .string({ error: '메시지를 입력해주세요.' })
    .pipe(freeText(SPECIALIST_MESSAGE_MAX))
    .pipe(z.string().trim().min(1, { error: '메시지를 입력해주세요.' })),
  stepId: z.uuid().nullable().optional(),
  markStepDone: z.boolean().optional(),
});
export type TRoadmapCommunication = z.infer<typeof ZRoadmapCommunicationSchema>;

export const ZRoadmapClientSchema = z.object({
  clientId: z.string(),
  clientName: z.string(),
  serviceId: z.string(),
  progressId: z.string().nullable(),
  visaType: z.string(),
  status: z.enum(SERVICE_STATUSES),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  nextStep: z.string().nullable(),
  lastMessageAt: z.string().nullable(),
});
export const ZRoadmapClientListSchema = ZPageSchema(ZRoadmapClientSchema);
export type TRoadmapClient = z.infer<typeof ZRoadmapClientSchema>;
export type TRoadmapClientList = z.infer<typeof ZRoadmapClientListSchema>;
export const ZRoadmapDashboardSchema = z.object({
  clients: z.number().int(),
  withoutRoadmap: z.number().int(),
  stepsDone: z.number().int(),
  stepsTotal: z.number().int(),
  overdueSteps: z.number().int(),
  byStatus: z.record(z.string(), z.number().int()),
});
export type TRoadmapDashboard = z.infer<typeof ZRoadmapDashboardSchema>;

// ---------- schedules ----------

export const ZScheduleInputSchema = z
  .object({
    serviceId: z.uuid({ error: '올바른 서비스 ID가 아닙니다.' }).nullable().optional(),
    title: plainText(200).pipe(z.string().trim().min(1, { error: '제목을 입력해주세요.' })),
    startsAt: isoDateTime('시작 시각'),
    endsAt: isoDateTime('종료 시각'),
    timeZone: ZTimeZoneSchema,
    mode: oneOf(['online', 'offline', 'phone'] as const, 'mode').default('online'),
    note: freeText(1_000).nullable().optional(),
  })
  .refine((s) => Date.parse(s.endsAt) > Date.parse(s.startsAt), { error: '종료 시각은 시작 시각 이후여야 합니다.', path: ['endsAt'] })
  .refine((s) => Date.parse(s.endsAt) - Date.parse(s.startsAt) <= SCHEDULE_MAX_MINUTES * 60_000, {
    error: `일정은 ${SCHEDULE_MAX_MINUTES / 60}시간을 넘을 수 없습니다.`,
    path: ['endsAt'],
  });
export type TScheduleInput = z.infer<typeof ZScheduleInputSchema>;
export const ZScheduleQuerySchema = z.object({ from: isoDateTime('from').optional(), to: isoDateTime('to').optional() });
export type TScheduleQuery = z.infer<typeof ZScheduleQuerySchema>;
export const ZScheduleSchema = z.object({
  scheduleId: z.string(),
  serviceId: z.string().nullable(),
  clientName: z.string().nullable(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  mode: z.enum(['online', 'offline', 'phone']),
  note: z.string().nullable(),
});
export type TSchedule = z.infer<typeof ZScheduleSchema>;
export const ZScheduleListSchema = z.object({ items: z.array(ZScheduleSchema), vacation: ZVacationSchema.nullable() });
export type TScheduleList = z.infer<typeof ZScheduleListSchema>;

// ---------- settlements and payments ----------

export const PAYOUT_STATUSES = ['pending', 'paid'] as const;
export const ZSettlementSchema = z.object({
  settlementId: z.string(),
  serviceId: z.string(),
  clientName: z.string(),
  visaType: z.string(),
  gross: z.number().int(),
  refunded: z.number().int(),
  platformFee: z.number().int(),
  net: z.number().int(),
  payoutStatus: z.enum(PAYOUT_STATUSES),
  /** The 10th of the month after completion (docs/rules/specialist.md). */
  payoutDate: z.string(),
  completedAt: z.string(),
});
export type TSettlement = z.infer<typeof ZSettlementSchema>;
export const ZSettlementQuerySchema = ZPageQuerySchema.extend({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'month는 YYYY-MM이어야 합니다.' })
    .optional(),
});
export type TSettlementQuery = z.infer<typeof ZSettlementQuerySchema>;
export const ZSettlementListSchema = ZPageSchema(ZSettlementSchema).extend({
  totals: z.object({ gross: z.number().int(), refunded: z.number().int(), platformFee: z.number().int(), net: z.number().int() }),
  /** The last 12 months with their net totals, oldest first (the chart). */
  byMonth: z.array(z.object({ month: z.string(), net: z.number().int(), count: z.number().int() })),
});
export type TSettlementList = z.infer<typeof ZSettlementListSchema>;

export const PAYMENT_KINDS = ['charge', 'refund', 'payout'] as const;
export const ZPaymentSchema = z.object({
  paymentId: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  serviceId: z.string(),
  amount: z.number().int(),
  provider: z.string(),
  providerReference: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type TPayment = z.infer<typeof ZPaymentSchema>;
/** `GET /api/v1/admin/payments/transactions` (admin): the ledger, newest first, optionally one kind or one service. */
export const ZPaymentListQuerySchema = ZPageQuerySchema.extend({
  kind: oneOf(PAYMENT_KINDS, 'kind').optional(),
  serviceId: z.uuid({ error: '올바른 서비스 ID가 아닙니다.' }).optional(),
});
export type TPaymentListQuery = z.infer<typeof ZPaymentListQuerySchema>;
export const ZPaymentListSchema = ZPageSchema(ZPaymentSchema);
/** `POST /api/v1/admin/payments/transactions/{id}/refund` (spec 002 §7, admin): `amount` omitted refunds what is left. */
export const ZRefundInputSchema = z.object({
  reason: plainText(500).pipe(z.string().trim().min(1, { error: '환불 사유를 입력해주세요.' })),
  amount: ZKrwAmountSchema(REFUND_AMOUNT_MIN, REFUND_AMOUNT_MAX).optional(),
});
export type TRefundInput = z.infer<typeof ZRefundInputSchema>;

// ---------- the applicant's side ----------

/** `POST /api/visa/v3/matching/{id}/quotes/{quoteId}/accept` (Idempotency-Key): the service it paid for. */
export const ZAcceptQuoteParamsSchema = z.object({ id: z.uuid({ error: '올바른 ID가 아닙니다.' }), quoteId: z.uuid({ error: '올바른 ID가 아닙니다.' }) });
export const ZAcceptQuoteResultSchema = z.object({ service: ZServiceSchema, payment: ZPaymentSchema });
export type TAcceptQuoteResult = z.infer<typeof ZAcceptQuoteResultSchema>;

/** `GET /api/visa/v3/services` and `/{id}`: the applicant's paid services with their roadmaps. */
export const ZClientServiceSchema = ZServiceSchema.extend({ roadmap: ZRoadmapSchema.nullable() });
export type TClientService = z.infer<typeof ZClientServiceSchema>;
export const ZClientServiceListSchema = z.object({ items: z.array(ZClientServiceSchema) });
/** `POST /api/visa/v3/services/{id}/messages`: the client answers on the roadmap. */
export const ZClientMessageSchema = z.object({ body: ZRoadmapCommunicationSchema.shape.body, stepId: z.uuid().nullable().optional() });

// ---------- the pro dashboard ----------

export const ZProDashboardSchema = z.object({
  profile: z.object({ name: z.string(), expertise: ZExpertiseSchema, rating: z.number().nullable(), onVacation: z.boolean() }),
  stats: ZSpecialistStatsSchema,
  /** The newest requests waiting for a quote (at most 5). */
  newRequests: z.array(ZSpecialistRequestSchema),
  /** The next schedules (at most 5). */
  upcomingSchedules: z.array(ZScheduleSchema),
  /** Net revenue of the last 6 months, oldest first. */
  revenueByMonth: z.array(z.object({ month: z.string(), net: z.number().int() })),
});
export type TProDashboard = z.infer<typeof ZProDashboardSchema>;
