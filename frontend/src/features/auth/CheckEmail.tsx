import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ApiError } from '../../api/errors';
import { useResendVerificationMutation } from './auth-endpoints';

/**
 * Sends the verification link again (202 whatever the address, so it tells nothing about accounts);
 * says so once sent.
 */
export function ResendVerificationButton({ email, className = 'btn btn-secondary' }: { email: string; className?: string }) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [send] = useResendVerificationMutation();
  const resend = async () => {
    setState('sending');
    try {
      await send({ email: email.trim(), language: i18n.resolvedLanguage }).unwrap();
      setState('sent');
    } catch (error) {
      console.warn('[auth] resend failed', (error as ApiError).code);
      setState('failed');
    }
  };
  return (
    <div className="resend">
      <button
        type="button"
        className={className}
        disabled={state === 'sending' || !email.trim()}
        onClick={() => void resend()}
        data-testid="resend-verification"
      >
        {state === 'sending' ? t('checkEmail.resending') : t('checkEmail.resend')}
      </button>
      {state === 'sent' && (
        <p className="alert alert-success" role="status" data-testid="resend-sent">
          {t('checkEmail.resent')}
        </p>
      )}
      {state === 'failed' && (
        <p className="alert alert-error" role="alert">
          {t('checkEmail.resendFailed')}
        </p>
      )}
    </div>
  );
}

/** The end of sign-up: the link was e-mailed (or, for a registered address, its owner was told). */
export function CheckEmailPanel({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <div className="card auth-notice" data-testid="check-email">
      <h2>{t('checkEmail.title')}</h2>
      <p>{t('checkEmail.body', { email })}</p>
      <p className="muted">{t('checkEmail.hint')}</p>
      <ResendVerificationButton email={email} />
      <p>
        <Link to="/login">{t('checkEmail.toLogin')}</Link>
      </p>
    </div>
  );
}
