import type { TLanguage, TRoadmapMessageJob } from '@tov/contracts';
import { escapeHtml, formatSeoulTime, type RenderedEmail, type RenderOptions } from './summary-email';

interface Strings {
  subject(expert: string, visaType: string): string;
  greeting(name: string): string;
  intro(expert: string, visaType: string): string;
  step(title: string): string;
  stepDone(title: string): string;
  messageLabel: string;
  sentAt(when: string): string;
  button: string;
  footer: string;
}

const STRINGS: Record<TLanguage, Strings> = {
  ko: {
    subject: (expert, visa) => `[TOV] ${expert} 전문가가 ${visa} 진행 상황을 알려드립니다`,
    greeting: (name) => `${name} 님, 안녕하세요.`,
    intro: (expert, visa) => `${visa} 비자 서비스를 맡은 ${expert} 전문가가 로드맵에 메시지를 남겼습니다.`,
    step: (title) => `단계: ${title}`,
    stepDone: (title) => `완료된 단계: ${title}`,
    messageLabel: '메시지',
    sentAt: (when) => `보낸 시각: ${when}`,
    button: '로드맵 보기',
    footer: '이 메일은 TOV에서 결제한 전문가 서비스의 로드맵 알림입니다. 답장은 TOV의 로드맵 화면에서 보내주세요.',
  },
  en: {
    subject: (expert, visa) => `[TOV] ${expert} has an update on your ${visa} application`,
    greeting: (name) => `Hello ${name},`,
    intro: (expert, visa) => `${expert}, the expert handling your ${visa} visa service, left a message on your roadmap.`,
    step: (title) => `Step: ${title}`,
    stepDone: (title) => `Step completed: ${title}`,
    messageLabel: 'Message',
    sentAt: (when) => `Sent: ${when}`,
    button: 'Open your roadmap',
    footer: 'TOV sent this e-mail about an expert service you paid for. Please answer on your roadmap page on TOV.',
  },
  zh: {
    subject: (expert, visa) => `[TOV] ${expert} 更新了您的 ${visa} 办理进度`,
    greeting: (name) => `${name}，您好：`,
    intro: (expert, visa) => `负责您 ${visa} 签证服务的专家 ${expert} 在您的路线图上留言了。`,
    step: (title) => `步骤：${title}`,
    stepDone: (title) => `已完成的步骤：${title}`,
    messageLabel: '留言',
    sentAt: (when) => `发送时间：${when}`,
    button: '查看路线图',
    footer: '这是您在 TOV 付费的专家服务的路线图通知。请在 TOV 的路线图页面回复。',
  },
  ja: {
    subject: (expert, visa) => `[TOV] ${expert} から ${visa} の進捗のお知らせ`,
    greeting: (name) => `${name} 様`,
    intro: (expert, visa) => `${visa} ビザのサービスを担当する専門家 ${expert} が、ロードマップにメッセージを残しました。`,
    step: (title) => `ステップ: ${title}`,
    stepDone: (title) => `完了したステップ: ${title}`,
    messageLabel: 'メッセージ',
    sentAt: (when) => `送信日時: ${when}`,
    button: 'ロードマップを見る',
    footer: 'このメールは TOV でお支払いいただいた専門家サービスのロードマップのお知らせです。返信は TOV のロードマップ画面からお送りください。',
  },
};

/**
 * An expert's roadmap message to their client, in the client's language: who wrote, about which step
 * (and whether it is now done), the message as text (line breaks kept, nothing interpreted as HTML)
 * and the link to the roadmap page. Pure, like every renderer.
 */
export function renderRoadmapMessageEmail(job: TRoadmapMessageJob, options: RenderOptions): RenderedEmail {
  const s = STRINGS[job.language];
  const subject = s.subject(job.expertName, job.visaType);
  const link = `${options.webBaseUrl.replace(/\/+$/, '')}${job.servicePath}`;
  const step = job.step ? (job.step.done ? s.stepDone(job.step.title) : s.step(job.step.title)) : null;
  const when = s.sentAt(formatSeoulTime(job.sentAt));
  const html = [
    '<!doctype html>',
    `<html lang="${job.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    "<body style=\"margin:0;padding:24px;font-family:-apple-system,'Segoe UI','Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#222;line-height:1.5\">",
    '<div style="max-width:560px;margin:0 auto">',
    `<p>${escapeHtml(s.greeting(job.clientName))}</p>`,
    `<p>${escapeHtml(s.intro(job.expertName, job.visaType))}</p>`,
    ...(step ? [`<p style="font-weight:600">${escapeHtml(step)}</p>`] : []),
    `<p style="font-size:13px;color:#555;margin-bottom:4px">${escapeHtml(s.messageLabel)}</p>`,
    `<div style="white-space:pre-wrap;border-left:3px solid #1a56db;background:#f5f7fb;padding:12px 16px;margin:0 0 16px">${escapeHtml(job.message)}</div>`,
    `<p style="font-size:13px;color:#555">${escapeHtml(when)}</p>`,
    `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#1a56db;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(s.button)}</a></p>`,
    `<p style="font-size:12px;color:#888;border-top:1px solid #e5e5e5;padding-top:12px">${escapeHtml(s.footer)}</p>`,
    '</div></body></html>',
  ].join('\n');
  const text = [
    s.greeting(job.clientName),
    '',
    s.intro(job.expertName, job.visaType),
    '',
    ...(step ? [step, ''] : []),
    `${s.messageLabel}:`,
    job.message,
    '',
    when,
    '',
    `${s.button}: ${link}`,
    '',
    s.footer,
  ].join('\n');
  return { subject, html, text: `${text}\n` };
}
