import { randomUUID } from 'node:crypto';
import { ZChallengeSchema, type TChallenge } from '@tov/contracts';
import type { TovsparkHarness } from './tovspark-harness';

export type Role = 'challenger' | 'company' | 'admin' | 'super_admin' | 'pro';

/** A caller as the gateway forwards it. */
export interface Caller {
  userId: string;
  role: Role;
}

export const caller = (role: Role): Caller => ({ userId: randomUUID(), role });
/** The identity headers the gateway forwards for `who`, signed with the service's secret. */
export const headersOf = (h: TovsparkHarness, who: Caller) => h.identityHeaders(who.userId, who.role);

export function challengeBody(overrides: Record<string, unknown> = {}) {
  return {
    title: `Chatbot for newcomers ${randomUUID().slice(0, 8)}`,
    description: 'A bot that answers settlement questions in Korean and English.',
    category: 'coding',
    type: 'tech_development',
    difficulty: 'intermediate',
    sparkPoints: 500,
    rewards: ['internship', 'mentoring'],
    deadline: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    mentor: 'Park Mentor',
    culturalGuide: 'Kim Guide',
    companyName: 'Acme Korea',
    ...overrides,
  };
}

/** A multipart/form-data body with one file part (as a browser's FormData sends it). */
export function multipartFile(data: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = `----tov${randomUUID().replace(/-/g, '')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The smallest PDF a reader opens (a page with a line of text). */
export function tinyPdf(text = 'hello'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]/Contents 4 0 R>>endobj\n4 0 obj<</Length 30>>stream\nBT /F1 12 Tf 20 50 Td (${text}) Tj ET\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

/** Calls the service as the gateway would (`inject`, no network). */
export function api(h: TovsparkHarness) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Caller, payload?: unknown) =>
    h.service.app.inject({ method, url, headers: headersOf(h, who), ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    call,
    async createChallenge(who: Caller, overrides: Record<string, unknown> = {}): Promise<TChallenge> {
      const res = await call('POST', '/api/v1/challenges', who, challengeBody(overrides));
      if (res.statusCode !== 201) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
      return ZChallengeSchema.parse(res.json().data);
    },
    async publish(admin: Caller, challengeId: string, status = 'published', reason?: string) {
      return call('PUT', `/api/v1/admin/tovspark/challenges/${challengeId}/publish`, admin, { status, ...(reason ? { reason } : {}) });
    },
    /** A company's challenge, published by an admin. */
    async publishedChallenge(company: Caller, admin: Caller, overrides: Record<string, unknown> = {}): Promise<TChallenge> {
      const created = await this.createChallenge(company, overrides);
      const res = await this.publish(admin, created.id);
      if (res.statusCode !== 200) throw new Error(`publish answered ${res.statusCode}: ${res.body}`);
      return ZChallengeSchema.parse(res.json().data);
    },
    /** `POST /{id}/join` (a submission needs it: CHALLENGE_NOT_JOINED before). */
    join(who: Caller, challengeId: string) {
      return call('POST', `/api/v1/challenges/${challengeId}/join`, who);
    },
    submit(who: Caller, challengeId: string, body: Record<string, unknown>) {
      return call('POST', `/api/v1/challenges/${challengeId}/submission`, who, body);
    },
    /** `POST /{id}/files` with one file. */
    upload(who: Caller, challengeId: string, data: Buffer, filename: string, contentType: string, field = 'file') {
      const { payload, headers } = multipartFile(data, filename, contentType, field);
      return h.service.app.inject({ method: 'POST', url: `/api/v1/challenges/${challengeId}/files`, headers: { ...headersOf(h, who), ...headers }, payload });
    },
  };
}
