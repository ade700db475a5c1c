import type { TComplianceOpenedEmailJob, TLanguage } from '@tov/contracts';
import { renderNotice, webLink } from './notice-layout';
import { formatSeoulTime, type RenderedEmail, type RenderOptions } from './summary-email';

interface Strings {
  subject(employee: string, visaType: string): string;
  greeting(name: string): string;
  /** To the company's HR address. */
  hrIntro(employee: string, visaType: string, days: number): string;
  /** To the employee. */
  employeeIntro(company: string, visaType: string, days: number): string;
  expiry: string;
  opened: string;
  button: string;
  footer: string;
}

/** "expires in N days" or "has expired" in each language. */
const when: Record<TLanguage, (days: number) => string> = {
  ko: (d) => (d >= 0 ? `${d}일 후 만료됩니다` : '이미 만료되었습니다'),
  en: (d) => (d >= 0 ? `expires in ${d} day${d === 1 ? '' : 's'}` : 'has expired'),
  zh: (d) => (d >= 0 ? `将在 ${d} 天后到期` : '已经到期'),
  ja: (d) => (d >= 0 ? `あと${d}日で期限が切れます` : 'すでに期限が切れています'),
};

const STRINGS: Record<TLanguage, Strings> = {
  ko: {
    subject: (employee, visa) => `[TOV] ${employee} 님의 ${visa} 비자 만료 예정`,
    greeting: (name) => `${name} 님, 안녕하세요.`,
    hrIntro: (employee, visa, d) => `${employee} 님의 ${visa} 비자가 ${when.ko(d)}. 체류기간 연장 등 필요한 절차를 확인해주세요.`,
    employeeIntro: (company, visa, d) => `${company}에서 알려드립니다. 회원님의 ${visa} 비자가 ${when.ko(d)}. 담당자와 연장 절차를 확인해주세요.`,
    expiry: '만료일',
    opened: '알림 시각',
    button: '컴플라이언스 항목 보기',
    footer: '이 메일은 TOV 기업 워크스페이스의 알림 설정에 따라 보냈습니다.',
  },
  en: {
    subject: (employee, visa) => `[TOV] ${employee}'s ${visa} visa is about to expire`,
    greeting: (name) => `Hello ${name},`,
    hrIntro: (employee, visa, d) => `${employee}'s ${visa} visa ${when.en(d)}. Please check the steps needed, such as an extension of stay.`,
    employeeIntro: (company, visa, d) => `A notice from ${company}: your ${visa} visa ${when.en(d)}. Please check the extension with your HR contact.`,
    expiry: 'Expiry date',
    opened: 'Notified',
    button: 'Open the compliance item',
    footer: "TOV sent this e-mail following the company workspace's notification settings.",
  },
  zh: {
    subject: (employee, visa) => `[TOV] ${employee} 的 ${visa} 签证即将到期`,
    greeting: (name) => `${name}，您好：`,
    hrIntro: (employee, visa, d) => `${employee} 的 ${visa} 签证${when.zh(d)}。请确认延长滞留期限等所需手续。`,
    employeeIntro: (company, visa, d) => `${company} 通知您：您的 ${visa} 签证${when.zh(d)}。请与人事负责人确认延期手续。`,
    expiry: '到期日',
    opened: '通知时间',
    button: '查看合规事项',
    footer: '这封邮件是根据 TOV 企业工作区的通知设置发送的。',
  },
  ja: {
    subject: (employee, visa) => `[TOV] ${employee} さんの ${visa} ビザの期限が近づいています`,
    greeting: (name) => `${name} 様`,
    hrIntro: (employee, visa, d) => `${employee} さんの ${visa} ビザは${when.ja(d)}。在留期間の更新など必要な手続きをご確認ください。`,
    employeeIntro: (company, visa, d) => `${company} からのお知らせです。あなたの ${visa} ビザは${when.ja(d)}。担当者と更新の手続きをご確認ください。`,
    expiry: '有効期限',
    opened: '通知日時',
    button: 'コンプライアンス項目を見る',
    footer: 'このメールは TOV 企業ワークスペースの通知設定に基づいて送信されました。',
  },
};

/** A visa-expiry compliance item opened: to the company's HR address or to the employee, in the company's language. */
export function renderComplianceOpenedEmail(job: TComplianceOpenedEmailJob, options: RenderOptions): RenderedEmail {
  const s = STRINGS[job.language];
  const intro = job.recipient === 'hr' ? s.hrIntro(job.employeeName, job.visaType, job.daysLeft) : s.employeeIntro(job.companyName, job.visaType, job.daysLeft);
  return renderNotice({
    language: job.language,
    subject: s.subject(job.employeeName, job.visaType),
    greeting: s.greeting(job.recipientName),
    paragraphs: [intro],
    facts: [
      { label: s.expiry, value: job.expiryDate },
      { label: s.opened, value: formatSeoulTime(job.openedAt) },
    ],
    button: { label: s.button, url: webLink(options.webBaseUrl, job.compliancePath) },
    footer: s.footer,
  });
}
