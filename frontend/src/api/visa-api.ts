import type {
  ApplicationType,
  Assessment,
  EvaluateRequest,
  Expert,
  HistoryFilters,
  HistoryPage,
  MatchingRequest,
  VisaTypeEntry,
} from '../features/visa/types';
import { newRequestId } from './request-id';
import { http, unwrap } from './http-client';

const BASE = '/visa/v3';
/** Visa API time-out (spec 001 §9). */
export const VISA_TIMEOUT_MS = 30_000;
export const COMPARE_MAX = 5;
export const HISTORY_PAGE_SIZE = 10;

const asArray = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** Response normalisation (spec 001 §5): ids aliased, score clamped, lists made arrays; no visaType or applicationType throws. */
export function normaliseAssessment(raw: unknown): Assessment {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const inner = (r.assessment && typeof r.assessment === 'object' ? r.assessment : r) as Record<string, unknown>;
  if (typeof inner.visaType !== 'string' || !inner.visaType) throw new Error('Assessment response lacks visaType');
  if (typeof inner.applicationType !== 'string' || !inner.applicationType) throw new Error('Assessment response lacks applicationType');
  const id = String(inner.assessmentId ?? inner.evaluationId ?? inner._id ?? inner.id ?? '');
  const rawScore = Number(inner.score);
  return {
    assessmentId: String(inner.assessmentId ?? id),
    evaluationId: String(inner.evaluationId ?? id),
    visaType: inner.visaType,
    applicationType: inner.applicationType as ApplicationType,
    eligible: Boolean(inner.eligible),
    score: Number.isFinite(rawScore) ? Math.min(100, Math.max(0, rawScore)) : 0,
    recommendations: asArray(inner.recommendations),
    changePaths: asArray(inner.changePaths),
    evaluatedAt: typeof inner.evaluatedAt === 'string' ? inner.evaluatedAt : new Date().toISOString(),
    breakdown: asArray(inner.breakdown),
    missingDocuments: asArray<string>(inner.missingDocuments).filter((d) => typeof d === 'string'),
    ...(typeof inner.ruleSetId === 'string' ? { ruleSetId: inner.ruleSetId } : {}),
    ...(typeof inner.passMark === 'number' ? { passMark: inner.passMark } : {}),
    ...(typeof inner.totalPoints === 'number' ? { totalPoints: inner.totalPoints } : {}),
    ...(typeof inner.maxPoints === 'number' ? { maxPoints: inner.maxPoints } : {}),
    ...(typeof inner.passScore === 'number' ? { passScore: inner.passScore } : {}),
    ...(Array.isArray(inner.roadmap) ? { roadmap: inner.roadmap as Assessment['roadmap'] } : {}),
  };
}

export function normaliseVisaTypes(raw: unknown): VisaTypeEntry[] {
  const list = Array.isArray(raw) ? raw : asArray((raw as { types?: unknown } | null)?.types);
  if (!Array.isArray(raw) && !Array.isArray((raw as { types?: unknown } | null)?.types)) {
    throw new Error('Visa type list must be an array');
  }
  return list
    .filter((t: unknown) => {
      const ok = t && typeof t === 'object' && typeof (t as VisaTypeEntry).code === 'string';
      if (!ok || (!(t as VisaTypeEntry).nameKo && !(t as VisaTypeEntry).nameEn)) console.warn('[visa] visa type entry without code or name', t);
      return ok;
    })
    .map((t: VisaTypeEntry) => ({ code: t.code, nameKo: t.nameKo ?? t.code, nameEn: t.nameEn ?? t.code, fullAssessment: Boolean(t.fullAssessment) }));
}

/** Visa API, base /api/visa/v3 (spec 001 §7). */
export const visaApi = {
  async types(): Promise<VisaTypeEntry[]> {
    // Silent, one retry: step 1 falls back to the 13 built-in forms with a notice of its own.
    const res = await http.get(`${BASE}/types`, { timeout: VISA_TIMEOUT_MS, silent: true, autoRetries: 1 });
    return normaliseVisaTypes(unwrap(res.data));
  },
  async evaluate(request: EvaluateRequest): Promise<Assessment> {
    const res = await http.post(`${BASE}/assessment/evaluate`, request, {
      timeout: VISA_TIMEOUT_MS,
      headers: { 'Idempotency-Key': newRequestId() },
    });
    return normaliseAssessment(unwrap(res.data));
  },
  async get(id: string): Promise<Assessment> {
    const res = await http.get(`${BASE}/assessment/${encodeURIComponent(id)}`, { timeout: VISA_TIMEOUT_MS, params: { includeAnalysis: true } });
    return normaliseAssessment(unwrap(res.data));
  },
  async history(page: number, filters: HistoryFilters, limit = HISTORY_PAGE_SIZE): Promise<HistoryPage> {
    const params: Record<string, unknown> = { page, limit };
    let filtered = false;
    for (const [k, v] of Object.entries(filters)) {
      if (v) {
        params[k] = v;
        filtered = true;
      }
    }
    // /assessment/history pages everything; the filtered list is GET /assessment (spec 001 §7).
    const res = await http.get(filtered ? `${BASE}/assessment` : `${BASE}/assessment/history`, { timeout: VISA_TIMEOUT_MS, params });
    const data = unwrap<Record<string, unknown>>(res.data) ?? {};
    const list = data.evaluations ?? data.assessments ?? data.items;
    if (!Array.isArray(list)) throw new Error('Assessments must be an array');
    return {
      evaluations: list.map(normaliseAssessment),
      page: Number(data.page ?? page) || page,
      limit: Number(data.limit ?? limit) || limit,
      total: Number(data.total ?? list.length) || 0,
    };
  },
  async remove(id: string): Promise<void> {
    await http.delete(`${BASE}/assessment/${encodeURIComponent(id)}`, { timeout: VISA_TIMEOUT_MS });
  },
  async compare(assessmentIds: string[]): Promise<Assessment[]> {
    if (assessmentIds.length > COMPARE_MAX) throw new Error(`At most ${COMPARE_MAX} assessments can be compared`);
    const res = await http.post(`${BASE}/assessment/compare`, { assessmentIds }, { timeout: VISA_TIMEOUT_MS });
    const data = unwrap<unknown>(res.data);
    const list = Array.isArray(data) ? data : asArray((data as { assessments?: unknown })?.assessments);
    return list.map(normaliseAssessment);
  },
  async requiredDocuments(visaType: string, applicationType: ApplicationType = 'NEW'): Promise<string[]> {
    const res = await http.get(`${BASE}/required-fields/${encodeURIComponent(visaType)}`, { params: { applicationType }, silent: true });
    const data = unwrap<{ documents?: unknown }>(res.data);
    return asArray<string>(data?.documents);
  },
  async addBookmark(assessmentId: string): Promise<void> {
    await http.post(`${BASE}/bookmark`, { assessmentId });
  },
  async removeBookmark(assessmentId: string): Promise<void> {
    await http.delete(`${BASE}/bookmark/${encodeURIComponent(assessmentId)}`);
  },
  async isBookmarked(assessmentId: string): Promise<boolean> {
    const res = await http.get(`${BASE}/bookmark/check/${encodeURIComponent(assessmentId)}`, { silent: true });
    const data = unwrap<{ bookmarked?: boolean; isBookmarked?: boolean } | boolean>(res.data);
    return typeof data === 'boolean' ? data : Boolean(data?.bookmarked ?? data?.isBookmarked);
  },
  async bookmarks(): Promise<Assessment[]> {
    const res = await http.get(`${BASE}/bookmark`);
    const data = unwrap<unknown>(res.data);
    const list = Array.isArray(data) ? data : asArray((data as { bookmarks?: unknown })?.bookmarks);
    return list.flatMap((b) => {
      try {
        return [normaliseAssessment((b as { assessment?: unknown }).assessment ?? b)];
      } catch {
        return [];
      }
    });
  },
  async emailAvailable(): Promise<boolean> {
    const res = await http.get(`${BASE}/email/availability`, { silent: true });
    const data = unwrap<{ available?: boolean }>(res.data);
    return Boolean(data?.available ?? true);
  },
  async sendSummary(assessmentId: string, to: string, language: string): Promise<void> {
    const body = { assessmentId, ...(to ? { to } : {}), language: language.startsWith('ko') ? 'ko' : 'en' };
    await http.post(`${BASE}/email/send-summary`, body, { headers: { 'Idempotency-Key': newRequestId() } });
  },
  async feedback(assessmentId: string, rating: number, comment: string): Promise<void> {
    await http.post(`${BASE}/feedback`, { assessmentId, rating, comment });
  },
  async createMatching(assessmentId: string, preferences: Record<string, unknown>): Promise<MatchingRequest> {
    const res = await http.post(`${BASE}/matching/create`, { assessmentId, preferences }, { headers: { 'Idempotency-Key': newRequestId() } });
    return normaliseMatching(unwrap(res.data));
  },
  async matching(id: string): Promise<MatchingRequest> {
    const res = await http.get(`${BASE}/matching/${encodeURIComponent(id)}`);
    return normaliseMatching(unwrap(res.data));
  },
  async selectExpert(id: string, expertId: string, serviceOption: string): Promise<MatchingRequest> {
    const res = await http.post(`${BASE}/matching/${encodeURIComponent(id)}/select`, { expertId, serviceOption });
    return normaliseMatching(unwrap(res.data));
  },
};

function normaliseMatching(raw: unknown): MatchingRequest {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const experts = asArray<Record<string, unknown>>(r.experts ?? r.candidates).map((e, i) => ({
    ...(e as object),
    expertId: String(e.expertId ?? e.id ?? i),
    name: String(e.name ?? e.expertId ?? ''),
    rank: typeof e.rank === 'number' ? e.rank : i + 1,
  })) as Expert[];
  experts.sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0));
  return {
    matchingId: String(r.matchingId ?? r.id ?? r._id ?? ''),
    assessmentId: String(r.assessmentId ?? ''),
    status: String(r.status ?? 'pending'),
    experts,
    selectedExpertId: (r.selectedExpertId as string | null | undefined) ?? null,
  };
}
