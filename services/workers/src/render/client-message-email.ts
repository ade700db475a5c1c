import type { TClientMessageEmailJob, TLanguage } from '@tov/contracts';
import { renderNotice, webLink } from './notice-layout';
import { formatSeoulTime, type RenderedEmail, type RenderOptions } from './summary-email';

interface Strings {
  subject(client: string, visa: string): string;
  greeting(name: string): string;
  intro(client: string, visa: string): string;
  step(title: string): string;
  messageLabel: string;
  sentAt(when: string): string;
  button: string;
  footer: string;
}

const STRINGS: Record<TLanguage, Strings> = {
  ko: {
    subject: (client, visa) => `[TOV] ${client} 님이 ${visa} 로드맵에 메시지를 남겼습니다`,
    greeting: (name) => `${name} 님, 안녕하세요.`,
    intro: (client, visa) => `${client} 님이 ${visa} 서비스의 로드맵에 메시지를 남겼습니다.`,
    step: (title) => `단계: ${title}`,
    messageLabel: '메시지',
    sentAt: (when) => `보낸 시각: ${when}`,
    button: '로드맵에서 답하기',
    footer: '이 메일은 TOV 전문가 워크스페이스의 고객 메시지 알림입니다. 답장은 TOV의 로드맵 화면에서 보내주세요.',
  },
  en: {
    subject: (client, visa) => `[TOV] ${client} wrote on the ${visa} roadmap`,
    greeting: (name) => `Hello ${name},`,
    intro: (client, visa) => `${client} left a message on the roadmap of their ${visa} service.`,
    step: (title) => `Step: ${title}`,
    messageLabel: 'Message',
    sentAt: (when) => `Sent: ${when}`,
    button: 'Answer on the roadmap',
    footer: 'TOV sent this e-mail from your expert workspace. Please answer on the roadmap page on TOV.',
  },
  zh: {
    subject: (client, visa) => `[TOV] ${client} 在 ${visa} 路线图上留言了`,
    greeting: (name) => `${name}，您好：`,
    intro: (client, visa) => `${client} 在其 ${visa} 服务的路线图上留言了。`,
    step: (title) => `步骤：${title}`,
    messageLabel: '留言',
    sentAt: (when) => `发送时间：${when}`,
    button: '在路线图上回复',
    footer: '这是 TOV 专家工作台的客户留言通知。请在 TOV 的路线图页面回复。',
  },
  ja: {
    subject: (client, visa) => `[TOV] ${client} 様が ${visa} のロードマップにメッセージを残しました`,
    greeting: (name) => `${name} 様`,
    intro: (client, visa) => `${client} 様が ${visa} サービスのロードマップにメッセージを残しました。`,
    step: (title) => `ステップ: ${title}`,
    messageLabel: 'メッセージ',
    sentAt: (when) => `送信日時: ${when}`,
    button: 'ロードマップで返信する',
    footer: 'このメールは TOV 専門家ワークスペースの顧客メッセージのお知らせです。返信は TOV のロードマップ画面からお送りください。',
  },
};

/** A client's roadmap message to their expert, in the expert's language: who wrote, about which step, the message as text, the link to the roadmap. */
export function renderClientMessageEmail(job: TClientMessageEmailJob, options: RenderOptions): RenderedEmail {
  const s = STRINGS[job.language];
  return renderNotice({
    language: job.language,
    subject: s.subject(job.clientName, job.visaType),
    greeting: s.greeting(job.expertName),
    paragraphs: [s.intro(job.clientName, job.visaType), ...(job.step ? [s.step(job.step.title)] : []), s.sentAt(formatSeoulTime(job.sentAt))],
    quote: { label: s.messageLabel, text: job.message },
    button: { label: s.button, url: webLink(options.webBaseUrl, job.roadmapPath) },
    footer: s.footer,
  });
}
