import { EMAIL_SUBMISSION_SCORED_JOB, ZSubmissionScoredEmailJobSchema, type TLanguage, type TSubmissionScoredEmailJob } from '@tov/contracts';
import { EMAIL_JOBS } from '../../src/processors/email-jobs';
import { renderSubmissionScoredEmail } from '../../src/render/submission-scored-email';

const options = { webBaseUrl: 'http://localhost:8080' };
const job = (overrides: Partial<TSubmissionScoredEmailJob> = {}): TSubmissionScoredEmailJob =>
  ZSubmissionScoredEmailJobSchema.parse({
    deliveryId: 'submission-scored-s1',
    submissionId: 's1',
    challengeId: 'c1',
    to: 'p@example.test',
    participantName: 'Tanaka Yuki',
    language: 'ko',
    challengeTitle: 'Chatbot <for> newcomers',
    score: 87,
    feedback: 'Clear code.\n<script>x</script>',
    sparkPoints: 1_305,
    challengePath: '/tovspark/challenges/c1',
    scoredAt: '2026-11-24T05:00:00.000Z',
    ...overrides,
  });

const EXPECTED: Record<TLanguage, { subject: string; facts: string[] }> = {
  ko: { subject: '[TOV] "Chatbot <for> newcomers" 제출물이 평가되었습니다: 87점', facts: ['점수: 87 / 100', '받은 SparkPoints: 1,305', '평가 의견:'] },
  en: { subject: '[TOV] Your work for "Chatbot <for> newcomers" was scored: 87/100', facts: ['Score: 87 / 100', 'SparkPoints earned: 1,305', 'Feedback:'] },
  zh: { subject: '[TOV] 您在“Chatbot <for> newcomers”的提交已评分：87 分', facts: ['分数: 87 / 100', '获得的 SparkPoints: 1,305', '评语:'] },
  ja: {
    subject: '[TOV] 「Chatbot <for> newcomers」の提出物が評価されました: 87 点',
    facts: ['点数: 87 / 100', '獲得した SparkPoints: 1,305', 'フィードバック:'],
  },
};

describe('submission scored e-mail', () => {
  it.each(Object.entries(EXPECTED))(
    'gives the participant in %s the score, the points, the feedback as text and the link to the challenge',
    (language, expected) => {
      const mail = renderSubmissionScoredEmail(job({ language: language as TLanguage }), options);
      expect(mail.subject).toBe(expected.subject);
      for (const fact of expected.facts) expect(mail.text).toContain(fact);
      expect(mail.text).toContain('Clear code.\n<script>x</script>');
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('Chatbot &lt;for&gt; newcomers');
      expect(mail.html).toContain(`lang="${language}"`);
      expect(mail.html).toContain('href="http://localhost:8080/tovspark/challenges/c1"');
    },
  );

  it('is a job kind of the email queue, refusing a score out of 0-100', () => {
    const kind = EMAIL_JOBS[EMAIL_SUBMISSION_SCORED_JOB]!;
    expect(kind.headers?.(job())).toEqual({ 'X-TOV-Email-Kind': 'submission-scored' });
    expect(kind.schema.safeParse({ ...job(), score: 101 }).success).toBe(false);
  });
});
