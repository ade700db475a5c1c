import {
  COMPARE_MAX,
  HISTORY_PAGE_SIZE,
  type TAssessment,
  type TAssessmentDetail,
  type TAssessmentList,
  type TBookmarkList,
  type TComparison,
  type TEmailQueued,
  type TEvaluateRequest,
  type TMatchingRequest,
  type TMatchingRequestList,
  type TRequiredFields,
  type TRequiredFieldsQuery,
  type TSelectExpert,
  type TMatchingPreferences,
  type TVisaTypeEntry,
} from '@tov/contracts';
import type { HistoryFilters } from '../features/visa/history-filters';
import { newRequestId } from './request-id';
import { http, unwrap } from './http-client';

const BASE = '/visa/v3';
/** Visa API time-out (spec 001 §9). */
export const VISA_TIMEOUT_MS = 30_000;
export { COMPARE_MAX, HISTORY_PAGE_SIZE };

/**
 * Spec 001 §5's response rules on a contract-shaped assessment: the ids alias each other, the score
 * is clamped to 0-100, and an answer without a visa type or application type is an error.
 */
export function normaliseAssessment<A extends TAssessment>(assessment: A): A {
  if (!assessment.visaType) throw new Error('Assessment response lacks visaType');
  if (!assessment.applicationType) throw new Error('Assessment response lacks applicationType');
  const id = assessment.assessmentId || assessment.evaluationId;
  return { ...assessment, assessmentId: id, evaluationId: assessment.evaluationId || id, score: Math.min(100, Math.max(0, assessment.score)) };
}

/** Spec 001 §5: the visa type list must be an array; an entry without a code or name is warned about and left out. */
export function normaliseVisaTypes(list: TVisaTypeEntry[]): TVisaTypeEntry[] {
  if (!Array.isArray(list)) throw new Error('Visa type list must be an array');
  return list.filter((entry) => {
    const ok = Boolean(entry?.code) && Boolean(entry.nameKo || entry.nameEn);
    if (!ok) console.warn('[visa] visa type entry without code or name', entry);
    return ok;
  });
}

export interface HistoryPage {
  evaluations: TAssessment[];
  page: number;
  limit: number;
  total: number;
}

/** Visa API, base /api/visa/v3 (spec 001 §7); every shape is a contract of @tov/contracts. */
export const visaApi = {
  async types(): Promise<TVisaTypeEntry[]> {
    // Silent, one retry: step 1 falls back to the 13 built-in forms with a notice of its own.
    const res = await http.get(`${BASE}/types`, { timeout: VISA_TIMEOUT_MS, silent: true, autoRetries: 1 });
    return normaliseVisaTypes(unwrap<TVisaTypeEntry[]>(res.data));
  },
  async evaluate(request: TEvaluateRequest): Promise<TAssessment> {
    const res = await http.post(`${BASE}/assessment/evaluate`, request, { timeout: VISA_TIMEOUT_MS, headers: { 'Idempotency-Key': newRequestId() } });
    return normaliseAssessment(unwrap<TAssessment>(res.data));
  },
  async get(id: string): Promise<TAssessmentDetail> {
    const res = await http.get(`${BASE}/assessment/${encodeURIComponent(id)}`, { timeout: VISA_TIMEOUT_MS, params: { includeAnalysis: 'true' }, silent: true });
    return normaliseAssessment(unwrap<TAssessmentDetail>(res.data));
  },
  /** The newest saved assessment of the caller, or null when there is none. */
  async latest(): Promise<TAssessment | null> {
    const res = await http.get(`${BASE}/assessment`, { timeout: VISA_TIMEOUT_MS, params: { page: 1, limit: 1 }, silent: true });
    const first = unwrap<TAssessmentList>(res.data).assessments[0];
    return first ? normaliseAssessment(first) : null;
  },
  async history(page: number, filters: HistoryFilters, limit = HISTORY_PAGE_SIZE): Promise<HistoryPage> {
    const params: Record<string, unknown> = { page, limit };
    for (const [k, v] of Object.entries(filters)) if (v) params[k] = v;
    // Filters are answered by GET /assessment; the plain history by /assessment/history (spec 001 §7).
    const filtered = Object.keys(params).length > 2;
    const res = await http.get(filtered ? `${BASE}/assessment` : `${BASE}/assessment/history`, { timeout: VISA_TIMEOUT_MS, params, silent: true });
    if (filtered) {
      const data = unwrap<TAssessmentList>(res.data);
      return { evaluations: data.assessments.map(normaliseAssessment), page: data.page, limit: data.limit, total: data.total };
    }
    const data = unwrap<HistoryPage>(res.data);
    return { ...data, evaluations: data.evaluations.map(normaliseAssessment) };
  },
  async remove(id: string): Promise<void> {
    await http.delete(`${BASE}/assessment/${encodeURIComponent(id)}`, { timeout: VISA_TIMEOUT_MS });
  },
  async compare(assessmentIds: string[]): Promise<TComparison> {
    if (assessmentIds.length > COMPARE_MAX) throw new Error(`At most ${COMPARE_MAX} assessments can be compared`);
    const res = await http.post(`${BASE}/assessment/compare`, { assessmentIds }, { timeout: VISA_TIMEOUT_MS });
    const data = unwrap<TComparison>(res.data);
    return { ...data, assessments: data.assessments.map(normaliseAssessment) };
  },
  /** The documents of a visa type for an application type, with those of a sub-type when one is given. */
  async requiredDocuments(visaType: string, applicationType = 'NEW', subtype?: string): Promise<TRequiredFields> {
    const query: TRequiredFieldsQuery = { applicationType, ...(subtype ? { subtype } : {}) };
    const res = await http.get(`${BASE}/required-fields/${encodeURIComponent(visaType)}`, { params: query, silent: true });
    return unwrap<TRequiredFields>(res.data);
  },
  async addBookmark(assessmentId: string): Promise<void> {
    await http.post(`${BASE}/bookmark`, { assessmentId });
  },
  async removeBookmark(assessmentId: string): Promise<void> {
    await http.delete(`${BASE}/bookmark/${encodeURIComponent(assessmentId)}`);
  },
  async isBookmarked(assessmentId: string): Promise<boolean> {
    const res = await http.get(`${BASE}/bookmark/check/${encodeURIComponent(assessmentId)}`, { silent: true });
    return unwrap<{ bookmarked: boolean }>(res.data).bookmarked;
  },
  async bookmarks(): Promise<TBookmarkList['bookmarks']> {
    const res = await http.get(`${BASE}/bookmark`);
    return unwrap<TBookmarkList>(res.data).bookmarks;
  },
  async emailAvailable(): Promise<boolean> {
    const res = await http.get(`${BASE}/email/availability`, { silent: true });
    return unwrap<{ available: boolean }>(res.data).available;
  },
  /** The summary goes to the account's own address (the answer says which). */
  async sendSummary(assessmentId: string, language: string): Promise<TEmailQueued> {
    const res = await http.post(`${BASE}/email/send-summary`, { assessmentId, language }, { headers: { 'Idempotency-Key': newRequestId() } });
    return unwrap<TEmailQueued>(res.data);
  },
  async feedback(assessmentId: string, rating: number, comment: string): Promise<void> {
    await http.post(`${BASE}/feedback`, { assessmentId, rating, ...(comment.trim() ? { comment } : {}) });
  },
  /** The matching request of an assessment: made on the first call, the same one on every later call. */
  async requestExperts(assessmentId: string, preferences: Partial<TMatchingPreferences>): Promise<TMatchingRequest> {
    const res = await http.post(`${BASE}/matching/create`, { assessmentId, preferences }, { headers: { 'Idempotency-Key': newRequestId() } });
    return unwrap<TMatchingRequest>(res.data);
  },
  /** The request made about an assessment, or null before the applicant asked for an expert. */
  async matchingFor(assessmentId: string): Promise<TMatchingRequest | null> {
    const res = await http.get(`${BASE}/matching`, { params: { assessmentId }, silent: true });
    return unwrap<TMatchingRequestList>(res.data).items[0] ?? null;
  },
  async matching(requestId: string): Promise<TMatchingRequest> {
    // Read again while the screen waits for a quote: a failure there shows nothing (the next read may work).
    const res = await http.get(`${BASE}/matching/${encodeURIComponent(requestId)}`, { silent: true });
    return unwrap<TMatchingRequest>(res.data);
  },
  async selectExpert(requestId: string, choice: TSelectExpert): Promise<TMatchingRequest> {
    const res = await http.post(`${BASE}/matching/${encodeURIComponent(requestId)}/select`, choice);
    return unwrap<TMatchingRequest>(res.data);
  },
};
