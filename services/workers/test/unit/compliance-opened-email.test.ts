import { EMAIL_COMPLIANCE_OPENED_JOB, ZComplianceOpenedEmailJobSchema, type TComplianceOpenedEmailJob, type TLanguage } from '@tov/contracts';
import { EMAIL_JOBS } from '../../src/processors/email-jobs';
import { renderComplianceOpenedEmail } from '../../src/render/compliance-opened-email';

const options = { webBaseUrl: 'http://localhost:8080' };
const job = (overrides: Partial<TComplianceOpenedEmailJob> = {}): TComplianceOpenedEmailJob =>
  ZComplianceOpenedEmailJobSchema.parse({
    deliveryId: 'compliance-opened-i1-hr',
    recipient: 'hr',
    itemId: 'i1',
    to: 'hr@acme.test',
    recipientName: 'HR Kim',
    companyName: 'Acme & Co',
    employeeName: 'Nguyen Van A',
    language: 'ko',
    visaType: 'E-9',
    expiryDate: '2027-01-31',
    daysLeft: 45,
    compliancePath: '/company/compliance/i1',
    openedAt: '2026-12-17T21:00:00.000Z',
    ...overrides,
  });

const EXPECTED: Record<TLanguage, { subject: string; facts: string[]; days: string }> = {
  ko: { subject: '[TOV] Nguyen Van A 님의 E-9 비자 만료 예정', facts: ['만료일: 2027-01-31', '알림 시각: 2026-12-18 06:00 KST'], days: '45일 후 만료됩니다' },
  en: {
    subject: "[TOV] Nguyen Van A's E-9 visa is about to expire",
    facts: ['Expiry date: 2027-01-31', 'Notified: 2026-12-18 06:00 KST'],
    days: 'expires in 45 days',
  },
  zh: { subject: '[TOV] Nguyen Van A 的 E-9 签证即将到期', facts: ['到期日: 2027-01-31', '通知时间: 2026-12-18 06:00 KST'], days: '将在 45 天后到期' },
  ja: {
    subject: '[TOV] Nguyen Van A さんの E-9 ビザの期限が近づいています',
    facts: ['有効期限: 2027-01-31', '通知日時: 2026-12-18 06:00 KST'],
    days: 'あと45日で期限が切れます',
  },
};

describe('compliance opened e-mail', () => {
  it.each(Object.entries(EXPECTED))('tells HR in %s whose visa expires when, with the link to the item', (language, expected) => {
    const mail = renderComplianceOpenedEmail(job({ language: language as TLanguage }), options);
    expect(mail.subject).toBe(expected.subject);
    for (const fact of expected.facts) expect(mail.text).toContain(fact);
    expect(mail.text).toContain(expected.days);
    expect(mail.html).toContain(`lang="${language}"`);
    expect(mail.html).toContain('href="http://localhost:8080/company/compliance/i1"');
  });

  it("tells the employee in the company's name, and an expired visa as expired", () => {
    const mail = renderComplianceOpenedEmail(job({ recipient: 'employee', recipientName: 'Nguyen Van A', daysLeft: -3, language: 'en' }), options);
    expect(mail.text).toContain('A notice from Acme & Co: your E-9 visa has expired.');
    expect(mail.html).toContain('Acme &amp; Co');
  });

  it('is a job kind of the email queue marked by its recipient', () => {
    expect(EMAIL_JOBS[EMAIL_COMPLIANCE_OPENED_JOB]!.headers?.(job({ recipient: 'employee' }))).toEqual({ 'X-TOV-Email-Kind': 'compliance-opened-employee' });
  });
});
