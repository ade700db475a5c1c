import { z } from 'zod';
import { GATE_VERDICTS } from '../hire-visa-rules';
import { ZOccupationCodeSchema } from '../occupations';
import { ZWholeNumberSchema } from './amounts';
import { calendarDate, COMPANY_BASE, HIRING_STAGES, type THiringStage } from './company';
import { freeText, oneOf, requiredText } from './validators';

/**
 * The hiring pipeline of a company (`/api/company/hiring/*`, issue 21; decision 143). A candidate
 * comes from tovspark (a contacted talent, or a scored submission to a challenge of the company
 * with a recruitment reward) and moves through the stages below; the visa gate answers, for the
 * latest offer, whether the candidate's status of stay allows the job (hire-visa-rules.ts).
 */

export const HIRING_BASE = `${COMPANY_BASE}/hiring`;

/** The stages' Korean names (messages and the fallback of the screens). */
export const PIPELINE_STAGE_LABELS: Readonly<Record<THiringStage, string>> = {
  sourced: '발굴',
  contacted: '연락',
  screening: '서류 검토',
  interview: '면접',
  offer: '채용 제안',
  hired: '채용',
  rejected: '불합격',
};

/** Legal moves: one stage forward, or out to `rejected`; `hired` and `rejected` are final. The screens offer only these. */
export const PIPELINE_MOVES: Readonly<Record<THiringStage, readonly THiringStage[]>> = {
  sourced: ['contacted', 'rejected'],
  contacted: ['screening', 'rejected'],
  screening: ['interview', 'rejected'],
  interview: ['offer', 'rejected'],
  offer: ['hired', 'rejected'],
  hired: [],
  rejected: [],
};

export function canMoveStage(from: THiringStage, to: THiringStage): boolean {
  return PIPELINE_MOVES[from].includes(to);
}

/** Stages at which an offer may be made (or its terms replaced); at `interview` it moves the candidate to `offer`. */
export const OFFER_STAGES: readonly THiringStage[] = ['interview', 'offer'];

/** Where a candidate came from: a talent the company contacted, or a scored challenge submission. */
export const CANDIDATE_SOURCES = ['talent', 'challenge'] as const;
export type TCandidateSource = (typeof CANDIDATE_SOURCES)[number];

export const STAGE_NOTES_MAX = 2_000;
/** KRW a year; the top is a bound on input (the column is a 32-bit integer), not a rule. */
export const OFFER_SALARY_MAX = 2_000_000_000;

/** `PUT /api/company/hiring/candidates/{id}/stage`. */
export const ZStageChangeInputSchema = z.object({
  stage: oneOf(HIRING_STAGES, '단계'),
  notes: freeText(STAGE_NOTES_MAX).optional(),
});
export type TStageChangeInput = z.infer<typeof ZStageChangeInputSchema>;

/** `POST /api/company/hiring/candidates/{id}/offer`. */
export const ZOfferInputSchema = z.object({
  /** Annual pay in KRW (a JSON integer, decision 113). */
  salary: ZWholeNumberSchema(1, OFFER_SALARY_MAX, '연봉은', '원'),
  startDate: calendarDate('입사 예정일'),
  position: requiredText('직위'),
  occupationCode: ZOccupationCodeSchema,
  visaSponsorship: z.boolean({ error: '비자 지원 여부를 선택해주세요.' }),
  /** The candidate's current visa's expiry, when known: the employee record takes it on the hire (else the start date, decision 144). */
  visaExpiryDate: calendarDate('비자 만료일').nullable().optional(),
});
export type TOfferInput = z.infer<typeof ZOfferInputSchema>;

export const ZPipelineQuerySchema = z.object({
  /** Only this stage's column. */
  stage: oneOf(HIRING_STAGES, '단계').optional(),
  source: oneOf(CANDIDATE_SOURCES, '출처').optional(),
});
export type TPipelineQuery = z.infer<typeof ZPipelineQuerySchema>;

export const ZGateReasonSchema = z.object({ code: z.string(), i18nKey: z.string(), ko: z.string() });

/** The visa gate's answer for a candidate and an offered occupation. */
export const ZVisaGateSchema = z.object({
  verdict: z.enum(GATE_VERDICTS),
  /** The status the candidate holds as far as tovspark knows (null: unknown). */
  currentVisa: z.string().nullable(),
  occupationCode: z.string(),
  /** The E-7 sub-type of the offered occupation. */
  offeredSubType: z.string(),
  /** The status to change to when the verdict is `needs_change`. */
  changeTo: z.string().nullable(),
  /** What must be done or proven before the hire, in order. */
  missing: z.array(ZGateReasonSchema),
  /** Not a refusal: e.g. an offer under the occupation's pay floor. */
  warnings: z.array(ZGateReasonSchema),
  ruleId: z.string(),
  source: z.string(),
});
export type TVisaGate = z.infer<typeof ZVisaGateSchema>;

export const ZOfferSchema = z.object({
  id: z.string(),
  salary: z.number().int(),
  startDate: z.string(),
  position: z.string(),
  occupationCode: z.string(),
  occupationName: z.string(),
  visaSponsorship: z.boolean(),
  visaExpiryDate: z.string().nullable(),
  createdAt: z.string(),
});
export type TOffer = z.infer<typeof ZOfferSchema>;

/** A pipeline card. `gate` is null until an offer names an occupation. */
export const ZCandidateCardSchema = z.object({
  id: z.string(),
  source: z.enum(CANDIDATE_SOURCES),
  /** The talent's (applicant's) user id. */
  userId: z.string(),
  name: z.string(),
  nationality: z.string().nullable(),
  visaType: z.string().nullable(),
  stage: z.enum(HIRING_STAGES),
  /** The challenge score, when the candidate came from one. */
  score: z.number().int().nullable(),
  challengeTitle: z.string().nullable(),
  stageChangedAt: z.string(),
  /** The stages the candidate may move to now. */
  nextStages: z.array(z.enum(HIRING_STAGES)),
  gate: ZVisaGateSchema.nullable(),
});
export type TCandidateCard = z.infer<typeof ZCandidateCardSchema>;

export const ZStageHistoryEntrySchema = z.object({
  fromStage: z.enum(HIRING_STAGES).nullable(),
  toStage: z.enum(HIRING_STAGES),
  notes: z.string().nullable(),
  /** `system` (tovspark's events) or the company account's id. */
  changedBy: z.string(),
  changedAt: z.string(),
});

/** The challenge work that brought the candidate in. */
export const ZCandidateWorkSchema = z.object({
  challengeId: z.string(),
  challengeTitle: z.string().nullable(),
  submissionId: z.string(),
  score: z.number().int(),
  description: z.string(),
  demoUrl: z.string().nullable(),
  scoredAt: z.string(),
});

export const ZCandidateDetailSchema = ZCandidateCardSchema.extend({
  experienceYears: z.number().int().nullable(),
  work: ZCandidateWorkSchema.nullable(),
  /** The company's message when it contacted the talent. */
  contactMessage: z.string().nullable(),
  offer: ZOfferSchema.nullable(),
  history: z.array(ZStageHistoryEntrySchema),
  /** Set once hired: the employee record made from the candidate and the offer. */
  employeeId: z.string().nullable(),
  /** Set when the hire went past a `needs_change` or `not_allowed` gate. */
  complianceItemId: z.string().nullable(),
  createdAt: z.string(),
});
export type TCandidateDetail = z.infer<typeof ZCandidateDetailSchema>;

/** Cards per column, newest move first; `count` is the column's full size. */
export const PIPELINE_COLUMN_LIMIT = 100;
export const ZPipelineSchema = z.object({
  stages: z.array(z.object({ stage: z.enum(HIRING_STAGES), count: z.number().int(), candidates: z.array(ZCandidateCardSchema) })),
});
export type TPipeline = z.infer<typeof ZPipelineSchema>;
