import { ZEmployeeDetailSchema, ZEmployeeListSchema } from '@tov/contracts';
import { api, caller, employeeBody, multipartCsv } from './company-api';
import { useCompanyHarness, type CompanyHarness } from './company-harness';

let h: CompanyHarness;
let a: ReturnType<typeof api>;
useCompanyHarness((started) => {
  h = started;
  a = api(h);
});

const PATH = '/api/company/employees';
const ARN = '900101-5234567';

describe('employees', () => {
  it('adds an employee and answers it with the registration number masked to its last four digits', async () => {
    const company = caller('company');
    const res = await a.call('POST', PATH, company, employeeBody({ alienRegistrationNumber: ARN, email: 'Worker@Example.com', occupationCode: '2211' }));
    expect(res.statusCode).toBe(201);
    const employee = ZEmployeeDetailSchema.parse(res.json().data);
    expect(employee).toMatchObject({
      alienRegistrationNumber: '******-***4567',
      email: 'worker@example.com',
      occupationCode: '2211',
      employmentStatus: 'active',
      visaRenewals: [],
    });
    const read = await a.call('GET', `${PATH}/${employee.id}`, company);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id: employee.id, alienRegistrationNumber: '******-***4567', visaExpiryDate: '2028-02-01' });
  });

  it('never shows the registration number in an answer, a log line or the stored column', async () => {
    const company = caller('company');
    const created = await a.call('POST', PATH, company, employeeBody({ alienRegistrationNumber: ARN }));
    const id = created.json().data.id as string;
    const answers = [created.body, (await a.call('GET', `${PATH}/${id}`, company)).body, (await a.call('GET', PATH, company)).body];
    await a.call('PUT', `${PATH}/${id}`, company, { alienRegistrationNumber: '900101-5237777' });
    // A bad number's 400 must not echo it either.
    answers.push((await a.call('PUT', `${PATH}/${id}`, company, { alienRegistrationNumber: '900101-523456' })).body);
    for (const body of answers) expect(body).not.toMatch(/900101-?523/);
    expect(h.logLines.some((line) => line.includes(id))).toBe(true);
    expect(h.logLines.join('\n')).not.toMatch(/900101-?523/);
    const [row] = await h.db.$queryRawUnsafe<Array<{ arn_ciphertext: Buffer }>>('SELECT arn_ciphertext FROM employees WHERE id = $1::uuid', id);
    const stored = Buffer.from(row!.arn_ciphertext);
    expect(stored.length).toBeGreaterThan(13);
    expect(stored.toString('latin1')).not.toContain('900101');
    expect(stored.toString('latin1')).not.toContain('7777');
    expect(stored.toString('hex')).not.toContain(Buffer.from('900101').toString('hex'));
    expect((await a.call('GET', `${PATH}/${id}`, company)).json().data.alienRegistrationNumber).toBe('******-***7777');
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const company = caller('company');
    const bad = [
      employeeBody({ visaType: 'E-99' }),
      employeeBody({ nationality: 'Atlantis' }),
      employeeBody({ alienRegistrationNumber: '12345' }),
      employeeBody({ visaExpiryDate: '2028-02-30' }),
      employeeBody({ visaIssueDate: '2029-01-01' }),
      employeeBody({ name: '' }),
      employeeBody({ email: 'nope' }),
    ];
    for (const body of bad) {
      const res = await a.call('POST', PATH, company, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
    expect(await h.db.employee.count({ where: { companyId: company.userId } })).toBe(0);
  });

  it('lists with filters by visa type, status and expiry within N days, a search, a sort and pages', async () => {
    const company = caller('company');
    const today = new Date();
    const inDays = (days: number) => new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
    await a.call('POST', PATH, company, employeeBody({ name: 'Alpha Tran', visaType: 'E-9', visaExpiryDate: inDays(200), visaIssueDate: null }));
    await a.call('POST', PATH, company, employeeBody({ name: 'Bravo Lee', visaType: 'E-7', visaExpiryDate: inDays(400), department: 'Sales' }));
    await a.call('POST', PATH, company, employeeBody({ name: 'Charlie Kim', visaType: 'E-9', visaExpiryDate: inDays(500), employmentStatus: 'terminated' }));
    const list = async (query: string) => ZEmployeeListSchema.parse((await a.call('GET', `${PATH}?${query}`, company)).json().data);
    expect((await list('visaType=E-9')).items.map((e) => e.name)).toEqual(['Alpha Tran', 'Charlie Kim']);
    expect((await list('status=terminated')).items.map((e) => e.name)).toEqual(['Charlie Kim']);
    expect((await list('expiringWithinDays=300')).items.map((e) => e.name)).toEqual(['Alpha Tran']);
    expect((await list('search=sales')).items.map((e) => e.name)).toEqual(['Bravo Lee']);
    expect((await list('sort=-name')).items.map((e) => e.name)).toEqual(['Charlie Kim', 'Bravo Lee', 'Alpha Tran']);
    const page = await list('sort=name&limit=2&page=2');
    expect(page).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(page.items.map((e) => e.name)).toEqual(['Charlie Kim']);
    expect((await a.call('GET', `${PATH}?visaType=Z-1`, company)).statusCode).toBe(400);
  });

  it('changes the fields named and keeps the others', async () => {
    const company = caller('company');
    const id = (await a.call('POST', PATH, company, employeeBody({ position: 'Engineer' }))).json().data.id as string;
    const res = await a.call('PUT', `${PATH}/${id}`, company, { position: 'Lead engineer', department: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ position: 'Lead engineer', department: null, nationality: 'Vietnam' });
    expect((await a.call('PUT', `${PATH}/${id}`, company, { visaIssueDate: '2030-01-01' })).statusCode).toBe(400);
  });

  it("answers 404 for another company's employee, to read or to change", async () => {
    const owner = caller('company');
    const other = caller('company');
    const id = (await a.call('POST', PATH, owner, employeeBody())).json().data.id as string;
    expect((await a.call('GET', `${PATH}/${id}`, other)).json()).toMatchObject({ code: 'EMPLOYEE_NOT_FOUND' });
    expect((await a.call('GET', `${PATH}/${id}`, other)).statusCode).toBe(404);
    expect((await a.call('PUT', `${PATH}/${id}`, other, { position: 'Hacked' })).statusCode).toBe(404);
    expect((await a.call('GET', `${PATH}/${id}`, owner)).json().data.position).toBe('Engineer');
    expect((await a.call('GET', PATH, other)).json().data.total).toBe(0);
  });

  it('is for company accounts only: 403 for any other role', async () => {
    for (const role of ['challenger', 'pro', 'admin'] as const) {
      expect((await a.call('GET', PATH, caller(role))).statusCode).toBe(403);
      expect((await a.call('POST', PATH, caller(role), { name: '' })).statusCode).toBe(403);
    }
  });

  it('creates once for a retried Idempotency-Key', async () => {
    const company = caller('company');
    const body = employeeBody();
    const first = await a.call('POST', PATH, company, body, { 'idempotency-key': 'emp-1' });
    const again = await a.call('POST', PATH, company, body, { 'idempotency-key': 'emp-1' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await h.db.employee.count({ where: { companyId: company.userId } })).toBe(1);
  });
});

describe('the CSV import', () => {
  const header = 'name,nationality,position,department,startDate,visaType,visaIssueDate,visaExpiryDate,alienRegistrationNumber,email';
  const importCsv = (who: ReturnType<typeof caller>, csv: string | Buffer, filename?: string) => {
    const { payload, headers } = multipartCsv(csv, filename);
    return h.service.app.inject({ method: 'POST', url: `${PATH}/import`, headers: { ...h.identityHeaders(who.userId, who.role), ...headers }, payload });
  };

  it('saves every row in one go', async () => {
    const company = caller('company');
    const csv = [
      header,
      'Tran A,Vietnam,Welder,,2024-01-02,E-9,,2027-01-01,900101-5234567,',
      '"Lee, B",Philippines,Cook,Kitchen,2024-02-03,E-7,2024-01-01,2027-06-01,,b@example.com',
    ].join('\n');
    const res = await importCsv(company, csv);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.imported).toBe(2);
    const names = (await a.call('GET', `${PATH}?sort=name`, company)).json().data.items.map((e: { name: string }) => e.name);
    expect(names).toEqual(['Lee, B', 'Tran A']);
    expect(res.body).not.toContain('900101');
  });

  it('saves nothing when a row is wrong, and names each error by its row', async () => {
    const company = caller('company');
    const csv = [
      header,
      'Tran A,Vietnam,Welder,,2024-01-02,E-9,,2027-01-01,,',
      'Bad B,Narnia,Cook,,2024-02-03,E-7,,2027-13-01,,',
      'Bad C,Japan,,,2024-02-03,X-1,,2027-01-01,,',
    ].join('\n');
    const res = await importCsv(company, csv);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    const fields = (body.details as Array<{ field: string }>).map((d) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['row 3.nationality', 'row 3.visaExpiryDate', 'row 4.position', 'row 4.visaType']));
    expect(fields.some((f) => f.startsWith('row 2.'))).toBe(false);
    expect(await h.db.employee.count({ where: { companyId: company.userId } })).toBe(0);
  });

  it('refuses a header without the required columns, a file that is not text, and a file over the limit', async () => {
    const company = caller('company');
    const noHeader = await importCsv(company, 'name,nationality\nA,Vietnam');
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().details.map((d: { field: string }) => d.field)).toContain('header.visaExpiryDate');
    const binary = await importCsv(company, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]), 'employees.csv');
    expect(binary.statusCode).toBe(415);
    const huge = await importCsv(company, `${header}\n${'x'.repeat(h.config.IMPORT_MAX_BYTES + 10)}`);
    expect(huge.statusCode).toBe(413);
    expect(await h.db.employee.count({ where: { companyId: company.userId } })).toBe(0);
  });

  it('is for company accounts only', async () => {
    expect((await importCsv(caller('pro'), `${header}\n`)).statusCode).toBe(403);
  });
});
