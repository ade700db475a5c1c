import { randomUUID } from 'node:crypto';
import { waitForAccountEmail } from '@tov/kit/testing';

/** The stack under test (`npm test` starts it and sets E2E_BASE_URL) and its SMTP sink. */
export const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
export const SMTP_SINK = process.env.SMTP_SINK_URL ?? 'http://127.0.0.1:1080';

export interface Envelope {
  success: boolean;
  code?: string;
  details?: Array<{ field: string; message: string }>;
  data: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- e2e reads many response shapes
}

/** One JSON call through the gateway, as the browser makes it. */
export async function call(method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Envelope };
}

/** Registers and follows the verification link the workers deliver to the SMTP sink (signed in). */
export async function signUp(payload: Record<string, unknown>) {
  const email = `${payload.role}.${randomUUID()}@test.tov`;
  const res = await call('POST', '/api/auth/register', { password: 'secret123', phoneNumber: '010-0000-0000', ...payload, email });
  expect(res.status).toBe(202);
  const { token } = await waitForAccountEmail({ smtpSinkUrl: SMTP_SINK }, email, 'verify-email', { timeoutMs: 60_000 });
  const verified = await call('POST', '/api/auth/verify-email', { token });
  expect(verified.status).toBe(200);
  return verified.body.data as { token: string; user: { id: string; email: string } };
}
