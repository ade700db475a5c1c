import type { TChallengePublishedEmailJob, TLanguage } from '@tov/contracts';
import { renderNotice, webLink } from './notice-layout';
import { formatSeoulTime, type RenderedEmail, type RenderOptions } from './summary-email';

interface Strings {
  subject(title: string): string;
  greeting(name: string): string;
  intro(title: string, company: string): string;
  deadline: string;
  publishedAt: string;
  button: string;
  footer: string;
}

const STRINGS: Record<TLanguage, Strings> = {
  ko: {
    subject: (title) => `[TOV] "${title}" 챌린지가 공개되었습니다`,
    greeting: (name) => `${name} 님, 안녕하세요.`,
    intro: (title, company) => `${company}의 "${title}" 챌린지가 검토를 마치고 공개되었습니다. 이제 참가자가 참여하고 작업을 제출할 수 있습니다.`,
    deadline: '마감',
    publishedAt: '공개 시각',
    button: '챌린지 보기',
    footer: '이 메일은 TOV Spark에 등록한 챌린지의 알림입니다. 제출물은 내 챌린지에서 확인할 수 있습니다.',
  },
  en: {
    subject: (title) => `[TOV] Your challenge "${title}" is published`,
    greeting: (name) => `Hello ${name},`,
    intro: (title, company) => `"${title}" by ${company} has been reviewed and published. Participants can now join it and hand in their work.`,
    deadline: 'Deadline',
    publishedAt: 'Published',
    button: 'Open the challenge',
    footer: 'TOV sent this e-mail about a challenge your company posted on TOV Spark. You read the submissions under My challenges.',
  },
  zh: {
    subject: (title) => `[TOV] 您的挑战“${title}”已发布`,
    greeting: (name) => `${name}，您好：`,
    intro: (title, company) => `${company} 的挑战“${title}”已通过审核并发布。参与者现在可以参加并提交作品。`,
    deadline: '截止时间',
    publishedAt: '发布时间',
    button: '查看挑战',
    footer: '这是贵公司在 TOV Spark 发布的挑战的通知。可在“我的挑战”中查看提交的作品。',
  },
  ja: {
    subject: (title) => `[TOV] チャレンジ「${title}」が公開されました`,
    greeting: (name) => `${name} 様`,
    intro: (title, company) => `${company} のチャレンジ「${title}」が審査を経て公開されました。参加者が参加して作品を提出できるようになりました。`,
    deadline: '締め切り',
    publishedAt: '公開日時',
    button: 'チャレンジを見る',
    footer: 'このメールは貴社が TOV Spark に掲載したチャレンジのお知らせです。提出物は「マイチャレンジ」で確認できます。',
  },
};

/** A company's challenge is published, in the company's language: the deadline, when, and the link to the challenge (its submissions). */
export function renderChallengePublishedEmail(job: TChallengePublishedEmailJob, options: RenderOptions): RenderedEmail {
  const s = STRINGS[job.language];
  return renderNotice({
    language: job.language,
    subject: s.subject(job.challengeTitle),
    greeting: s.greeting(job.recipientName),
    paragraphs: [s.intro(job.challengeTitle, job.companyName)],
    facts: [
      { label: s.deadline, value: formatSeoulTime(job.deadline) },
      { label: s.publishedAt, value: formatSeoulTime(job.publishedAt) },
    ],
    button: { label: s.button, url: webLink(options.webBaseUrl, job.challengePath) },
    footer: s.footer,
  });
}
