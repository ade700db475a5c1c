import { EMAIL_QUOTE_SENT_JOB, ZQuoteSentEmailJobSchema, type TLanguage, type TQuoteSentEmailJob } from '@tov/contracts';
import { EMAIL_JOBS } from '../../src/processors/email-jobs';
import { renderQuoteSentEmail } from '../../src/render/quote-sent-email';

const options = { webBaseUrl: 'http://localhost:8080/' };
const job = (overrides: Partial<TQuoteSentEmailJob> = {}): TQuoteSentEmailJob =>
  ZQuoteSentEmailJobSchema.parse({
    deliveryId: 'quote-sent-q1',
    quoteId: 'q1',
    requestId: 'r1',
    to: 'client@example.test',
    clientName: 'Nguyen Van A',
    expertName: 'Kim <Expert>',
    language: 'ko',
    visaType: 'E-7',
    serviceOption: 'document_review',
    amount: 400_000,
    message: '서류를 먼저 보내 주세요.\n<b>급함</b>',
    validUntil: '2026-12-01T14:59:00.000Z',
    resultPath: '/visa/result/a1',
    sentAt: '2026-11-24T05:00:00.000Z',
    ...overrides,
  });

const EXPECTED: Record<TLanguage, { subject: string; greeting: string; facts: string[] }> = {
  ko: {
    subject: '[TOV] Kim <Expert> 전문가가 E-7 견적을 보냈습니다',
    greeting: 'Nguyen Van A 님, 안녕하세요.',
    facts: ['서비스: E-7 · 서류 검토', '금액: 400,000원', '유효 기한: 2026-12-01 23:59 KST'],
  },
  en: {
    subject: '[TOV] Kim <Expert> sent you a quote for your E-7 application',
    greeting: 'Hello Nguyen Van A,',
    facts: ['Service: E-7 · Document review', 'Amount: KRW 400,000', 'Valid until: 2026-12-01 23:59 KST'],
  },
  zh: {
    subject: '[TOV] Kim <Expert> 为您的 E-7 申请发送了报价',
    greeting: 'Nguyen Van A，您好：',
    facts: ['服务: E-7 · 材料审核', '金额: 400,000韩元', '有效期至: 2026-12-01 23:59 KST'],
  },
  ja: {
    subject: '[TOV] Kim <Expert> から E-7 の見積もりが届きました',
    greeting: 'Nguyen Van A 様',
    facts: ['サービス: E-7 · 書類チェック', '金額: 400,000ウォン', '有効期限: 2026-12-01 23:59 KST'],
  },
};

describe('quote e-mail', () => {
  it.each(Object.entries(EXPECTED))(
    'is written in %s: the expert, the service, the amount, the deadline in KST and the link to the result page',
    (language, expected) => {
      const mail = renderQuoteSentEmail(job({ language: language as TLanguage }), options);
      expect(mail.subject).toBe(expected.subject);
      expect(mail.text).toContain(expected.greeting);
      for (const fact of expected.facts) expect(mail.text).toContain(fact);
      expect(mail.html).toContain(`lang="${language}"`);
      expect(mail.text).toContain('http://localhost:8080/visa/result/a1');
      expect(mail.html).toContain('href="http://localhost:8080/visa/result/a1"');
    },
  );

  it("keeps the expert's message as text and leaves it out when there is none", () => {
    const mail = renderQuoteSentEmail(job(), options);
    expect(mail.text).toContain('서류를 먼저 보내 주세요.\n<b>급함</b>');
    expect(mail.html).toContain('&lt;b&gt;급함&lt;/b&gt;');
    expect(mail.html).toContain('Kim &lt;Expert&gt;');
    expect(mail.html).not.toContain('<b>');
    expect(renderQuoteSentEmail(job({ language: 'en', message: null }), options).text).not.toContain('Message from the expert');
  });

  it('is a job kind of the email queue marked as a quote, refusing a link to another site', () => {
    const kind = EMAIL_JOBS[EMAIL_QUOTE_SENT_JOB]!;
    expect(kind.headers?.(job())).toEqual({ 'X-TOV-Email-Kind': 'quote-sent' });
    expect(kind.schema.safeParse({ ...job(), resultPath: '//evil.test/x' }).success).toBe(false);
    expect(kind.schema.safeParse({ ...job(), amount: 0 }).success).toBe(false);
  });
});
