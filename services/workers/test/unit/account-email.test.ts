import { LANGUAGES } from '@tov/contracts';
import { renderAccountEmail } from '../../src/render/account-email';
import { accountLinkJob } from '../support/fixtures';

const options = { webBaseUrl: 'http://localhost:8080/' };

describe('account e-mail', () => {
  it('links a verification to /verify-email and a reset to /reset-password with the token, and says until when (KST)', () => {
    const verify = renderAccountEmail(accountLinkJob(), options);
    expect(verify.subject).toBe('[TOV] 이메일 주소를 인증해주세요');
    expect(verify.text).toContain('김민준 님, 안녕하세요.');
    expect(verify.text).toContain('이메일 인증하기: http://localhost:8080/verify-email?token=tok_ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdef');
    expect(verify.text).toContain('2026-11-23 14:00 KST까지');
    expect(verify.html).toContain('href="http://localhost:8080/verify-email?token=tok_ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789abcdef"');
    const reset = renderAccountEmail(accountLinkJob({ kind: 'reset-password', language: 'en' }), options);
    expect(reset.subject).toBe('[TOV] Reset your password');
    expect(reset.text).toContain('Reset my password: http://localhost:8080/reset-password?token=');
    expect(reset.text).toContain('signs you out on every device');
  });

  it('tells the owner of a registered address about a sign-up attempt, with sign-in and reset links and no token', () => {
    const mail = renderAccountEmail(accountLinkJob({ kind: 'sign-up-attempt', token: undefined, expiresAt: undefined, language: 'ja' }), options);
    expect(mail.subject).toBe('[TOV] このメールアドレスで登録が試みられました');
    expect(mail.text).toContain('ログイン: http://localhost:8080/login');
    expect(mail.text).toContain('パスワードを再設定する: http://localhost:8080/forgot-password');
    expect(mail.text).not.toContain('token=');
  });

  it.each(LANGUAGES)('writes every kind in %s, with the name escaped in the HTML', (language) => {
    for (const kind of ['verify-email', 'reset-password', 'sign-up-attempt'] as const) {
      const mail = renderAccountEmail(accountLinkJob({ kind, language, name: '<b>Kim</b>' }), options);
      expect(mail.subject).toMatch(/^\[TOV\] \S/);
      expect(mail.html).toContain(`<html lang="${language}">`);
      expect(mail.html).toContain('&lt;b&gt;Kim&lt;/b&gt;');
      expect(mail.html).not.toContain('<b>Kim</b>');
      expect(mail.text).not.toMatch(/undefined|null|\[object/);
    }
  });
});
