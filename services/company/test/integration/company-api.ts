import { randomUUID } from 'node:crypto';
import { userRegisteredV1 } from '@tov/contracts';
import type { CompanyHarness } from './company-harness';

export type Role = 'challenger' | 'company' | 'admin' | 'super_admin' | 'pro';

/** A caller as the gateway forwards it. */
export interface Caller {
  userId: string;
  role: Role;
}

export const caller = (role: Role): Caller => ({ userId: randomUUID(), role });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Calls the service as the gateway would (`inject`, no network), and makes the facts other services publish. */
export function api(h: CompanyHarness) {
  const call = (method: Method, url: string, who: Caller, payload?: unknown, headers: Record<string, string> = {}) =>
    h.service.app.inject({
      method,
      url,
      headers: { ...h.identityHeaders(who.userId, who.role), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    call,
    /** A company account registered through auth: its profile exists once the event is processed. */
    async company(companyName = `Company ${randomUUID().slice(0, 6)}`): Promise<Caller & { companyName: string; email: string }> {
      const userId = randomUUID();
      const email = `hr-${userId.slice(0, 8)}@company.test`;
      const event = await h.publish(userRegisteredV1, {
        userId,
        email,
        name: 'HR Kim',
        role: 'company',
        roles: ['company'],
        registeredAt: new Date().toISOString(),
        companyName,
      });
      await h.processed(event.id);
      return { userId, role: 'company', companyName, email };
    },
  };
}

/** A valid employee body; `overrides` change or add fields. */
export function employeeBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: `Nguyen Van ${randomUUID().slice(0, 4)}`,
    nationality: 'Vietnam',
    position: 'Engineer',
    department: 'R&D',
    startDate: '2025-03-01',
    visaType: 'E-7',
    visaIssueDate: '2025-02-01',
    visaExpiryDate: '2028-02-01',
    ...overrides,
  };
}

/** A CSV multipart body of one part (`file`), as a browser sends it. */
export function multipartCsv(content: string | Buffer, filename = 'employees.csv', contentType = 'text/csv') {
  const boundary = `----tov${randomUUID().replace(/-/g, '')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A date `days` days from `from` (YYYY-MM-DD). */
export const daysFrom = (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** Minimal files whose first bytes say what they are. */
export const FILES = {
  pdf: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1'),
  png: Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a3c1d1a80000000049454e44ae426082',
    'hex',
  ),
  text: Buffer.from('just some text pretending to be a PDF\n', 'utf8'),
};
