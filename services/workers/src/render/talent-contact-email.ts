import type { TLanguage, TTalentContactJob } from '@tov/contracts';
import { escapeHtml, formatSeoulTime, type RenderedEmail, type RenderOptions } from './summary-email';

interface Strings {
  subject(company: string): string;
  greeting(name: string): string;
  intro(company: string): string;
  messageLabel: string;
  reply(company: string): string;
  noReply: string;
  sentAt(when: string): string;
  button: string;
  footer: string;
}

const STRINGS: Record<TLanguage, Strings> = {
  ko: {
    subject: (company) => `[TOV] ${company}에서 메시지를 보냈습니다`,
    greeting: (name) => `${name} 님, 안녕하세요.`,
    intro: (company) => `${company}에서 TOV 인재 검색으로 회원님을 찾아 아래 메시지를 보냈습니다.`,
    messageLabel: '메시지',
    reply: (company) => `이 메일에 답장하면 ${company}의 담당자에게 전달됩니다. 회원님의 이메일 주소는 답장하기 전까지 회사에 공개되지 않습니다.`,
    noReply: '회원님의 이메일 주소는 회사에 공개되지 않았습니다. 관심이 있다면 TOV에서 회사의 챌린지를 확인해 보세요.',
    sentAt: (when) => `보낸 시각: ${when}`,
    button: 'TOV 챌린지 보기',
    footer: '이 메일은 TOV tovspark 인재 검색을 통해 발송되었습니다. 원하지 않는 메시지라면 무시하셔도 됩니다.',
  },
  en: {
    subject: (company) => `[TOV] A message from ${company}`,
    greeting: (name) => `Hello ${name},`,
    intro: (company) => `${company} found you through TOV's talent search and sent you this message.`,
    messageLabel: 'Message',
    reply: (company) => `Replying to this e-mail reaches ${company}. Your e-mail address is not shown to the company unless you reply.`,
    noReply: "Your e-mail address was not shown to the company. If you are interested, look at the company's challenges on TOV.",
    sentAt: (when) => `Sent: ${when}`,
    button: 'See the challenges on TOV',
    footer: 'TOV sent this e-mail through the tovspark talent search. If you do not want such messages, you can ignore it.',
  },
  zh: {
    subject: (company) => `[TOV] 来自 ${company} 的消息`,
    greeting: (name) => `${name}，您好：`,
    intro: (company) => `${company} 通过 TOV 人才搜索找到了您，并给您发送了以下消息。`,
    messageLabel: '消息',
    reply: (company) => `回复此邮件即可联系 ${company}。在您回复之前，您的电子邮件地址不会向该公司公开。`,
    noReply: '您的电子邮件地址没有向该公司公开。如果您感兴趣，请在 TOV 上查看该公司的挑战。',
    sentAt: (when) => `发送时间：${when}`,
    button: '在 TOV 上查看挑战',
    footer: '这是 TOV tovspark 人才搜索发送的邮件。如果您不需要此类消息，请忽略此邮件。',
  },
  ja: {
    subject: (company) => `[TOV] ${company} からメッセージが届きました`,
    greeting: (name) => `${name} 様`,
    intro: (company) => `${company} が TOV の人材検索であなたを見つけ、次のメッセージを送りました。`,
    messageLabel: 'メッセージ',
    reply: (company) => `このメールに返信すると ${company} の担当者に届きます。返信するまで、あなたのメールアドレスは会社に公開されません。`,
    noReply: 'あなたのメールアドレスは会社に公開されていません。興味があれば、TOV で会社のチャレンジをご覧ください。',
    sentAt: (when) => `送信日時: ${when}`,
    button: 'TOV でチャレンジを見る',
    footer: 'このメールは TOV tovspark の人材検索を通じて送信されました。不要なメッセージであれば無視してください。',
  },
};

/**
 * A company's message to a talent, in the talent's language: the company's name, its message (as
 * text: line breaks kept, nothing interpreted as HTML) and how to answer. Pure, like every renderer.
 */
export function renderTalentContactEmail(job: TTalentContactJob, options: RenderOptions): RenderedEmail {
  const s = STRINGS[job.language];
  const subject = s.subject(job.companyName);
  const link = `${options.webBaseUrl.replace(/\/+$/, '')}/tovspark/challenges`;
  const answer = job.replyTo ? s.reply(job.companyName) : s.noReply;
  const when = s.sentAt(formatSeoulTime(job.sentAt));
  const html = [
    '<!doctype html>',
    `<html lang="${job.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    "<body style=\"margin:0;padding:24px;font-family:-apple-system,'Segoe UI','Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#222;line-height:1.5\">",
    '<div style="max-width:560px;margin:0 auto">',
    `<p>${escapeHtml(s.greeting(job.talentName))}</p>`,
    `<p>${escapeHtml(s.intro(job.companyName))}</p>`,
    `<p style="font-size:13px;color:#555;margin-bottom:4px">${escapeHtml(s.messageLabel)}</p>`,
    `<div style="white-space:pre-wrap;border-left:3px solid #1a56db;background:#f5f7fb;padding:12px 16px;margin:0 0 16px">${escapeHtml(job.message)}</div>`,
    `<p style="font-size:13px;color:#555">${escapeHtml(when)}</p>`,
    `<p>${escapeHtml(answer)}</p>`,
    `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#1a56db;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(s.button)}</a></p>`,
    `<p style="font-size:12px;color:#888;border-top:1px solid #e5e5e5;padding-top:12px">${escapeHtml(s.footer)}</p>`,
    '</div></body></html>',
  ].join('\n');
  const text = [
    s.greeting(job.talentName),
    '',
    s.intro(job.companyName),
    '',
    `${s.messageLabel}:`,
    job.message,
    '',
    when,
    '',
    answer,
    '',
    `${s.button}: ${link}`,
    '',
    s.footer,
  ].join('\n');
  return { subject, html, text: `${text}\n` };
}
