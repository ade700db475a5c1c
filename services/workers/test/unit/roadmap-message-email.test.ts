import { EMAIL_ROADMAP_MESSAGE_JOB, LANGUAGES, ZRoadmapMessageJobSchema, type TRoadmapMessageJob } from '@tov/contracts';
import { EMAIL_JOBS } from '../../src/processors/email-jobs';
import { renderRoadmapMessageEmail } from '../../src/render/roadmap-message-email';

const options = { webBaseUrl: 'http://localhost:8080/' };
const job = (overrides: Partial<TRoadmapMessageJob> = {}): TRoadmapMessageJob =>
  ZRoadmapMessageJobSchema.parse({
    deliveryId: 'roadmap-message-m1',
    messageId: 'm1',
    serviceId: 's1',
    to: 'client@example.test',
    clientName: 'Nguyen Van A',
    expertName: 'Kim <Expert>',
    language: 'ko',
    visaType: 'E-7',
    step: { key: 'EMPLOYMENT_CONTRACT', title: 'Employment contract', done: true },
    message: '계약서를 받았습니다.\n<b>다음</b> 단계로 갑니다.',
    servicePath: '/visa/services/s1',
    sentAt: '2026-11-24T05:00:00.000Z',
    ...overrides,
  });

describe('roadmap message e-mail', () => {
  it("names the expert, the step done and the message as text, in the client's language, with the time in KST and the roadmap link", () => {
    const mail = renderRoadmapMessageEmail(job(), options);
    expect(mail.subject).toBe('[TOV] Kim <Expert> 전문가가 E-7 진행 상황을 알려드립니다');
    expect(mail.text).toContain('Nguyen Van A 님, 안녕하세요.');
    expect(mail.text).toContain('완료된 단계: Employment contract');
    expect(mail.text).toContain('계약서를 받았습니다.\n<b>다음</b> 단계로 갑니다.');
    expect(mail.text).toContain('2026-11-24 14:00 KST');
    expect(mail.html).toContain('&lt;b&gt;다음&lt;/b&gt;');
    expect(mail.html).toContain('Kim &lt;Expert&gt;');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('href="http://localhost:8080/visa/services/s1"');
  });

  it('is written in every language, says a step that is not done as a step, and leaves the step out when there is none', () => {
    for (const language of LANGUAGES) {
      const mail = renderRoadmapMessageEmail(job({ language }), options);
      expect(mail.subject).toContain('Kim <Expert>');
      expect(mail.subject).toContain('E-7');
      expect(mail.html).toContain(`lang="${language}"`);
    }
    expect(renderRoadmapMessageEmail(job({ language: 'en', step: { key: 'submission', title: 'Submit', done: false } }), options).text).toContain(
      'Step: Submit',
    );
    const noStep = renderRoadmapMessageEmail(job({ language: 'en', step: null }), options).text;
    expect(noStep).not.toContain('Step');
    expect(noStep).toContain('Open your roadmap: http://localhost:8080/visa/services/s1');
  });

  it('is a job kind of the email queue marked as a roadmap message, refusing an empty message', () => {
    const kind = EMAIL_JOBS[EMAIL_ROADMAP_MESSAGE_JOB]!;
    expect(kind.headers?.(job())).toEqual({ 'X-TOV-Email-Kind': 'roadmap-message' });
    expect(kind.schema.safeParse({ ...job(), message: '' }).success).toBe(false);
    expect(kind.schema.safeParse({ ...job(), servicePath: 'http://elsewhere' }).success).toBe(false);
  });
});
