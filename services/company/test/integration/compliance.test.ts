import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import {
  COMPLIANCE_SCAN_JOB,
  COMPLIANCE_SCAN_QUEUE,
  COMPLIANCE_SCAN_SCHEDULER_ID,
  complianceStatusChangedV1,
  EMAIL_COMPLIANCE_OPENED_JOB,
  ZComplianceItemDetailSchema,
  ZComplianceListSchema,
  type TComplianceOpenedEmailJob,
} from '@tov/contracts';
import { createBullWorkerRedis } from '@tov/kit';
import { collectEvents, queuedJobs, settledJobs, waitFor } from '@tov/kit/testing';
import { visaExpiryScanOf } from '../../src/deps';
import { ComplianceScanSchedule } from '../../src/jobs/scan-schedule';
import { api, caller, daysFrom, employeeBody, FILES, multipartCsv, type Caller } from './company-api';
import { useCompanyHarness, type CompanyHarness } from './company-harness';

let h: CompanyHarness;
let a: ReturnType<typeof api>;
useCompanyHarness((started) => {
  h = started;
  a = api(h);
});
afterEach(() => {
  h.clock.now = new Date();
});

const EMPLOYEES = '/api/company/employees';
const COMPLIANCE = '/api/company/compliance';

const addEmployee = async (who: Caller, overrides: Record<string, unknown> = {}) => {
  const res = await a.call('POST', EMPLOYEES, who, employeeBody(overrides));
  expect(res.statusCode).toBe(201);
  return res.json().data.id as string;
};
const itemsOf = async (who: Caller, query = '') => ZComplianceListSchema.parse((await a.call('GET', `${COMPLIANCE}?${query}`, who)).json().data).items;
const emailsFor = (itemId: string) => queuedJobs<TComplianceOpenedEmailJob>(h.emailQueue, EMAIL_COMPLIANCE_OPENED_JOB, (job) => job.itemId === itemId);
const upload = (who: Caller, itemId: string, content: Buffer, filename: string, contentType: string) => {
  const { payload, headers } = multipartCsv(content, filename, contentType);
  return h.service.app.inject({
    method: 'POST',
    url: `${COMPLIANCE}/${itemId}/documents`,
    headers: { ...h.identityHeaders(who.userId, who.role), ...headers },
    payload,
  });
};

describe('visa-expiry items', () => {
  it('opens an item at once for an employee saved with an expiry inside the lead time, and e-mails HR once', async () => {
    const company = await a.company('Acme Korea');
    const employeeId = await addEmployee(company, { visaType: 'E-9', visaExpiryDate: daysFrom(new Date(), 30) });
    const [item] = await itemsOf(company);
    expect(item).toMatchObject({ kind: 'visa_expiry', status: 'open', employeeId, visaType: 'E-9', dueDate: daysFrom(new Date(), 30) });
    const detail = ZComplianceItemDetailSchema.parse((await a.call('GET', `${COMPLIANCE}/${item!.id}`, company)).json().data);
    expect(detail.history).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'open', changedBy: 'system' })]);
    const [email] = await settledJobs<TComplianceOpenedEmailJob>(h.emailQueue, EMAIL_COMPLIANCE_OPENED_JOB, (job) => job.itemId === item!.id, 1);
    expect(email!.id).toBe(`compliance-opened-${item!.id}-hr`);
    expect(email!.data).toMatchObject({ recipient: 'hr', to: company.email, companyName: 'Acme Korea', visaType: 'E-9', daysLeft: 30 });
    // A scan later opens nothing more and sends nothing again.
    await visaExpiryScanOf(h.deps).run();
    expect(await itemsOf(company)).toHaveLength(1);
    expect(await emailsFor(item!.id)).toHaveLength(1);
  });

  it('opens nothing for an expiry outside the lead time, or for an employee who left', async () => {
    const company = caller('company');
    await addEmployee(company, { visaExpiryDate: daysFrom(new Date(), 91) });
    await addEmployee(company, { visaExpiryDate: daysFrom(new Date(), 10), employmentStatus: 'terminated' });
    await visaExpiryScanOf(h.deps).run();
    expect(await itemsOf(company)).toEqual([]);
  });

  it('the daily scan opens each item once however often it runs, and queues each e-mail once', async () => {
    const company = await a.company();
    const employeeId = await addEmployee(company, { visaType: 'E-7', visaExpiryDate: daysFrom(new Date(), 120), email: 'worker@example.com' });
    await a.call('PUT', '/api/company/settings/notifications', company, { employeeEmails: true, hrEmail: 'hr@acme.example' });
    expect(await itemsOf(company)).toEqual([]);
    h.clock.now = new Date(Date.now() + 40 * 86_400_000);
    await Promise.all([visaExpiryScanOf(h.deps).run(), visaExpiryScanOf(h.deps).run()]);
    await visaExpiryScanOf(h.deps).run();
    const items = await itemsOf(company);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ employeeId, status: 'open' });
    const emails = await settledJobs<TComplianceOpenedEmailJob>(h.emailQueue, EMAIL_COMPLIANCE_OPENED_JOB, (job) => job.itemId === items[0]!.id, 2);
    expect(emails.map((j) => `${j.data.recipient} ${j.data.to}`).sort()).toEqual(['employee worker@example.com', 'hr hr@acme.example']);
    expect(await h.db.complianceStatusChange.count({ where: { itemId: items[0]!.id } })).toBe(1);
  });

  it('takes the lead time of the visa type from the settings', async () => {
    const company = caller('company');
    await a.call('PUT', '/api/company/settings/notifications', company, { leadTimes: { 'E-9': 150, 'E-7': 30 } });
    await addEmployee(company, { name: 'Nine', visaType: 'E-9', visaExpiryDate: daysFrom(new Date(), 140) });
    await addEmployee(company, { name: 'Seven', visaType: 'E-7', visaExpiryDate: daysFrom(new Date(), 60) });
    await visaExpiryScanOf(h.deps).run();
    expect((await itemsOf(company)).map((i) => i.employeeName)).toEqual(['Nine']);
  });

  it('a renewal (a later expiry saved) resolves the open item with a note and keeps the renewal history', async () => {
    const company = caller('company');
    const employeeId = await addEmployee(company, { visaType: 'E-9', visaExpiryDate: daysFrom(new Date(), 20) });
    const [item] = await itemsOf(company);
    const renewed = await a.call('PUT', `${EMPLOYEES}/${employeeId}`, company, {
      visaExpiryDate: daysFrom(new Date(), 20 + 3 * 365),
      visaIssueDate: daysFrom(new Date(), 0),
    });
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().data.visaRenewals).toEqual([
      expect.objectContaining({ visaType: 'E-9', previousExpiryDate: daysFrom(new Date(), 20), newExpiryDate: daysFrom(new Date(), 20 + 3 * 365) }),
    ]);
    const detail = (await a.call('GET', `${COMPLIANCE}/${item!.id}`, company)).json().data;
    expect(detail).toMatchObject({ status: 'resolved', notes: expect.stringContaining(daysFrom(new Date(), 20 + 3 * 365)) });
    expect(detail.closedAt).not.toBeNull();
    expect(detail.history.map((c: { toStatus: string; changedBy: string }) => `${c.toStatus}:${c.changedBy}`)).toEqual(['open:system', 'resolved:system']);
    await visaExpiryScanOf(h.deps).run();
    expect((await itemsOf(company, 'status=open')).length).toBe(0);
  });
});

describe('moving an item', () => {
  const openItem = async (company: Caller) => {
    await addEmployee(company, { visaExpiryDate: daysFrom(new Date(), 15) });
    const [item] = await itemsOf(company);
    return item!.id;
  };
  const move = (who: Caller, id: string, body: Record<string, unknown>) => a.call('PUT', `${COMPLIANCE}/${id}/status`, who, body);

  it('goes open -> in_progress -> resolved, keeping each step with its notes', async () => {
    const company = caller('company');
    const id = await openItem(company);
    expect((await move(company, id, { status: 'in_progress', notes: '서류 준비 중' })).statusCode).toBe(200);
    const done = await move(company, id, { status: 'resolved', notes: '연장 신청 완료' });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'resolved', notes: '연장 신청 완료' });
    expect(done.json().data.history.map((c: { fromStatus: string | null; toStatus: string }) => `${c.fromStatus}>${c.toStatus}`)).toEqual([
      'null>open',
      'open>in_progress',
      'in_progress>resolved',
    ]);
    expect(done.json().data.history[2].changedBy).toBe(company.userId);
  });

  it('refuses an illegal move with 409 and a dismissal without its reason with 400', async () => {
    const company = caller('company');
    const id = await openItem(company);
    expect((await move(company, id, { status: 'resolved' })).statusCode).toBe(409);
    expect((await move(company, id, { status: 'resolved' })).json().code).toBe('INVALID_STATUS_TRANSITION');
    expect((await move(company, id, { status: 'dismissed' })).statusCode).toBe(400);
    expect((await move(company, id, { status: 'closed' })).statusCode).toBe(400);
    const dismissed = await move(company, id, { status: 'dismissed', notes: '퇴사 예정' });
    expect(dismissed.json().data).toMatchObject({ status: 'dismissed', notes: '퇴사 예정' });
    expect((await move(company, id, { status: 'open' })).statusCode).toBe(409);
    expect(await h.db.complianceStatusChange.count({ where: { itemId: id } })).toBe(2);
  });

  it('publishes company.compliance.status-changed for the opening and each move, through the outbox', async () => {
    const collector = await collectEvents(h.kafka, [complianceStatusChangedV1]);
    h.relay.start();
    try {
      const company = caller('company');
      const id = await openItem(company);
      await move(company, id, { status: 'in_progress' });
      await waitFor(async () => (collector.byKey(id).length >= 2 ? true : undefined), { timeoutMs: 30_000, what: 'two status events' });
      expect(collector.byKey(id).map((e) => e.data)).toEqual([
        expect.objectContaining({ itemId: id, companyId: company.userId, fromStatus: null, toStatus: 'open', changedBy: 'system' }),
        expect.objectContaining({ itemId: id, fromStatus: 'open', toStatus: 'in_progress', changedBy: company.userId }),
      ]);
    } finally {
      await h.relay.stop();
      await collector.stop();
    }
  });

  it("answers 404 for another company's item and 403 for another role", async () => {
    const owner = caller('company');
    const id = await openItem(owner);
    const other = caller('company');
    expect((await a.call('GET', `${COMPLIANCE}/${id}`, other)).statusCode).toBe(404);
    expect((await move(other, id, { status: 'in_progress' })).statusCode).toBe(404);
    expect((await upload(other, id, FILES.pdf, 'a.pdf', 'application/pdf')).statusCode).toBe(404);
    expect(await itemsOf(other)).toEqual([]);
    for (const role of ['challenger', 'pro', 'admin'] as const) {
      expect((await a.call('GET', COMPLIANCE, caller(role))).statusCode).toBe(403);
      expect((await move(caller(role), id, { status: 'nonsense' })).statusCode).toBe(403);
    }
    expect((await a.call('GET', `${COMPLIANCE}/${id}`, owner)).json().data.status).toBe('open');
  });

  it('lists by status and pages', async () => {
    const company = caller('company');
    const first = await openItem(company);
    await addEmployee(company, { visaExpiryDate: daysFrom(new Date(), 25) });
    await move(company, first, { status: 'in_progress' });
    expect((await itemsOf(company, 'status=open')).length).toBe(1);
    expect((await itemsOf(company, 'status=in_progress')).map((i) => i.id)).toEqual([first]);
    const page = ZComplianceListSchema.parse((await a.call('GET', `${COMPLIANCE}?limit=1&page=2`, company)).json().data);
    expect(page).toMatchObject({ total: 2, page: 2, limit: 1 });
    expect((await a.call('GET', `${COMPLIANCE}?status=nope`, company)).statusCode).toBe(400);
  });
});

describe('documents', () => {
  const bucketKeys = async (prefix: string) => {
    const s3 = new S3Client({
      endpoint: h.config.S3_ENDPOINT,
      region: h.config.S3_REGION,
      forcePathStyle: true,
      credentials: { accessKeyId: h.config.S3_ACCESS_KEY_ID, secretAccessKey: h.config.S3_SECRET_ACCESS_KEY },
    });
    try {
      await h.deps.objectStore.ensureBucket();
      const listed = await s3.send(new ListObjectsV2Command({ Bucket: h.config.S3_BUCKET, Prefix: prefix }));
      return (listed.Contents ?? []).map((o) => o.Key);
    } finally {
      s3.destroy();
    }
  };

  it('keeps a PDF or an image in the object store, typed by its bytes, and lists it on the item', async () => {
    const company = caller('company');
    await addEmployee(company, { visaExpiryDate: daysFrom(new Date(), 15) });
    const [item] = await itemsOf(company);
    const pdf = await upload(company, item!.id, FILES.pdf, 'extension form.pdf', 'application/octet-stream');
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json().data).toMatchObject({ name: 'extension form.pdf', contentType: 'application/pdf', size: FILES.pdf.length });
    // The name says JPEG, the bytes say PNG: the bytes win.
    const png = await upload(company, item!.id, FILES.png, 'photo.jpg', 'image/jpeg');
    expect(png.json().data.contentType).toBe('image/png');
    const detail = (await a.call('GET', `${COMPLIANCE}/${item!.id}`, company)).json().data;
    expect(detail.documents.map((d: { name: string }) => d.name)).toEqual(['extension form.pdf', 'photo.jpg']);
    expect(await bucketKeys(`compliance/${item!.id}/`)).toHaveLength(2);
  });

  it('refuses a file whose bytes are not an allowed type (415) and one over the limit (413), keeping nothing', async () => {
    const company = caller('company');
    await addEmployee(company, { visaExpiryDate: daysFrom(new Date(), 15) });
    const [item] = await itemsOf(company);
    const lie = await upload(company, item!.id, FILES.text, 'passport.pdf', 'application/pdf');
    expect(lie.statusCode).toBe(415);
    expect(lie.json()).toMatchObject({ success: false, code: 'FILE_TYPE_NOT_ALLOWED' });
    const big = Buffer.concat([FILES.pdf, Buffer.alloc(h.config.DOCUMENT_MAX_BYTES + 1024, 0x20)]);
    const tooLarge = await upload(company, item!.id, big, 'big.pdf', 'application/pdf');
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('FILE_TOO_LARGE');
    expect(await h.db.complianceDocument.count({ where: { itemId: item!.id } })).toBe(0);
    expect(await bucketKeys(`compliance/${item!.id}/`)).toEqual([]);
  });
});

describe('the daily schedule', () => {
  it('upserts one daily scheduler in Asia/Seoul and runs the scan when its job comes', async () => {
    const queue = h.queue(COMPLIANCE_SCAN_QUEUE);
    const connection = createBullWorkerRedis(h.infra.redisUrl);
    const schedule = new ComplianceScanSchedule({
      queue,
      connection,
      prefix: h.bullPrefix,
      cron: '0 6 * * *',
      scan: visaExpiryScanOf(h.deps),
      logger: h.deps.logger,
    });
    try {
      schedule.start();
      await schedule.schedule();
      const schedulers = await queue.getJobSchedulers();
      expect(schedulers).toEqual([expect.objectContaining({ key: COMPLIANCE_SCAN_SCHEDULER_ID, pattern: '0 6 * * *', tz: 'Asia/Seoul' })]);
      const company = caller('company');
      await a.call('PUT', '/api/company/settings/notifications', company, { leadTimes: { 'E-2': 10 } });
      const employeeId = await addEmployee(company, { visaType: 'E-2', visaExpiryDate: daysFrom(new Date(), 30) });
      await h.db.notificationSettings.update({ where: { companyId: company.userId }, data: { leadTimes: { 'E-2': 60 } } });
      await queue.add(COMPLIANCE_SCAN_JOB, {});
      await waitFor(async () => ((await itemsOf(company)).length === 1 ? true : undefined), { timeoutMs: 30_000, what: 'the scheduled scan' });
      expect((await itemsOf(company))[0]!.employeeId).toBe(employeeId);
    } finally {
      await schedule.stop();
      await queue.obliterate({ force: true }).catch(() => undefined);
      connection.disconnect();
    }
  });
});
