import { DEFAULT_LEAD_TIME_DAYS, ZNotificationSettingsSchema } from '@tov/contracts';
import { api, caller } from './company-api';
import { useCompanyHarness, type CompanyHarness } from './company-harness';

let h: CompanyHarness;
let a: ReturnType<typeof api>;
useCompanyHarness((started) => {
  h = started;
  a = api(h);
});

const PATH = '/api/company/settings/notifications';

describe('notification settings', () => {
  it('answers the defaults before anything is saved', async () => {
    const res = await a.call('GET', PATH, caller('company'));
    expect(res.statusCode).toBe(200);
    const settings = ZNotificationSettingsSchema.parse(res.json().data);
    expect(settings).toMatchObject({
      hrEmail: null,
      complianceEmails: true,
      employeeEmails: false,
      language: 'ko',
      defaultLeadTimeDays: DEFAULT_LEAD_TIME_DAYS,
    });
    expect(Object.keys(settings.leadTimes)).toHaveLength(13);
    expect(new Set(Object.values(settings.leadTimes))).toEqual(new Set([DEFAULT_LEAD_TIME_DAYS]));
  });

  it('saves the HR address, the e-mails and lead times per visa type, and keeps what a later call leaves out', async () => {
    const company = caller('company');
    const saved = await a.call('PUT', PATH, company, { hrEmail: 'HR@Example.com', employeeEmails: true, leadTimes: { 'E-9': 120 } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ hrEmail: 'hr@example.com', employeeEmails: true, complianceEmails: true });
    expect(saved.json().data.leadTimes['E-9']).toBe(120);
    const again = await a.call('PUT', PATH, company, { leadTimes: { 'E-7': 60 }, language: 'en' });
    expect(again.json().data.leadTimes).toMatchObject({ 'E-9': 120, 'E-7': 60, 'F-6': DEFAULT_LEAD_TIME_DAYS });
    expect((await a.call('GET', PATH, company)).json().data).toMatchObject({ hrEmail: 'hr@example.com', language: 'en' });
  });

  it('refuses a bad lead time or address with 400 and stores nothing', async () => {
    const company = caller('company');
    for (const body of [{ leadTimes: { 'E-9': 0 } }, { leadTimes: { 'X-1': 30 } }, { hrEmail: 'not an address' }, { leadTimes: { 'E-9': 400 } }]) {
      const res = await a.call('PUT', PATH, company, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    expect(await h.db.notificationSettings.findUnique({ where: { companyId: company.userId } })).toBeNull();
  });

  it('is for company accounts only: 403 for any other role, before the input is read', async () => {
    for (const role of ['challenger', 'pro', 'admin'] as const) {
      expect((await a.call('GET', PATH, caller(role))).statusCode).toBe(403);
      expect((await a.call('PUT', PATH, caller(role), { leadTimes: { 'E-9': 0 } })).statusCode).toBe(403);
    }
  });

  it('keeps each company to its own settings', async () => {
    const one = caller('company');
    const other = caller('company');
    await a.call('PUT', PATH, one, { hrEmail: 'one@example.com' });
    expect((await a.call('GET', PATH, other)).json().data.hrEmail).toBeNull();
  });
});
