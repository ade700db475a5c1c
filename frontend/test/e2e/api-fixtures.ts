import { DEMO_PASSWORD, url } from './helpers';

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
