import { EMAIL_CHALLENGE_PUBLISHED_JOB, ZChallengePublishedEmailJobSchema, type TChallengePublishedEmailJob, type TLanguage } from '@tov/contracts';
import { EMAIL_JOBS } from '../../src/processors/email-jobs';
import { renderChallengePublishedEmail } from '../../src/render/challenge-published-email';

const options = { webBaseUrl: 'http://localhost:8080' };
const job = (overrides: Partial<TChallengePublishedEmailJob> = {}): TChallengePublishedEmailJob =>
  ZChallengePublishedEmailJobSchema.parse({
    deliveryId: 'challenge-published-c1',
    challengeId: 'c1',
    to: 'hr@acme.test',
    recipientName: 'Acme HR',
    companyName: 'Acme & Co',
    language: 'ko',
    challengeTitle: 'Chatbot for newcomers',
    deadline: '2026-12-31T14:59:00.000Z',
    challengePath: '/tovspark/challenges/c1',
    publishedAt: '2026-11-24T05:00:00.000Z',
    ...overrides,
  });

const EXPECTED: Record<TLanguage, { subject: string; facts: string[] }> = {
  ko: { subject: '[TOV] "Chatbot for newcomers" 챌린지가 공개되었습니다', facts: ['마감: 2026-12-31 23:59 KST', '공개 시각: 2026-11-24 14:00 KST'] },
  en: { subject: '[TOV] Your challenge "Chatbot for newcomers" is published', facts: ['Deadline: 2026-12-31 23:59 KST', 'Published: 2026-11-24 14:00 KST'] },
  zh: { subject: '[TOV] 您的挑战“Chatbot for newcomers”已发布', facts: ['截止时间: 2026-12-31 23:59 KST', '发布时间: 2026-11-24 14:00 KST'] },
  ja: { subject: '[TOV] チャレンジ「Chatbot for newcomers」が公開されました', facts: ['締め切り: 2026-12-31 23:59 KST', '公開日時: 2026-11-24 14:00 KST'] },
};

describe('challenge published e-mail', () => {
  it.each(Object.entries(EXPECTED))('tells the company in %s its challenge is public, with the deadline in KST and the link to it', (language, expected) => {
    const mail = renderChallengePublishedEmail(job({ language: language as TLanguage }), options);
    expect(mail.subject).toBe(expected.subject);
    for (const fact of expected.facts) expect(mail.text).toContain(fact);
    expect(mail.text).toContain('Acme & Co');
    expect(mail.html).toContain('Acme &amp; Co');
    expect(mail.html).toContain(`lang="${language}"`);
    expect(mail.html).toContain('href="http://localhost:8080/tovspark/challenges/c1"');
  });

  it('is a job kind of the email queue marked as a publication', () => {
    expect(EMAIL_JOBS[EMAIL_CHALLENGE_PUBLISHED_JOB]!.headers?.(job())).toEqual({ 'X-TOV-Email-Kind': 'challenge-published' });
  });
});
