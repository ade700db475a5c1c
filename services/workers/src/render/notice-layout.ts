import type { TLanguage, TServiceOption } from '@tov/contracts';
import { escapeHtml, type RenderedEmail } from './summary-email';

/**
 * The shape every notice e-mail shares (a quote, a payment, a message, a score, a publication): a
 * greeting, a few sentences, facts as label and value, an optional quoted text (someone's words, line
 * breaks kept, never read as HTML), one button and a footer. Each renderer words it in its language.
 */
export interface Notice {
  language: TLanguage;
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  facts?: ReadonlyArray<{ label: string; value: string }>;
  quote?: { label: string; text: string } | null;
  button: { label: string; url: string };
  footer: string;
}

/** The web app's address of a path the job carries (`/visa/services/…`). */
export const webLink = (webBaseUrl: string, path: string) => `${webBaseUrl.replace(/\/+$/, '')}${path}`;

const SERVICE_OPTION_NAMES: Record<TLanguage, Record<TServiceOption, string>> = {
  ko: { consultation: '상담', document_review: '서류 검토', full_service: '신청 대행' },
  en: { consultation: 'Consultation', document_review: 'Document review', full_service: 'Full application service' },
  zh: { consultation: '咨询', document_review: '材料审核', full_service: '全程代办' },
  ja: { consultation: '相談', document_review: '書類チェック', full_service: '申請代行' },
};

/** A service option's name as the web app shows it (frontend visa locales, `visa.expert.options`). */
export const serviceOptionName = (language: TLanguage, option: TServiceOption) => SERVICE_OPTION_NAMES[language][option];

/** An amount in won, written the way each language writes it. */
export function wonAmount(language: TLanguage, amount: number): string {
  const digits = amount.toLocaleString('en-US');
  switch (language) {
    case 'ko':
      return `${digits}원`;
    case 'zh':
      return `${digits}韩元`;
    case 'ja':
      return `${digits}ウォン`;
    default:
      return `KRW ${digits}`;
  }
}

export function renderNotice(n: Notice): RenderedEmail {
  const facts = n.facts ?? [];
  const html = [
    '<!doctype html>',
    `<html lang="${n.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(n.subject)}</title></head>`,
    "<body style=\"margin:0;padding:24px;font-family:-apple-system,'Segoe UI','Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#222;line-height:1.5\">",
    '<div style="max-width:560px;margin:0 auto">',
    `<p>${escapeHtml(n.greeting)}</p>`,
    ...n.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(facts.length
      ? [
          '<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">',
          ...facts.map(
            (f) =>
              `<tr><th scope="row" style="text-align:left;font-weight:600;padding:4px 16px 4px 0;color:#555;vertical-align:top">${escapeHtml(f.label)}</th><td style="padding:4px 0">${escapeHtml(f.value)}</td></tr>`,
          ),
          '</table>',
        ]
      : []),
    ...(n.quote
      ? [
          `<p style="font-size:13px;color:#555;margin-bottom:4px">${escapeHtml(n.quote.label)}</p>`,
          `<div style="white-space:pre-wrap;border-left:3px solid #1a56db;background:#f5f7fb;padding:12px 16px;margin:0 0 16px">${escapeHtml(n.quote.text)}</div>`,
        ]
      : []),
    `<p style="margin:24px 0"><a href="${escapeHtml(n.button.url)}" style="display:inline-block;background:#1a56db;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(n.button.label)}</a></p>`,
    `<p style="font-size:12px;color:#888;border-top:1px solid #e5e5e5;padding-top:12px">${escapeHtml(n.footer)}</p>`,
    '</div></body></html>',
  ].join('\n');
  const text = [
    n.greeting,
    '',
    ...n.paragraphs.flatMap((p) => [p, '']),
    ...(facts.length ? [...facts.map((f) => `${f.label}: ${f.value}`), ''] : []),
    ...(n.quote ? [`${n.quote.label}:`, n.quote.text, ''] : []),
    `${n.button.label}: ${n.button.url}`,
    '',
    n.footer,
  ].join('\n');
  return { subject: n.subject, html, text: `${text}\n` };
}
