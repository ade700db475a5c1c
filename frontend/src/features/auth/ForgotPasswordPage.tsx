import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EMAIL_PATTERN } from '@tov/contracts/http/validators';
import { InputField } from '../../components/InputField';
import { errorText, shownError, type ShownError } from '../../api/error-text';
import type { ApiError } from '../../api/errors';
import { useForgotPasswordMutation } from './auth-endpoints';

/**
 * `/forgot-password`: asks for the address and e-mails a reset link. The answer is the same whether or
 * not the address has an account, so the screen says "if it has one".
 */
export default function ForgotPasswordPage() {
  const { t, i18n } = useTranslation();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<ShownError | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [forgotPassword] = useForgotPasswordMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setFieldError(t('validation.emailRequired'));
    if (!EMAIL_PATTERN.test(value)) return setFieldError(t('validation.emailFormat'));
    setSubmitting(true);
    setFormError(null);
    try {
      await forgotPassword({ email: value, language: i18n.resolvedLanguage }).unwrap();
      setSentTo(value);
    } catch (error) {
      const e = error as ApiError;
      setFormError(shownError(e));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <section className="page auth-page" data-testid="forgot-password">
      <h1>{t('forgot.title')}</h1>
      {sentTo ? (
        <div className="card auth-notice" data-testid="forgot-sent">
          <h2>{t('checkEmail.title')}</h2>
          <p>{t('forgot.sent', { email: sentTo })}</p>
          <p className="muted">{t('checkEmail.hint')}</p>
          <p>
            <Link to="/login">{t('forgot.back')}</Link>
          </p>
        </div>
      ) : (
        <>
          <p className="muted">{t('forgot.intro')}</p>
          <form className="form" noValidate onSubmit={(e) => void submit(e)} aria-busy={submitting}>
            <fieldset disabled={submitting}>
              <InputField
                name="email"
                type="email"
                autoComplete="email"
                label={t('register.fields.email')}
                value={email}
                error={fieldError}
                onChange={(value) => {
                  setEmail(value);
                  setFieldError(null);
                }}
              />
              {formError && (
                <div className="alert alert-error" role="alert">
                  {errorText(i18n, formError)}
                </div>
              )}
              <button type="submit" className="btn btn-primary btn-block" data-testid="forgot-submit">
                {submitting ? t('forgot.submitting') : t('forgot.submit')}
              </button>
            </fieldset>
          </form>
          <p>
            <Link to="/login">{t('forgot.back')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
