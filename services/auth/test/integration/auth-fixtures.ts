import { REFRESH_COOKIE, type TAuthResponse } from '@tov/contracts';
import type { AuthHarness } from './auth-harness';

/** The refresh token a response set in its cookie, or undefined. */
export function refreshCookieOf(res: { headers: Record<string, unknown> }): string | undefined {
  const header = res.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  const cookie = cookies.find((c: string) => c.startsWith(`${REFRESH_COOKIE}=`));
  const value = cookie?.slice(REFRESH_COOKIE.length + 1).split(';', 1)[0];
  return value || undefined;
}

/**
 * Signs up through the real flow: register (202, no token), the verification link from the queued
 * e-mail, `POST /verify-email`. Answers the sign-in and its refresh cookie.
 */
export async function signUpVerified(
  h: AuthHarness,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<TAuthResponse & { refreshToken: string }> {
  const registered = await h.service.app.inject({ method: 'POST', url: '/api/auth/register', payload, headers });
  if (registered.statusCode !== 202) throw new Error(`register answered ${registered.statusCode}: ${registered.body}`);
  const { token } = await h.accountEmail(String(payload.email), 'verify-email');
  const verified = await h.service.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token }, headers });
  if (verified.statusCode !== 200) throw new Error(`verify-email answered ${verified.statusCode}: ${verified.body}`);
  return { ...(verified.json().data as TAuthResponse), refreshToken: refreshCookieOf(verified)! };
}

let counter = 0;
/** A unique e-mail per test, so tests never depend on each other's data. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now()}.${process.pid}.${counter}@test.tov`;
}

export function challengerPayload(overrides: Record<string, unknown> = {}) {
  return {
    role: 'challenger',
    email: uniqueEmail('challenger'),
    password: 'secret123',
    name: 'Nguyen Van A',
    nationality: 'Vietnam',
    phoneNumber: '010-1234-5678',
    gender: 'male',
    dateOfBirth: '1995-04-12',
    availableLanguages: 'Vietnamese, English',
    visaType: 'E-7',
    inquiryType: 'visa',
    purpose: 'visa_consultation',
    ...overrides,
  };
}

export function companyPayload(overrides: Record<string, unknown> = {}) {
  return {
    role: 'company',
    email: uniqueEmail('company'),
    password: 'secret123',
    name: 'Lee Manager',
    companyName: 'ACME Korea',
    businessNumber: '123-45-67890',
    companyAddress: 'Seoul, Gangnam-gu',
    phoneNumber: '02-123-4567',
    ...overrides,
  };
}

export function proPayload(overrides: Record<string, unknown> = {}) {
  return {
    role: 'pro',
    email: uniqueEmail('pro'),
    password: 'secret123',
    name: 'Kim Specialist',
    expertise: 'administrative',
    certification: ['행정사'],
    experience: 7,
    phoneNumber: '010-9876-5432',
    ...overrides,
  };
}
