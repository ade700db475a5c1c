import { EMAIL_CLIENT_MESSAGE_JOB, ZClientMessageEmailJobSchema, type TClientMessageEmailJob, type TLanguage } from '@tov/contracts';
import { EMAIL_JOBS } from '../../src/processors/email-jobs';
import { renderClientMessageEmail } from '../../src/render/client-message-email';

const options = { webBaseUrl: 'http://localhost:8080/' };
const job = (overrides: Partial<TClientMessageEmailJob> = {}): TClientMessageEmailJob =>
  ZClientMessageEmailJobSchema.parse({
    deliveryId: 'client-message-m1',
    messageId: 'm1',
    serviceId: 's1',
    to: 'expert@example.test',
    expertName: 'Kim Expert',
    clientName: 'Nguyen <Van> A',
    language: 'ko',
    visaType: 'E-7',
    step: { key: 'EMPLOYMENT_CONTRACT', title: 'Employment contract' },
    message: '계약서를 올렸습니다.\n<i>확인</i> 부탁드립니다.',
    roadmapPath: '/pro/roadmaps/s1',
    sentAt: '2026-11-24T05:00:00.000Z',
    ...overrides,
  });

const EXPECTED: Record<TLanguage, { subject: string; greeting: string; step: string }> = {
  ko: { subject: '[TOV] Nguyen <Van> A 님이 E-7 로드맵에 메시지를 남겼습니다', greeting: 'Kim Expert 님, 안녕하세요.', step: '단계: Employment contract' },
  en: { subject: '[TOV] Nguyen <Van> A wrote on the E-7 roadmap', greeting: 'Hello Kim Expert,', step: 'Step: Employment contract' },
  zh: { subject: '[TOV] Nguyen <Van> A 在 E-7 路线图上留言了', greeting: 'Kim Expert，您好：', step: '步骤：Employment contract' },
  ja: { subject: '[TOV] Nguyen <Van> A 様が E-7 のロードマップにメッセージを残しました', greeting: 'Kim Expert 様', step: 'ステップ: Employment contract' },
};

describe('client message e-mail', () => {
  it.each(Object.entries(EXPECTED))(
    'tells the expert in %s who wrote, on which step, the message as text and the link to the roadmap',
    (language, expected) => {
      const mail = renderClientMessageEmail(job({ language: language as TLanguage }), options);
      expect(mail.subject).toBe(expected.subject);
      expect(mail.text).toContain(expected.greeting);
      expect(mail.text).toContain(expected.step);
      expect(mail.text).toContain('계약서를 올렸습니다.\n<i>확인</i> 부탁드립니다.');
      expect(mail.text).toContain('2026-11-24 14:00 KST');
      expect(mail.html).toContain('&lt;i&gt;확인&lt;/i&gt;');
      expect(mail.html).not.toContain('<i>');
      expect(mail.html).toContain(`lang="${language}"`);
      expect(mail.html).toContain('href="http://localhost:8080/pro/roadmaps/s1"');
    },
  );

  it('leaves the step out when the message is about none, and is a job kind of the email queue', () => {
    expect(renderClientMessageEmail(job({ language: 'en', step: null }), options).text).not.toContain('Step:');
    const kind = EMAIL_JOBS[EMAIL_CLIENT_MESSAGE_JOB]!;
    expect(kind.headers?.(job())).toEqual({ 'X-TOV-Email-Kind': 'client-message' });
    expect(kind.schema.safeParse({ ...job(), message: '' }).success).toBe(false);
  });
});
