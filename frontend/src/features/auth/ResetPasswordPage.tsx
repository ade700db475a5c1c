import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@tov/contracts/http/validators';
import { InputField } from '../../components/InputField';
import { errorText, shownError, type ShownError } from '../../api/error-text';
import type { ApiError } from '../../api/errors';
import { useResetPasswordMutation } from './auth-endpoints';

/**
 * `/reset-password?token=…`, the link of the reset e-mail: a new password (twice). Success signs out
 * every session (the server does that) and goes to /login with a message.
 */
export default function ResetPasswordPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmPassword?: string }>({});
  // Kept as the failure, worded when shown (the language may change on this screen).
  const [formError, setFormError] = useState<ShownError | 'missing' | null>(token ? null : 'missing');
  const [linkFailed, setLinkFailed] = useState(!token);
  const [submitting, setSubmitting] = useState(false);
  const [resetPassword] = useResetPasswordMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (!password) next.password = t('validation.passwordRequired');
    else if (password.length < PASSWORD_MIN_LENGTH) next.password = t('validation.passwordMin', { min: PASSWORD_MIN_LENGTH });
    else if (password.length > PASSWORD_MAX_LENGTH) next.password = t('validation.passwordMax', { max: PASSWORD_MAX_LENGTH });
    if (confirm !== password) next.confirmPassword = t('validation.passwordMismatch');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setSubmitting(true);
    setFormError(null);
    try {
      await resetPassword({ token, password }).unwrap();
      navigate('/login', { replace: true, state: { messageKey: 'reset.done' } });
    } catch (error) {
      const e = error as ApiError;
      setLinkFailed(e.code === 'RESET_LINK_INVALID');
      setFormError(shownError(e));
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: 'password' | 'confirmPassword', label: string, value: string, set: (v: string) => void) => (
    <InputField
      name={name}
      type="password"
      autoComplete="new-password"
      label={label}
      value={value}
      error={errors[name]}
      onChange={(next) => {
        set(next);
        setErrors((x) => ({ ...x, [name]: undefined }));
      }}
    />
  );

  return (
    <section className="page auth-page" data-testid="reset-password">
      <h1>{t('reset.title')}</h1>
      {formError && (
        <div className="alert alert-error" role="alert" data-testid="reset-error">
          {formError === 'missing' ? t('reset.missingToken') : errorText(i18n, formError)}
        </div>
      )}
      {linkFailed ? (
        <p>
          <Link to="/forgot-password" className="btn btn-secondary">
            {t('reset.requestNew')}
          </Link>
        </p>
      ) : (
        <>
          <p className="muted">{t('reset.intro')}</p>
          <form className="form" noValidate onSubmit={(e) => void submit(e)} aria-busy={submitting}>
            <fieldset disabled={submitting}>
              {field('password', t('reset.password'), password, setPassword)}
              {field('confirmPassword', t('reset.confirm'), confirm, setConfirm)}
              <button type="submit" className="btn btn-primary btn-block" data-testid="reset-submit">
                {submitting ? t('reset.submitting') : t('reset.submit')}
              </button>
            </fieldset>
          </form>
        </>
      )}
    </section>
  );
}
