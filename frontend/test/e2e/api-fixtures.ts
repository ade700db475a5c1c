import { waitForAccountEmail } from '@tov/kit/testing';
import { DEMO_PASSWORD, SMTP_SINK, url } from './helpers';

/** A one-page PDF: a file whose bytes say what its name says (the object store checks content, not names). */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A demo account's access token, signed in through the gateway. */
export async function demoToken(email: string): Promise<string> {
  const res = await fetch(url('/api/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/**
 * A challenge of the demo company, published by the demo admin, made through the API (the screens
 * that post and publish have their own e2e); `fields` over a beginner challenge due in a week.
 */
export async function publishedChallenge(title: string, fields: Record<string, unknown>): Promise<string> {
  const [company, admin] = await Promise.all([demoToken('company@demo.tov'), demoToken('superadmin@demo.tov')]);
  const body = { title, difficulty: 'beginner', rewards: ['mentoring'], deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(), ...fields };
  const created = await fetch(url('/api/v1/challenges'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${company}` },
    body: JSON.stringify(body),
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
  const { id } = ((await created.json()) as { data: { id: string } }).data;
  const published = await fetch(url(`/api/v1/admin/tovspark/challenges/${id}/publish`), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    body: JSON.stringify({ status: 'published' }),
  });
  if (published.status !== 200) throw new Error(`publish: ${published.status} ${await published.text()}`);
  return id;
}

/** A JSON call to the gateway, with the token when given. */
export async function api(method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(url(path), {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> & { items?: Record<string, unknown>[] } } };
}

/** A new D-10 applicant, signed up and verified through the API (the verification link from the sink) and visible to companies: their token. */
export async function talentSignedUp(name: string, email: string): Promise<string> {
  const registered = await api('POST', '/api/auth/register', {
    role: 'challenger',
    email,
    password: 'secret123',
    phoneNumber: '010-0000-0000',
    name,
    nationality: 'Vietnam',
    gender: 'female',
    dateOfBirth: '1995-03-01',
    availableLanguages: 'Vietnamese, Korean',
    visaType: 'D-10',
    inquiryType: 'job',
    purpose: 'job_preparation',
  });
  expect(registered.status).toBe(202);
  const { token } = await waitForAccountEmail({ smtpSinkUrl: SMTP_SINK }, email, 'verify-email', { timeoutMs: 60_000 });
  const verified = await api('POST', '/api/auth/verify-email', { token });
  expect(verified.status).toBe(200);
  const signedIn = String(verified.body.data.token);
  // Off by default: the talent chooses to be found (docs/decisions/127-talent-search-opt-in.md).
  const optedIn = await api('PUT', '/api/v1/user/settings', { privacy: { visibleToCompanies: true } }, signedIn);
  expect(optedIn.status).toBe(200);
  return signedIn;
}
