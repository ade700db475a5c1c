import type { TLanguage, TPaymentCapturedEmailJob } from '@tov/contracts';
import { renderNotice, serviceOptionName, webLink, wonAmount } from './notice-layout';
import { formatSeoulTime, type RenderedEmail, type RenderOptions } from './summary-email';

interface Side {
  subject(amount: string, counterpart: string, service: string): string;
  intro(amount: string, counterpart: string, service: string): string;
  counterpart: string;
  button: string;
  footer: string;
}

interface Strings {
  greeting(name: string): string;
  service: string;
  amount: string;
  paidAt: string;
  client: Side;
  expert: Side;
}

const STRINGS: Record<TLanguage, Strings> = {
  ko: {
    greeting: (name) => `${name} 님, 안녕하세요.`,
    service: '서비스',
    amount: '결제 금액',
    paidAt: '결제 시각',
    client: {
      subject: (amount, _expert, service) => `[TOV] ${amount} 결제가 완료되었습니다 (${service})`,
      intro: (_amount, expert, service) => `${expert} 전문가의 견적(${service})을 결제했습니다. 전문가가 곧 진행을 시작합니다.`,
      counterpart: '전문가',
      button: '내 서비스 보기',
      footer: '이 메일은 TOV에서 결제하신 내역의 안내입니다.',
    },
    expert: {
      subject: (_amount, client, service) => `[TOV] ${client} 님이 견적을 결제했습니다 (${service})`,
      intro: (amount, client, service) => `${client} 님이 ${service} 견적(${amount})을 수락하고 결제했습니다. 서비스를 시작하고 로드맵을 배정해 주세요.`,
      counterpart: '고객',
      button: '서비스 열기',
      footer: '이 메일은 TOV 전문가 워크스페이스의 결제 알림입니다. 정산금은 서비스가 완료된 다음 달 10일에 지급됩니다.',
    },
  },
  en: {
    greeting: (name) => `Hello ${name},`,
    service: 'Service',
    amount: 'Amount paid',
    paidAt: 'Paid',
    client: {
      subject: (amount, _expert, service) => `[TOV] Your payment of ${amount} went through (${service})`,
      intro: (_amount, expert, service) => `You paid ${expert}'s quote (${service}). The expert will start on it shortly.`,
      counterpart: 'Expert',
      button: 'Open your service',
      footer: 'TOV sent this e-mail as the record of a payment you made on TOV.',
    },
    expert: {
      subject: (_amount, client, service) => `[TOV] ${client} paid your quote (${service})`,
      intro: (amount, client, service) => `${client} accepted and paid your quote of ${amount} (${service}). Please start the service and assign a roadmap.`,
      counterpart: 'Client',
      button: 'Open the service',
      footer: 'TOV sent this e-mail from your expert workspace. The payout follows on the 10th of the month after the service is completed.',
    },
  },
  zh: {
    greeting: (name) => `${name}，您好：`,
    service: '服务',
    amount: '付款金额',
    paidAt: '付款时间',
    client: {
      subject: (amount, _expert, service) => `[TOV] 已完成 ${amount}付款（${service}）`,
      intro: (_amount, expert, service) => `您已为专家 ${expert} 的报价（${service}）付款。专家将很快开始办理。`,
      counterpart: '专家',
      button: '查看我的服务',
      footer: '这是您在 TOV 付款的记录。',
    },
    expert: {
      subject: (_amount, client, service) => `[TOV] ${client} 已支付您的报价（${service}）`,
      intro: (amount, client, service) => `${client} 已接受并支付您的报价（${service}，${amount}）。请开始服务并分配路线图。`,
      counterpart: '客户',
      button: '打开服务',
      footer: '这是 TOV 专家工作台的付款通知。结算款将在服务完成后的次月 10 日支付。',
    },
  },
  ja: {
    greeting: (name) => `${name} 様`,
    service: 'サービス',
    amount: 'お支払い金額',
    paidAt: 'お支払い日時',
    client: {
      subject: (amount, _expert, service) => `[TOV] ${amount}のお支払いが完了しました（${service}）`,
      intro: (_amount, expert, service) => `専門家 ${expert} の見積もり（${service}）をお支払いいただきました。専門家がまもなく対応を始めます。`,
      counterpart: '専門家',
      button: 'マイサービスを見る',
      footer: 'このメールは TOV でのお支払いの記録です。',
    },
    expert: {
      subject: (_amount, client, service) => `[TOV] ${client} 様が見積もりを支払いました（${service}）`,
      intro: (amount, client, service) =>
        `${client} 様が見積もり（${service}、${amount}）を承諾し、支払いました。サービスを開始し、ロードマップを設定してください。`,
      counterpart: '顧客',
      button: 'サービスを開く',
      footer: 'このメールは TOV 専門家ワークスペースの支払いのお知らせです。精算金はサービス完了の翌月10日に支払われます。',
    },
  },
};

/**
 * A captured payment in the recipient's language: to the applicant the record of what they paid and
 * the way to their service, to the expert that the work can start. Pure, like every renderer.
 */
export function renderPaymentCapturedEmail(job: TPaymentCapturedEmailJob, options: RenderOptions): RenderedEmail {
  const s = STRINGS[job.language];
  const side = s[job.recipient];
  const amount = wonAmount(job.language, job.amount);
  const service = `${job.visaType} · ${serviceOptionName(job.language, job.serviceOption)}`;
  return renderNotice({
    language: job.language,
    subject: side.subject(amount, job.counterpartName, service),
    greeting: s.greeting(job.recipientName),
    paragraphs: [side.intro(amount, job.counterpartName, service)],
    facts: [
      { label: s.service, value: service },
      { label: side.counterpart, value: job.counterpartName },
      { label: s.amount, value: amount },
      { label: s.paidAt, value: formatSeoulTime(job.paidAt) },
    ],
    button: { label: side.button, url: webLink(options.webBaseUrl, job.servicePath) },
    footer: side.footer,
  });
}
