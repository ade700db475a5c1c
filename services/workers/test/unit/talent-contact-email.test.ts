import { EMAIL_TALENT_CONTACT_JOB, LANGUAGES, ZTalentContactJobSchema, type TTalentContactJob } from '@tov/contracts';
import { EMAIL_JOBS } from '../../src/processors/email-jobs';
import { renderTalentContactEmail } from '../../src/render/talent-contact-email';

const options = { webBaseUrl: 'http://localhost:8080/' };
const job = (overrides: Partial<TTalentContactJob> = {}): TTalentContactJob =>
  ZTalentContactJobSchema.parse({
    deliveryId: 'talent-contact-c1',
    contactId: 'c1',
    to: 'talent@example.test',
    talentName: 'Nguyen Van A',
    language: 'ko',
    companyName: 'Acme <Korea>',
    replyTo: 'hr@acme.test',
    message: '안녕하세요.\n<b>면접</b>을 제안드립니다.',
    sentAt: '2026-11-24T05:00:00.000Z',
    ...overrides,
  });

describe('talent contact e-mail', () => {
  it("carries the company name and the message as text, in the talent's language, with the time in KST", () => {
    const mail = renderTalentContactEmail(job(), options);
    expect(mail.subject).toBe('[TOV] Acme <Korea>에서 메시지를 보냈습니다');
    expect(mail.text).toContain('Nguyen Van A 님, 안녕하세요.');
    expect(mail.text).toContain('안녕하세요.\n<b>면접</b>을 제안드립니다.');
    expect(mail.text).toContain('2026-11-24 14:00 KST');
    expect(mail.html).toContain('&lt;b&gt;면접&lt;/b&gt;');
    expect(mail.html).toContain('Acme &lt;Korea&gt;');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('href="http://localhost:8080/tovspark/challenges"');
  });

  it('is written in every language, and says the address stays private when the company has no reply address', () => {
    for (const language of LANGUAGES) {
      const mail = renderTalentContactEmail(job({ language }), options);
      expect(mail.subject).toContain('Acme <Korea>');
      expect(mail.html).toContain(`lang="${language}"`);
    }
    expect(renderTalentContactEmail(job({ language: 'en', replyTo: null }), options).text).toContain('Your e-mail address was not shown to the company');
    expect(renderTalentContactEmail(job({ language: 'en' }), options).text).toContain('Replying to this e-mail reaches Acme <Korea>');
  });

  it('is a job kind of the email queue whose replies go to the company, not the talent', () => {
    const kind = EMAIL_JOBS[EMAIL_TALENT_CONTACT_JOB]!;
    const data = job();
    expect(kind.headers?.(data)).toEqual({ 'X-TOV-Email-Kind': 'talent-contact', 'Reply-To': 'hr@acme.test' });
    expect(kind.headers?.(job({ replyTo: null }))).toEqual({ 'X-TOV-Email-Kind': 'talent-contact' });
    expect(kind.schema.safeParse({ ...data, message: '' }).success).toBe(false);
  });
});
