import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serviceCallHeaders } from '@tov/kit';
import { removeBucket, startTestWorkers, testObjectStore, type TestWorkers } from '@tov/kit/testing';
import ExcelJS from 'exceljs';
import { addDays, seoulToday } from '../../src/domain/dates';
import { api, caller, type Caller } from './company-api';
import { useCompanyHarness, type CompanyHarness } from './company-harness';

jest.setTimeout(120_000);

const EXPORTS_BUCKET = `company-test-exports-${randomUUID().slice(0, 8)}`;
let h: CompanyHarness;
useCompanyHarness((harness) => (h = harness), { EXPORTS_BUCKET });

const day = (date: string) => new Date(`${date}T09:00:00+09:00`);
/** An ARN every seeded employee carries (encrypted as the store does); its digits must never reach an export. */
const ARN = '900101' + '1234567';

/** The lines of an NDJSON row stream: the header, then the rows. */
const ndjson = (body: string) =>
  body
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
/** One field of every row after the header, sorted. */
const fieldOfRows = (lines: Array<Record<string, unknown>>, key: string) =>
  lines
    .slice(1)
    .map((r) => String(r[key]))
    .sort();

interface SeedEmployee {
  nationality: string;
  visaType: string;
  expiresInDays: number;
  status?: string;
}

async function seedEmployees(companyId: string, employees: SeedEmployee[]): Promise<void> {
  const today = seoulToday(new Date());
  await h.db.employee.createMany({
    data: employees.map((e, i) => {
      const id = randomUUID();
      return {
        id,
        companyId,
        name: `Worker ${String(i + 1).padStart(5, '0')}`,
        nationality: e.nationality,
        position: 'Operator',
        department: 'Production',
        startDate: new Date('2025-01-15T00:00:00Z'),
        visaType: e.visaType,
        visaExpiryDate: new Date(`${addDays(today, e.expiresInDays)}T00:00:00Z`),
        arnCiphertext: new Uint8Array(h.deps.arn.encrypt(ARN, { companyId, employeeId: id })),
        employmentStatus: e.status ?? 'active',
      };
    }),
  });
}

/** A candidate and its stage history: [stage, date] from its first stage on. */
async function seedCandidate(companyId: string, source: 'talent' | 'challenge', moves: Array<[string, string]>): Promise<void> {
  const id = randomUUID();
  const [first] = moves;
  const last = moves.at(-1)!;
  await h.db.candidate.create({
    data: {
      id,
      companyId,
      source,
      userId: randomUUID(),
      name: `Candidate ${id.slice(0, 4)}`,
      stage: last[0],
      stageChangedAt: day(last[1]),
      createdAt: day(first![1]),
    },
  });
  await h.db.candidateStageChange.createMany({
    data: moves.map(([stage, date], i) => ({
      id: randomUUID(),
      candidateId: id,
      fromStage: i === 0 ? null : moves[i - 1]![0],
      toStage: stage,
      changedBy: 'test',
      changedAt: day(date),
    })),
  });
}

describe('GET /api/company/analytics', () => {
  let company: Caller;

  beforeAll(async () => {
    company = await api(h).company();
    await seedEmployees(company.userId, [
      { nationality: 'Vietnam', visaType: 'E-9', expiresInDays: 10 },
      { nationality: 'Vietnam', visaType: 'E-9', expiresInDays: 40 },
      { nationality: 'Philippines', visaType: 'E-7', expiresInDays: 400 },
      { nationality: 'Philippines', visaType: 'E-7', expiresInDays: -5 },
      { nationality: 'Nepal', visaType: 'E-9', expiresInDays: 10, status: 'terminated' },
    ]);
    await seedCandidate(company.userId, 'talent', [
      ['contacted', '2026-10-01'],
      ['screening', '2026-10-03'],
      ['interview', '2026-10-07'],
      ['offer', '2026-10-08'],
      ['hired', '2026-10-11'],
    ]);
    await seedCandidate(company.userId, 'challenge', [
      ['sourced', '2026-10-01'],
      ['contacted', '2026-10-02'],
      ['screening', '2026-10-05'],
      ['rejected', '2026-10-06'],
    ]);
    await seedCandidate(company.userId, 'talent', [['contacted', '2026-10-20']]);
    // Another company's rows count nowhere.
    const other = await api(h).company();
    await seedEmployees(other.userId, [{ nationality: 'Vietnam', visaType: 'E-9', expiresInDays: 10 }]);
    await seedCandidate(other.userId, 'talent', [
      ['contacted', '2026-10-01'],
      ['hired', '2026-10-02'],
    ]);
  });

  test('the funnel, days in stage and to hire, sources, employees and the next 12 months of expiries, own rows only', async () => {
    const res = await api(h).call('GET', '/api/company/analytics', company);
    expect(res.statusCode).toBe(200);
    const a = res.json().data;
    expect(a.period).toEqual({ from: null, to: null });
    expect(a.funnel).toEqual([
      { stage: 'sourced', candidates: 1 },
      { stage: 'contacted', candidates: 3 },
      { stage: 'screening', candidates: 2 },
      { stage: 'interview', candidates: 1 },
      { stage: 'offer', candidates: 1 },
      { stage: 'hired', candidates: 1 },
      { stage: 'rejected', candidates: 1 },
    ]);
    expect(a.timeInStage).toEqual([
      { stage: 'sourced', samples: 1, medianDays: 1, meanDays: 1 },
      { stage: 'contacted', samples: 2, medianDays: 2.5, meanDays: 2.5 },
      { stage: 'screening', samples: 2, medianDays: 2.5, meanDays: 2.5 },
      { stage: 'interview', samples: 1, medianDays: 1, meanDays: 1 },
      { stage: 'offer', samples: 1, medianDays: 3, meanDays: 3 },
    ]);
    expect(a.timeToHire).toEqual({ samples: 1, medianDays: 10, meanDays: 10 });
    expect(a.sources).toEqual([
      { source: 'talent', candidates: 2, hired: 1 },
      { source: 'challenge', candidates: 1, hired: 0 },
    ]);
    expect(a.employees).toEqual({
      total: 4,
      byVisaType: [
        { visaType: 'E-7', count: 2 },
        { visaType: 'E-9', count: 2 },
      ],
      byNationality: [
        { nationality: 'Philippines', count: 2 },
        { nationality: 'Vietnam', count: 2 },
      ],
    });
    const today = seoulToday(new Date());
    expect(a.visaExpiriesByMonth).toHaveLength(12);
    expect(a.visaExpiriesByMonth[0].month).toBe(today.slice(0, 7));
    const expected = new Map<string, number>();
    for (const d of [10, 40]) expected.set(addDays(today, d).slice(0, 7), (expected.get(addDays(today, d).slice(0, 7)) ?? 0) + 1);
    for (const { month, count } of a.visaExpiriesByMonth) expect(count).toBe(expected.get(month) ?? 0);
  });

  test('a period bounds the hiring figures', async () => {
    const res = await api(h).call('GET', '/api/company/analytics?from=2026-10-15&to=2026-10-31', company);
    expect(res.statusCode).toBe(200);
    const a = res.json().data;
    expect(a.period).toEqual({ from: '2026-10-15', to: '2026-10-31' });
    expect(a.funnel.find((f: { stage: string }) => f.stage === 'contacted').candidates).toBe(1);
    expect(a.funnel.find((f: { stage: string }) => f.stage === 'hired').candidates).toBe(0);
    expect(a.timeToHire).toEqual({ samples: 0, medianDays: null, meanDays: null });
    expect(a.sources).toEqual([
      { source: 'talent', candidates: 1, hired: 0 },
      { source: 'challenge', candidates: 0, hired: 0 },
    ]);
    expect(a.employees.total).toBe(4);
  });

  test('a period ending before it starts is 400; another role 403 before the input is read', async () => {
    expect((await api(h).call('GET', '/api/company/analytics?from=2026-10-31&to=2026-10-01', company)).statusCode).toBe(400);
    for (const role of ['challenger', 'admin', 'pro'] as const) {
      expect((await api(h).call('GET', '/api/company/analytics?from=nonsense', caller(role))).statusCode).toBe(403);
      expect((await api(h).call('POST', '/api/company/analytics/report', caller(role), { reportType: 'x' })).statusCode).toBe(403);
    }
  });
});

describe('report exports', () => {
  test('a bad body is 400: a type the company does not export, an unknown format, a bad Idempotency-Key', async () => {
    const company = await api(h).company();
    const post = (body: unknown, headers: Record<string, string> = {}) => api(h).call('POST', '/api/company/analytics/report', company, body, headers);
    expect((await post({ reportType: 'users', format: 'csv' })).statusCode).toBe(400);
    expect((await post({ reportType: 'employees', format: 'docx' })).statusCode).toBe(400);
    expect((await post({ reportType: 'employees', format: 'csv', period: { from: '2026-10-31', to: '2026-10-01' } })).statusCode).toBe(400);
    expect((await post({ reportType: 'employees', format: 'csv' }, { 'idempotency-key': 'a:b' })).statusCode).toBe(400);
  });

  test('202 with the queued status; the same Idempotency-Key adds nothing; another company gets 404 for it', async () => {
    const company = await api(h).company();
    const other = await api(h).company();
    const key = `export-${randomUUID()}`;
    const body = { reportType: 'compliance', format: 'csv', language: 'en' };
    const first = await api(h).call('POST', '/api/company/analytics/report', company, body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(202);
    expect(first.json().data).toMatchObject({ exportId: key, reportType: 'compliance', format: 'csv', status: 'queued', file: null });
    expect((await api(h).call('POST', '/api/company/analytics/report', company, body, { 'idempotency-key': key })).statusCode).toBe(202);
    const job = await h.deps.reportQueue.getJob(key);
    expect(job!.data).toMatchObject({
      owner: { service: 'company', ownerId: company.userId },
      source: { service: 'company', path: `/internal/company/${company.userId}/exports/${key}/rows` },
    });

    expect((await api(h).call('GET', `/api/company/analytics/report/${key}`, company)).statusCode).toBe(200);
    expect((await api(h).call('GET', `/api/company/analytics/report/${key}/download`, company)).json().code).toBe('REPORT_NOT_READY');
    const status = await api(h).call('GET', `/api/company/analytics/report/${key}`, other);
    expect([status.statusCode, status.json().code]).toEqual([404, 'REPORT_NOT_FOUND']);
    expect((await api(h).call('GET', `/api/company/analytics/report/${key}/download`, other)).statusCode).toBe(404);
    // Another company reusing the key is refused rather than handed the first one's export.
    expect((await api(h).call('POST', '/api/company/analytics/report', other, body, { 'idempotency-key': key })).statusCode).toBe(409);
    await job!.remove();
  });

  test("the internal row stream: 401 unsigned, 403 for a user, 404 for another company's path, NDJSON for the workers", async () => {
    const company = await api(h).company();
    await seedEmployees(company.userId, [
      { nationality: 'Vietnam', visaType: 'E-9', expiresInDays: 10 },
      { nationality: 'Nepal', visaType: 'E-9', expiresInDays: 20 },
    ]);
    const exportId = randomUUID();
    const posted = await api(h).call(
      'POST',
      '/api/company/analytics/report',
      company,
      { reportType: 'employees', format: 'csv' },
      { 'idempotency-key': exportId },
    );
    expect(posted.statusCode).toBe(202);
    const path = `/internal/company/${company.userId}/exports/${exportId}/rows`;
    const workers = () => serviceCallHeaders(h.config.INTERNAL_IDENTITY_SECRET!, 'workers');

    expect((await h.service.app.inject({ method: 'GET', url: path })).statusCode).toBe(401);
    expect((await h.service.app.inject({ method: 'GET', url: path, headers: h.identityHeaders(company.userId, 'company') })).statusCode).toBe(403);
    expect((await h.service.app.inject({ method: 'GET', url: path, headers: h.identityHeaders(randomUUID(), ['admin']) })).statusCode).toBe(403);
    const other = await api(h).company();
    const foreign = await h.service.app.inject({ method: 'GET', url: `/internal/company/${other.userId}/exports/${exportId}/rows`, headers: workers() });
    expect(foreign.statusCode).toBe(404);

    const res = await h.service.app.inject({ method: 'GET', url: path, headers: workers() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/x-ndjson');
    const lines = ndjson(res.body);
    expect(lines[0]).toEqual({ total: 2 });
    expect(fieldOfRows(lines, 'nationality')).toEqual(['Nepal', 'Vietnam']);
    expect(lines[1]).toMatchObject({ visaType: 'E-9', department: 'Production', position: 'Operator', hiredAt: '2025-01-15', status: 'active' });
    expect(res.body).not.toContain('1234567');
    await (await h.deps.reportQueue.getJob(exportId))!.remove();
  });
});

describe('the rows of the hiring and compliance reports', () => {
  /** Asks for an export and reads its rows as the workers would (the job stays queued: no worker in this block). */
  async function rowsOf(company: Caller, body: Record<string, unknown>): Promise<Array<Record<string, unknown>>> {
    const exportId = randomUUID();
    expect((await api(h).call('POST', '/api/company/analytics/report', company, body, { 'idempotency-key': exportId })).statusCode).toBe(202);
    const res = await h.service.app.inject({
      method: 'GET',
      url: `/internal/company/${company.userId}/exports/${exportId}/rows`,
      headers: serviceCallHeaders(h.config.INTERNAL_IDENTITY_SECRET!, 'workers'),
    });
    await (await h.deps.reportQueue.getJob(exportId))!.remove();
    expect(res.statusCode).toBe(200);
    return ndjson(res.body);
  }

  test('hiring: a row per candidate with its stage, the period selecting those who entered within it', async () => {
    const company = await api(h).company();
    await seedCandidate(company.userId, 'talent', [
      ['contacted', '2026-10-01'],
      ['screening', '2026-10-03'],
    ]);
    await seedCandidate(company.userId, 'challenge', [['sourced', '2026-11-05']]);
    const all = await rowsOf(company, { reportType: 'hiring', format: 'csv' });
    expect(all[0]).toEqual({ total: 2 });
    expect(fieldOfRows(all, 'stage')).toEqual(['screening', 'sourced']);
    const october = await rowsOf(company, { reportType: 'hiring', format: 'csv', period: { from: '2026-10-01', to: '2026-10-31' } });
    expect(october).toHaveLength(2);
    expect(october[1]).toMatchObject({
      stage: 'screening',
      position: null,
      appliedAt: day('2026-10-01').toISOString(),
      updatedAt: day('2026-10-03').toISOString(),
    });
  });

  test('compliance: a row per item with its due date and document count, the period selecting those due within it', async () => {
    const company = await api(h).company();
    const item = (title: string, dueDate: string) => ({
      id: randomUUID(),
      companyId: company.userId,
      kind: 'visa_expiry',
      status: 'open',
      title,
      dueDate: new Date(`${dueDate}T00:00:00Z`),
      dedupeKey: `test-${randomUUID()}`,
    });
    await h.db.complianceItem.createMany({ data: [item('Visa A', '2026-12-10'), item('Visa B', '2027-03-01')] });
    expect(await rowsOf(company, { reportType: 'compliance', format: 'xlsx' })).toHaveLength(3);
    const december = await rowsOf(company, { reportType: 'compliance', format: 'pdf', period: { from: '2026-12-01', to: '2026-12-31' } });
    expect(december).toEqual([{ total: 1 }, expect.objectContaining({ title: 'Visa A', status: 'open', dueAt: '2026-12-10', documents: 0 })]);
  });
});

describe('an export end to end through the workers', () => {
  let workers: TestWorkers | undefined;
  afterAll(async () => {
    await workers?.stop();
    await removeBucket(await testObjectStore(), EXPORTS_BUCKET).catch(() => undefined);
  });

  test('10,000 employees as xlsx: progress rises, the owner downloads it, exceljs reads it back, no ARN in it', async () => {
    const company = await api(h).company();
    await seedEmployees(
      company.userId,
      Array.from({ length: 10_000 }, (_, i) => ({ nationality: i % 2 ? 'Vietnam' : 'Nepal', visaType: 'E-9', expiresInDays: 30 + (i % 300) })),
    );
    await h.service.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = h.service.app.server.address() as AddressInfo;
    workers = await startTestWorkers({
      redisUrl: h.infra.redisUrl,
      bullPrefix: h.bullPrefix,
      smtp: h.infra.smtp,
      env: {
        WORKER_QUEUES: 'report-export',
        COMPANY_URL: `http://127.0.0.1:${port}`,
        INTERNAL_IDENTITY_SECRET: h.config.INTERNAL_IDENTITY_SECRET!,
        S3_ENDPOINT: h.config.S3_ENDPOINT!,
        S3_REGION: h.config.S3_REGION,
        S3_ACCESS_KEY_ID: h.config.S3_ACCESS_KEY_ID!,
        S3_SECRET_ACCESS_KEY: h.config.S3_SECRET_ACCESS_KEY!,
        S3_FORCE_PATH_STYLE: String(h.config.S3_FORCE_PATH_STYLE),
        EXPORTS_BUCKET,
      },
    });

    const posted = await api(h).call('POST', '/api/company/analytics/report', company, { reportType: 'employees', format: 'xlsx', language: 'en' });
    expect(posted.statusCode).toBe(202);
    const { exportId } = posted.json().data as { exportId: string };

    const seen: number[] = [];
    let status: { status: string; progress: { rows: number; percent: number | null } | null; file: { rows: number } | null } | undefined;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const res = await api(h).call('GET', `/api/company/analytics/report/${exportId}`, company);
      status = res.json().data;
      if (status!.progress) seen.push(status!.progress.rows);
      if (status!.status === 'completed' || status!.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toMatchObject({ status: 'completed', progress: { rows: 10_000, percent: 100 }, file: { rows: 10_000 } });
    expect(seen).toEqual([...seen].sort((x, y) => x - y));
    expect(new Set(seen).size).toBeGreaterThanOrEqual(2);

    const download = await api(h).call('GET', `/api/company/analytics/report/${exportId}/download`, company);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(download.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(10_001);
    expect(sheet.getCell('A1').value).toBe('Employee ID');
    const names = new Set<string>();
    let digits = false;
    sheet.eachRow((row) => {
      names.add(String(row.getCell(2).value));
      row.eachCell((cell) => (digits ||= String(cell.value).includes('1234567')));
    });
    expect(names.has('Worker 10000')).toBe(true);
    expect(digits).toBe(false);
    // Another company cannot download it.
    expect((await api(h).call('GET', `/api/company/analytics/report/${exportId}/download`, await api(h).company())).statusCode).toBe(404);
  });
});
