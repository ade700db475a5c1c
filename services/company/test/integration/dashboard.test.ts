import { randomUUID } from 'node:crypto';
import { challengePublishedV1, HIRING_STAGES, ZCompanyDashboardSchema, ZCompanyStatsSchema } from '@tov/contracts';
import { api, caller, daysFrom, employeeBody, type Caller } from './company-api';
import { useCompanyHarness, type CompanyHarness } from './company-harness';

let h: CompanyHarness;
let a: ReturnType<typeof api>;
useCompanyHarness((started) => {
  h = started;
  a = api(h);
});

const publish = async (company: Caller, deadline: Date) => {
  const event = await h.publish(challengePublishedV1, {
    challengeId: randomUUID(),
    companyId: company.userId,
    companyName: 'Acme',
    title: 'Chatbot',
    category: 'coding',
    sparkPoints: 100,
    deadline: deadline.toISOString(),
    publishedBy: randomUUID(),
    publishedAt: new Date().toISOString(),
  });
  await h.processed(event.id);
};
const add = (company: Caller, overrides: Record<string, unknown>) => a.call('POST', '/api/company/employees', company, employeeBody(overrides));

describe('stats and the dashboard', () => {
  it("counts the company's active challenges, hires, visas, expiries, open items and pipeline, and nobody else's", async () => {
    const company = await a.company('Acme Korea');
    const today = new Date();
    await publish(company, new Date(Date.now() + 7 * 86_400_000));
    await publish(company, new Date(Date.now() - 86_400_000));
    await publish(caller('company'), new Date(Date.now() + 7 * 86_400_000));
    await add(company, { visaType: 'E-9', visaExpiryDate: daysFrom(today, 20) });
    await add(company, { visaType: 'E-9', visaExpiryDate: daysFrom(today, 45) });
    await add(company, { visaType: 'E-7', visaExpiryDate: daysFrom(today, 80) });
    await add(company, { visaType: 'E-7', visaExpiryDate: daysFrom(today, 400) });
    await add(company, { visaType: 'F-6', visaExpiryDate: daysFrom(today, 10), employmentStatus: 'terminated' });
    await add(caller('company'), { visaType: 'E-9', visaExpiryDate: daysFrom(today, 5) });

    const res = await a.call('GET', '/api/company/stats', company);
    expect(res.statusCode).toBe(200);
    const stats = ZCompanyStatsSchema.parse(res.json().data);
    expect(stats).toEqual({
      companyName: 'Acme Korea',
      industry: null,
      activeChallenges: 1,
      totalHires: 5,
      employees: { total: 5, active: 4, byVisaType: { 'E-9': 2, 'E-7': 2 } },
      visasExpiring: { within30: 1, within60: 2, within90: 3 },
      openComplianceItems: 3,
      pipeline: Object.fromEntries(HIRING_STAGES.map((s) => [s, 0])),
    });

    const dashboard = ZCompanyDashboardSchema.parse((await a.call('GET', '/api/v1/dashboard/me/company', company)).json().data);
    expect(dashboard.stats).toEqual(stats);
    expect(dashboard.upcomingExpiries.map((e) => e.visaExpiryDate)).toEqual([
      daysFrom(today, 20),
      daysFrom(today, 45),
      daysFrom(today, 80),
      daysFrom(today, 400),
    ]);
    expect(dashboard.openComplianceItems.map((i) => i.dueDate)).toEqual([daysFrom(today, 20), daysFrom(today, 45), daysFrom(today, 80)]);
  });

  it('answers zeros for a company with nothing yet', async () => {
    const stats = (await a.call('GET', '/api/company/stats', caller('company'))).json().data;
    expect(stats).toMatchObject({
      companyName: null,
      activeChallenges: 0,
      totalHires: 0,
      openComplianceItems: 0,
      visasExpiring: { within30: 0, within60: 0, within90: 0 },
    });
  });

  it('is for company accounts only', async () => {
    for (const role of ['challenger', 'pro', 'admin'] as const) {
      expect((await a.call('GET', '/api/company/stats', caller(role))).statusCode).toBe(403);
      expect((await a.call('GET', '/api/v1/dashboard/me/company', caller(role))).statusCode).toBe(403);
    }
  });
});

describe('regulations', () => {
  const list = async (query: string, who: Caller = caller('company')) => (await a.call('GET', `/api/company/regulations?${query}`, who)).json().data;

  it('lists the rules for every employer and those of a visa type, each with its source and date', async () => {
    const e9 = await list('visaType=E-9');
    const ids = e9.items.map((r: { id: string }) => r.id);
    expect(ids).toEqual(expect.arrayContaining(['employment-change-report', 'alien-registration-90-days', 'e9-workplace-changes']));
    expect(ids).not.toContain('e7-employer-ratio');
    for (const rule of e9.items) {
      expect(rule.source.name).not.toBe('');
      expect(rule.recordedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const report = e9.items.find((r: { id: string }) => r.id === 'employment-change-report');
    expect(report).toMatchObject({ deadlineDays: 15, language: 'ko', summaryLanguage: 'ko', source: { reference: expect.stringContaining('19') } });
  });

  it('answers in the language asked, English summaries for Chinese and Japanese, and searches', async () => {
    const en = await list('visaType=E-7&language=en');
    expect(en.items.find((r: { id: string }) => r.id === 'e7-employer-ratio').title).toBe('E-7 employer: foreign staff at most 20% of Korean staff');
    const ja = await list('language=ja&visaType=E-9');
    expect(ja.items.find((r: { id: string }) => r.id === 'alien-registration-90-days')).toMatchObject({
      title: '入国日から90日以内に外国人登録',
      summaryLanguage: 'en',
    });
    const found = await list('language=en&search=registration');
    expect(found.items.map((r: { id: string }) => r.id)).toContain('alien-registration-90-days');
    expect(found.total).toBe(found.items.length);
    expect((await a.call('GET', '/api/company/regulations?language=fr', caller('company'))).statusCode).toBe(400);
    expect((await a.call('GET', '/api/company/regulations', caller('challenger'))).statusCode).toBe(403);
  });
});
