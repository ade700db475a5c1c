import type { TLanguage, TSubmissionScoredEmailJob } from '@tov/contracts';
import { renderNotice, webLink } from './notice-layout';
import type { RenderedEmail, RenderOptions } from './summary-email';

interface Strings {
  subject(title: string, score: number): string;
  greeting(name: string): string;
  intro(title: string): string;
  score: string;
  points: string;
  feedback: string;
  button: string;
  footer: string;
}

const STRINGS: Record<TLanguage, Strings> = {
  ko: {
    subject: (title, score) => `[TOV] "${title}" 제출물이 평가되었습니다: ${score}점`,
    greeting: (name) => `${name} 님, 안녕하세요.`,
    intro: (title) => `"${title}" 챌린지에 제출한 작업이 평가되었습니다.`,
    score: '점수',
    points: '받은 SparkPoints',
    feedback: '평가 의견',
    button: '평가 보기',
    footer: '이 메일은 참여한 TOV Spark 챌린지의 평가 알림입니다. 점수는 한 번 매겨지면 바뀌지 않습니다.',
  },
  en: {
    subject: (title, score) => `[TOV] Your work for "${title}" was scored: ${score}/100`,
    greeting: (name) => `Hello ${name},`,
    intro: (title) => `Your submission to the challenge "${title}" has been evaluated.`,
    score: 'Score',
    points: 'SparkPoints earned',
    feedback: 'Feedback',
    button: 'See the evaluation',
    footer: 'TOV sent this e-mail about a TOV Spark challenge you took part in. A score is final.',
  },
  zh: {
    subject: (title, score) => `[TOV] 您在“${title}”的提交已评分：${score} 分`,
    greeting: (name) => `${name}，您好：`,
    intro: (title) => `您提交到挑战“${title}”的作品已完成评估。`,
    score: '分数',
    points: '获得的 SparkPoints',
    feedback: '评语',
    button: '查看评估',
    footer: '这是您参加的 TOV Spark 挑战的评估通知。分数一经给出不再更改。',
  },
  ja: {
    subject: (title, score) => `[TOV] 「${title}」の提出物が評価されました: ${score} 点`,
    greeting: (name) => `${name} 様`,
    intro: (title) => `チャレンジ「${title}」に提出した作品が評価されました。`,
    score: '点数',
    points: '獲得した SparkPoints',
    feedback: 'フィードバック',
    button: '評価を見る',
    footer: 'このメールは参加された TOV Spark チャレンジの評価のお知らせです。点数は一度付けられると変わりません。',
  },
};

/** A participant's scored submission, in their language: the score, the SparkPoints it earned, the feedback as text, the link to the challenge. */
export function renderSubmissionScoredEmail(job: TSubmissionScoredEmailJob, options: RenderOptions): RenderedEmail {
  const s = STRINGS[job.language];
  return renderNotice({
    language: job.language,
    subject: s.subject(job.challengeTitle, job.score),
    greeting: s.greeting(job.participantName),
    paragraphs: [s.intro(job.challengeTitle)],
    facts: [
      { label: s.score, value: `${job.score} / 100` },
      { label: s.points, value: job.sparkPoints.toLocaleString('en-US') },
    ],
    quote: job.feedback ? { label: s.feedback, text: job.feedback } : null,
    button: { label: s.button, url: webLink(options.webBaseUrl, job.challengePath) },
    footer: s.footer,
  });
}
