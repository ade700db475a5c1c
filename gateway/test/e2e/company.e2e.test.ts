import { randomUUID } from 'node:crypto';
import { waitFor, waitForSinkMessage } from '@tov/kit/testing';
import { BASE, call, signUp, SMTP_SINK, type Envelope } from './e2e-client';

/** One file as a browser's form sends it (field `file`). */
async function upload(path: string, token: string, content: Buffer | string, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), name);
  const res = await fetch(`${BASE}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as Envelope };
}

const company = (companyName: string) => signUp({ role: 'company', name: 'HR Park', companyName, businessNumber: '123-45-67890', companyAddress: 'Seoul' });
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');

it("runs a company's workspace through the gateway: employees with a masked ARN, the expiry item and its e-mail, documents, a renewal, the dashboard; other companies and roles are kept out", async () => {
  const acme = await company('Acme E2E');
  const hrAddress = `hr.${randomUUID()}@test.tov`;

  // The company account reaches the company service as an event.
  await waitFor(
    async () => {
      const res = await call('GET', '/api/company/stats', undefined, acme.token);
      return res.status === 200 && res.body.data.companyName === 'Acme E2E' ? true : undefined;
    },
    { what: 'the company profile from auth.user.registered', timeoutMs: 60_000, intervalMs: 200 },
  );
  expect((await call('PUT', '/api/company/settings/notifications', { hrEmail: hrAddress, language: 'en' }, acme.token)).status).toBe(200);

  const added = await call(
    'POST',
    '/api/company/employees',
    {
      name: 'Tran Thi B',
      nationality: 'Vietnam',
      position: 'Welder',
      startDate: '2024-05-01',
      visaType: 'E-9',
      visaExpiryDate: day(30),
      alienRegistrationNumber: '950505-6123456',
    },
    acme.token,
  );
  expect(added.status).toBe(201);
  expect(added.body.data.alienRegistrationNumber).toBe('******-***3456');
  expect(JSON.stringify(added.body)).not.toContain('950505');
  const employeeId = added.body.data.id as string;

  // Inside the 90-day lead time: the item is open at once, and HR gets one e-mail through the workers.
  const items = await call('GET', '/api/company/compliance?status=open', undefined, acme.token);
  expect(items.body.data.items).toEqual([expect.objectContaining({ employeeId, kind: 'visa_expiry', dueDate: day(30) })]);
  const itemId = items.body.data.items[0].id as string;
  const mail = await waitForSinkMessage(SMTP_SINK, hrAddress, (m) => m.headers['x-tov-email-kind'] === 'compliance-opened-hr', { timeoutMs: 60_000 });
  expect(mail.subject).toBe("[TOV] Tran Thi B's E-9 visa is about to expire");
  expect(mail.text).not.toContain('950505');

  // Work on it: a document typed by its bytes, a refused one, an illegal move.
  expect((await call('PUT', `/api/company/compliance/${itemId}/status`, { status: 'in_progress', notes: 'collecting documents' }, acme.token)).status).toBe(
    200,
  );
  const pdf = await upload(`/api/company/compliance/${itemId}/documents`, acme.token, PDF, 'contract.pdf', 'application/pdf');
  expect(pdf.status).toBe(201);
  expect(pdf.body.data).toMatchObject({ name: 'contract.pdf', contentType: 'application/pdf' });
  const fake = await upload(`/api/company/compliance/${itemId}/documents`, acme.token, 'not a pdf at all', 'fake.pdf', 'application/pdf');
  expect(fake.status).toBe(415);
  expect((await call('PUT', `/api/company/compliance/${itemId}/status`, { status: 'open' }, acme.token)).status).toBe(409);

  // A renewal resolves the item and keeps the history.
  const renewed = await call('PUT', `/api/company/employees/${employeeId}`, { visaExpiryDate: day(30 + 1095) }, acme.token);
  expect(renewed.status).toBe(200);
  expect(renewed.body.data.visaRenewals).toHaveLength(1);
  const item = await call('GET', `/api/company/compliance/${itemId}`, undefined, acme.token);
  expect(item.body.data).toMatchObject({ status: 'resolved', documents: [expect.objectContaining({ name: 'contract.pdf' })] });
  expect(item.body.data.history.map((c: { toStatus: string }) => c.toStatus)).toEqual(['open', 'in_progress', 'resolved']);

  // A CSV of two more; one bad row saves none.
  const importCsv = (...rows: string[]) =>
    upload(
      '/api/company/employees/import',
      acme.token,
      ['name,nationality,position,startDate,visaType,visaExpiryDate', ...rows].join('\n'),
      'staff.csv',
      'text/csv',
    );
  const bad = await importCsv(`A,Japan,Cook,2024-01-01,E-7,${day(200)}`, `B,Mars,Cook,2024-01-01,E-7,${day(200)}`);
  expect(bad.status).toBe(400);
  expect(bad.body.details?.map((d) => d.field)).toEqual(['row 3.nationality']);
  const good = await importCsv(`A,Japan,Cook,2024-01-01,E-7,${day(200)}`, `B,Nepal,Cook,2024-01-01,E-9,${day(50)}`);
  expect(good.status).toBe(201);
  expect(good.body.data.imported).toBe(2);

  const dashboard = await call('GET', '/api/v1/dashboard/me/company', undefined, acme.token);
  expect(dashboard.status).toBe(200);
  expect(dashboard.body.data.stats).toMatchObject({
    companyName: 'Acme E2E',
    totalHires: 3,
    employees: { byVisaType: { 'E-9': 2, 'E-7': 1 } },
    visasExpiring: { within60: 1 },
    openComplianceItems: 1,
  });
  const rules = await call('GET', '/api/company/regulations?visaType=E-9&language=en', undefined, acme.token);
  expect(rules.body.data.items.map((r: { id: string }) => r.id)).toContain('e9-workplace-changes');

  // Another company: 404 for Acme's ids; an applicant: 403 at the gateway.
  const other = await company('Other E2E');
  expect((await call('GET', `/api/company/employees/${employeeId}`, undefined, other.token)).status).toBe(404);
  expect((await call('GET', `/api/company/compliance/${itemId}`, undefined, other.token)).status).toBe(404);
  expect((await call('GET', '/api/company/employees', undefined, other.token)).body.data.total).toBe(0);
  const applicant = await signUp({
    role: 'challenger',
    name: 'Curious Applicant',
    nationality: 'Vietnam',
    gender: 'female',
    dateOfBirth: '1995-03-01',
    availableLanguages: 'Vietnamese',
    visaType: 'E-9',
    inquiryType: 'visa',
    purpose: 'visa_consultation',
  });
  expect((await call('GET', '/api/company/employees', undefined, applicant.token)).status).toBe(403);
  expect((await call('GET', '/api/v1/dashboard/me/company', undefined, applicant.token)).status).toBe(403);
});
