import { ACCOUNT_LINK_PATHS, type TAccountLinkJob, type TLanguage } from '@tov/contracts';
import { escapeHtml, formatSeoulTime, type RenderedEmail, type RenderOptions } from './summary-email';

type Kind = TAccountLinkJob['kind'];

interface KindStrings {
  subject: string;
  intro: string;
  /** The buttons, in order: [label, path] (a link kind's first button is its one-time link). */
  buttons: string[];
  /** The line under the buttons (what to do if it was not you). */
  notYou: string;
}

interface LanguageStrings {
  greeting(name: string): string;
  validUntil(when: string): string;
  orCopy: string;
  footer: string;
  kinds: Record<Kind, KindStrings>;
}

const STRINGS: Record<TLanguage, LanguageStrings> = {
  ko: {
    greeting: (name) => `${name} 님, 안녕하세요.`,
    validUntil: (when) => `이 링크는 ${when}까지 한 번만 사용할 수 있습니다.`,
    orCopy: '버튼이 열리지 않으면 아래 주소를 브라우저에 붙여넣어 주세요.',
    footer: '이 메일은 TOV 계정 안내를 위해 발송되었습니다.',
    kinds: {
      'verify-email': {
        subject: '[TOV] 이메일 주소를 인증해주세요',
        intro: 'TOV 가입을 완료하려면 아래 버튼을 눌러 이메일 주소를 인증해주세요. 인증하면 바로 로그인됩니다.',
        buttons: ['이메일 인증하기'],
        notYou: '가입한 적이 없다면 이 메일을 무시하셔도 됩니다. 인증하지 않은 계정은 사용할 수 없습니다.',
      },
      'reset-password': {
        subject: '[TOV] 비밀번호 재설정 안내',
        intro: '비밀번호 재설정을 요청하셨습니다. 아래 버튼을 눌러 새 비밀번호를 설정해주세요. 비밀번호를 바꾸면 모든 기기에서 로그아웃됩니다.',
        buttons: ['비밀번호 재설정하기'],
        notYou: '요청하지 않으셨다면 이 메일을 무시하셔도 됩니다. 비밀번호는 바뀌지 않습니다.',
      },
      'sign-up-attempt': {
        subject: '[TOV] 이 이메일 주소로 가입 시도가 있었습니다',
        intro:
          '누군가 이 이메일 주소로 TOV 가입을 시도했지만, 이 주소에는 이미 계정이 있습니다. 본인이라면 로그인하시고, 비밀번호가 기억나지 않으면 재설정해주세요.',
        buttons: ['로그인', '비밀번호 재설정'],
        notYou: '본인이 시도한 것이 아니라면 이 메일을 무시하셔도 됩니다. 계정에는 아무 변화가 없습니다.',
      },
    },
  },
  en: {
    greeting: (name) => `Hello ${name},`,
    validUntil: (when) => `This link can be used once, until ${when}.`,
    orCopy: 'If the button does not open, paste this address into your browser:',
    footer: 'TOV sent this e-mail about your account.',
    kinds: {
      'verify-email': {
        subject: '[TOV] Please confirm your e-mail address',
        intro: 'To finish signing up for TOV, confirm your e-mail address with the button below. You will be signed in right away.',
        buttons: ['Confirm my e-mail address'],
        notYou: 'If you did not sign up, you can ignore this e-mail. An account that is not confirmed cannot be used.',
      },
      'reset-password': {
        subject: '[TOV] Reset your password',
        intro: 'You asked to reset your password. Choose a new one with the button below. Changing it signs you out on every device.',
        buttons: ['Reset my password'],
        notYou: 'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
      },
      'sign-up-attempt': {
        subject: '[TOV] Someone tried to sign up with your e-mail address',
        intro:
          'Someone tried to sign up for TOV with this e-mail address, which already has an account. If it was you, sign in, or reset your password if you have forgotten it.',
        buttons: ['Sign in', 'Reset my password'],
        notYou: 'If it was not you, you can ignore this e-mail; nothing changed in your account.',
      },
    },
  },
  zh: {
    greeting: (name) => `${name}，您好：`,
    validUntil: (when) => `此链接只能使用一次，有效期至 ${when}。`,
    orCopy: '如果按钮无法打开，请将以下地址粘贴到浏览器中：',
    footer: '这是 TOV 发送的账户通知邮件。',
    kinds: {
      'verify-email': {
        subject: '[TOV] 请验证您的电子邮件地址',
        intro: '要完成 TOV 注册，请点击下面的按钮验证您的电子邮件地址。验证后将立即登录。',
        buttons: ['验证电子邮件地址'],
        notYou: '如果您没有注册，请忽略此邮件。未验证的账户无法使用。',
      },
      'reset-password': {
        subject: '[TOV] 重置密码',
        intro: '您申请了重置密码。请点击下面的按钮设置新密码。更改密码后，所有设备都将退出登录。',
        buttons: ['重置密码'],
        notYou: '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
      },
      'sign-up-attempt': {
        subject: '[TOV] 有人尝试用您的电子邮件地址注册',
        intro: '有人尝试用此电子邮件地址注册 TOV，但该地址已有账户。如果是您本人，请直接登录；如果忘记了密码，请重置密码。',
        buttons: ['登录', '重置密码'],
        notYou: '如果这不是您本人的操作，请忽略此邮件，您的账户没有任何变化。',
      },
    },
  },
  ja: {
    greeting: (name) => `${name} 様`,
    validUntil: (when) => `このリンクは ${when} まで、一度だけ使用できます。`,
    orCopy: 'ボタンが開かない場合は、次のアドレスをブラウザに貼り付けてください。',
    footer: 'このメールは TOV のアカウントに関するお知らせです。',
    kinds: {
      'verify-email': {
        subject: '[TOV] メールアドレスの確認をお願いします',
        intro: 'TOV への登録を完了するには、下のボタンからメールアドレスを確認してください。確認するとそのままログインします。',
        buttons: ['メールアドレスを確認する'],
        notYou: 'お心当たりがない場合は、このメールを無視してください。確認されていないアカウントは使用できません。',
      },
      'reset-password': {
        subject: '[TOV] パスワード再設定のご案内',
        intro: 'パスワードの再設定が依頼されました。下のボタンから新しいパスワードを設定してください。変更すると、すべての端末でログアウトします。',
        buttons: ['パスワードを再設定する'],
        notYou: 'お心当たりがない場合は、このメールを無視してください。パスワードは変更されません。',
      },
      'sign-up-attempt': {
        subject: '[TOV] このメールアドレスで登録が試みられました',
        intro:
          'このメールアドレスで TOV への登録が試みられましたが、このアドレスにはすでにアカウントがあります。ご本人の場合はログインし、パスワードをお忘れの場合は再設定してください。',
        buttons: ['ログイン', 'パスワードを再設定する'],
        notYou: 'お心当たりがない場合は、このメールを無視してください。アカウントに変更はありません。',
      },
    },
  },
};

/** Where each button goes: the one-time link of a link kind; sign-in and forgot-password for the sign-up note. */
function buttonTargets(job: TAccountLinkJob, webBaseUrl: string): string[] {
  const base = webBaseUrl.replace(/\/+$/, '');
  if (job.kind === 'sign-up-attempt') return [`${base}/login`, `${base}/forgot-password`];
  return [`${base}${ACCOUNT_LINK_PATHS[job.kind]}?token=${encodeURIComponent(job.token ?? '')}`];
}

/**
 * An account e-mail (verification link, reset link, or the note about a sign-up attempt) in the
 * account's language. Pure: the same job gives the same e-mail (the expiry is printed from the job,
 * in KST), so a retried job sends exactly what the first attempt would have sent.
 */
export function renderAccountEmail(job: TAccountLinkJob, options: RenderOptions): RenderedEmail {
  const s = STRINGS[job.language];
  const k = s.kinds[job.kind];
  const targets = buttonTargets(job, options.webBaseUrl);
  const validity = job.kind !== 'sign-up-attempt' && job.expiresAt ? s.validUntil(formatSeoulTime(job.expiresAt)) : null;
  const buttonStyle = 'display:inline-block;margin:0 8px 8px 0;background:#1a56db;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none';
  const html = [
    '<!doctype html>',
    `<html lang="${job.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(k.subject)}</title></head>`,
    "<body style=\"margin:0;padding:24px;font-family:-apple-system,'Segoe UI','Apple SD Gothic Neo','Malgun Gothic',sans-serif;color:#222;line-height:1.5\">",
    '<div style="max-width:560px;margin:0 auto">',
    `<p>${escapeHtml(s.greeting(job.name))}</p>`,
    `<p>${escapeHtml(k.intro)}</p>`,
    `<p style="margin:24px 0">${k.buttons.map((label, i) => `<a href="${escapeHtml(targets[i])}" style="${buttonStyle}">${escapeHtml(label)}</a>`).join('')}</p>`,
    validity ? `<p style="font-size:14px;color:#555">${escapeHtml(validity)}</p>` : '',
    `<p style="font-size:13px;color:#555">${escapeHtml(s.orCopy)}<br><span style="word-break:break-all">${escapeHtml(targets[0])}</span></p>`,
    `<p style="font-size:13px;color:#555;border-top:1px solid #e5e5e5;padding-top:12px">${escapeHtml(k.notYou)}</p>`,
    `<p style="font-size:12px;color:#888">${escapeHtml(s.footer)}</p>`,
    '</div></body></html>',
  ]
    .filter(Boolean)
    .join('\n');
  const text = [
    s.greeting(job.name),
    '',
    k.intro,
    '',
    ...k.buttons.map((label, i) => `${label}: ${targets[i]}`),
    ...(validity ? ['', validity] : []),
    '',
    k.notYou,
    '',
    s.footer,
  ].join('\n');
  return { subject: k.subject, html, text: `${text}\n` };
}
