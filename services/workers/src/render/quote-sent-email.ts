import type { TLanguage, TQuoteSentEmailJob } from '@tov/contracts';
import { renderNotice, serviceOptionName, webLink, wonAmount } from './notice-layout';
import { formatSeoulTime, type RenderedEmail, type RenderOptions } from './summary-email';

interface Strings {
  subject(expert: string, visa: string): string;
  greeting(name: string): string;
  intro(expert: string, visa: string): string;
  service: string;
  amount: string;
  validUntil: string;
  messageLabel: string;
  button: string;
  footer: string;
}

const STRINGS: Record<TLanguage, Strings> = {
  ko: {
    subject: (expert, visa) => `[TOV] ${expert} 전문가가 ${visa} 견적을 보냈습니다`,
    greeting: (name) => `${name} 님, 안녕하세요.`,
    intro: (expert, visa) =>
      `${expert} 전문가가 ${visa} 비자 요청에 견적을 보냈습니다. 진단 결과 페이지에서 견적을 확인하고, 수락해 결제하거나 거절할 수 있습니다.`,
    service: '서비스',
    amount: '금액',
    validUntil: '유효 기한',
    messageLabel: '전문가의 메시지',
    button: '견적 보기',
    footer: '이 메일은 TOV에서 선택한 전문가의 견적 알림입니다. 견적을 수락하기 전에는 결제되지 않습니다.',
  },
  en: {
    subject: (expert, visa) => `[TOV] ${expert} sent you a quote for your ${visa} application`,
    greeting: (name) => `Hello ${name},`,
    intro: (expert, visa) => `${expert} sent a quote for your ${visa} visa request. Open your result page to read it, then accept and pay it, or decline it.`,
    service: 'Service',
    amount: 'Amount',
    validUntil: 'Valid until',
    messageLabel: 'Message from the expert',
    button: 'See the quote',
    footer: 'TOV sent this e-mail because you chose this expert on TOV. Nothing is charged until you accept the quote.',
  },
  zh: {
    subject: (expert, visa) => `[TOV] ${expert} 为您的 ${visa} 申请发送了报价`,
    greeting: (name) => `${name}，您好：`,
    intro: (expert, visa) => `专家 ${expert} 已为您的 ${visa} 签证请求发送报价。请在评估结果页面查看报价，然后接受并付款，或拒绝。`,
    service: '服务',
    amount: '金额',
    validUntil: '有效期至',
    messageLabel: '专家留言',
    button: '查看报价',
    footer: '您在 TOV 选择了这位专家，因此收到此邮件。在您接受报价之前不会扣款。',
  },
  ja: {
    subject: (expert, visa) => `[TOV] ${expert} から ${visa} の見積もりが届きました`,
    greeting: (name) => `${name} 様`,
    intro: (expert, visa) =>
      `専門家 ${expert} が ${visa} ビザのリクエストに見積もりを送りました。診断結果のページで見積もりを確認し、承諾してお支払いいただくか、お断りください。`,
    service: 'サービス',
    amount: '金額',
    validUntil: '有効期限',
    messageLabel: '専門家からのメッセージ',
    button: '見積もりを見る',
    footer: 'TOV でこの専門家を選ばれたため、このメールをお送りしています。見積もりを承諾するまで料金は発生しません。',
  },
};

/** An expert's quote, in the applicant's language: the service, amount and deadline, the expert's message as text, the link to the result page that holds it. */
export function renderQuoteSentEmail(job: TQuoteSentEmailJob, options: RenderOptions): RenderedEmail {
  const s = STRINGS[job.language];
  return renderNotice({
    language: job.language,
    subject: s.subject(job.expertName, job.visaType),
    greeting: s.greeting(job.clientName),
    paragraphs: [s.intro(job.expertName, job.visaType)],
    facts: [
      { label: s.service, value: `${job.visaType} · ${serviceOptionName(job.language, job.serviceOption)}` },
      { label: s.amount, value: wonAmount(job.language, job.amount) },
      { label: s.validUntil, value: formatSeoulTime(job.validUntil) },
    ],
    quote: job.message ? { label: s.messageLabel, text: job.message } : null,
    button: { label: s.button, url: webLink(options.webBaseUrl, job.resultPath) },
    footer: s.footer,
  });
}
