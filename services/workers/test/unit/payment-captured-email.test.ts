import { EMAIL_PAYMENT_CAPTURED_JOB, ZPaymentCapturedEmailJobSchema, type TLanguage, type TPaymentCapturedEmailJob } from '@tov/contracts';
import { EMAIL_JOBS } from '../../src/processors/email-jobs';
import { renderPaymentCapturedEmail } from '../../src/render/payment-captured-email';

const options = { webBaseUrl: 'http://localhost:8080' };
const job = (overrides: Partial<TPaymentCapturedEmailJob> = {}): TPaymentCapturedEmailJob =>
  ZPaymentCapturedEmailJobSchema.parse({
    deliveryId: 'payment-captured-p1-client',
    recipient: 'client',
    paymentId: 'p1',
    serviceId: 's1',
    to: 'client@example.test',
    recipientName: 'Nguyen Van A',
    counterpartName: 'Kim Expert',
    language: 'ko',
    visaType: 'E-7',
    serviceOption: 'full_service',
    amount: 1_200_000,
    paidAt: '2026-11-24T05:00:00.000Z',
    servicePath: '/visa/services/s1',
    ...overrides,
  });

const CLIENT: Record<TLanguage, string> = {
  ko: '[TOV] 1,200,000원 결제가 완료되었습니다 (E-7 · 신청 대행)',
  en: '[TOV] Your payment of KRW 1,200,000 went through (E-7 · Full application service)',
  zh: '[TOV] 已完成 1,200,000韩元付款（E-7 · 全程代办）',
  ja: '[TOV] 1,200,000ウォンのお支払いが完了しました（E-7 · 申請代行）',
};
const EXPERT: Record<TLanguage, string> = {
  ko: '[TOV] Nguyen Van A 님이 견적을 결제했습니다 (E-7 · 신청 대행)',
  en: '[TOV] Nguyen Van A paid your quote (E-7 · Full application service)',
  zh: '[TOV] Nguyen Van A 已支付您的报价（E-7 · 全程代办）',
  ja: '[TOV] Nguyen Van A 様が見積もりを支払いました（E-7 · 申請代行）',
};
const expertJob = (language: TLanguage) =>
  job({
    language,
    deliveryId: 'payment-captured-p1-expert',
    recipient: 'expert',
    to: 'expert@example.test',
    recipientName: 'Kim Expert',
    counterpartName: 'Nguyen Van A',
    servicePath: '/pro/services/s1',
  });

describe('payment e-mail', () => {
  it.each(Object.entries(CLIENT))("is the applicant's record in %s: amount, expert, time in KST, the link to their service", (language, subject) => {
    const mail = renderPaymentCapturedEmail(job({ language: language as TLanguage }), options);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain('Kim Expert');
    expect(mail.text).toContain('2026-11-24 14:00 KST');
    expect(mail.html).toContain(`lang="${language}"`);
    expect(mail.html).toContain('href="http://localhost:8080/visa/services/s1"');
  });

  it.each(Object.entries(EXPERT))('tells the expert in %s that the client paid and the work can start, linking the workspace', (language, subject) => {
    const mail = renderPaymentCapturedEmail(expertJob(language as TLanguage), options);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain('Nguyen Van A');
    expect(mail.html).toContain(`lang="${language}"`);
    expect(mail.html).toContain('href="http://localhost:8080/pro/services/s1"');
  });

  it('names who it is for in its kind header', () => {
    const kind = EMAIL_JOBS[EMAIL_PAYMENT_CAPTURED_JOB]!;
    expect(kind.headers?.(job())).toEqual({ 'X-TOV-Email-Kind': 'payment-captured-client' });
    expect(kind.headers?.(expertJob('en'))).toEqual({ 'X-TOV-Email-Kind': 'payment-captured-expert' });
    expect(kind.schema.safeParse({ ...job(), recipient: 'admin' }).success).toBe(false);
  });
});
