import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { InputField } from '../../components/InputField';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { clearReturnPath } from './auth-slice';
import { ResendVerificationButton } from './CheckEmail';
import { VISA_ACCESS_FLAG, postLoginPath } from './redirects';
import { useLogin } from './use-login';

/** Login screen (spec 000 §2). */
export default function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const storedReturnPath = useAppSelector((s) => s.auth.returnPath);
  const { login, submitting, message, errorCode } = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});

  const params = new URLSearchParams(location.search);
  const navState = (location.state ?? {}) as { message?: string; messageKey?: string; from?: { pathname?: string } };
  // Sent here by a visa form (its answers wait in the draft) or by the visa section's sign-in link.
  const fromVisa = params.get('from') === 'visa' || (navState.from?.pathname ?? '').startsWith('/visa/');
  const successMessage = navState.messageKey ? t(navState.messageKey) : navState.message;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const errors: typeof fieldErrors = {};
    if (!email.trim()) errors.email = t('validation.emailRequired');
    if (!password) errors.password = t('validation.passwordRequired');
    setFieldErrors(errors);
    const res = await login({ email, password, rememberMe });
    if (!res) return;
    const decision = postLoginPath({ search: location.search, state: location.state, storedReturnPath });
    if (decision.setVisaFlag) sessionStorage.setItem(VISA_ACCESS_FLAG, 'true');
    dispatch(clearReturnPath());
    navigate(decision.path, { replace: true });
  };

  return (
    <section className="page auth-page">
      <h1>{t('login.title')}</h1>
      {successMessage && (
        <div className="alert alert-success" role="status" data-testid="login-success-message">
          {successMessage}
        </div>
      )}
      {message && (
        <div className="alert alert-error" role="alert" data-testid="login-error">
          {message}
        </div>
      )}
      {errorCode === 'EMAIL_NOT_VERIFIED' && (
        <div className="card auth-notice" data-testid="login-not-verified">
          <p>{t('login.notVerified')}</p>
          <ResendVerificationButton email={email} />
        </div>
      )}
      <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={submitting}>
        <fieldset disabled={submitting}>
          <InputField
            name="email"
            type="email"
            autoComplete="username"
            label={t('register.fields.email')}
            value={email}
            error={fieldErrors.email}
            onChange={(value) => {
              setEmail(value);
              setFieldErrors((f) => ({ ...f, email: undefined }));
            }}
          />
          <InputField
            name="password"
            type="password"
            autoComplete="current-password"
            label={t('register.fields.password')}
            value={password}
            error={fieldErrors.password}
            onChange={(value) => {
              setPassword(value);
              setFieldErrors((f) => ({ ...f, password: undefined }));
            }}
          />
          <div className="row-between">
            <label className="checkbox">
              <input type="checkbox" name="rememberMe" checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
              {t('login.rememberMe')}
            </label>
            <Link to="/forgot-password">{t('login.forgotPassword')}</Link>
          </div>
          <button type="submit" className="btn btn-primary btn-block" disabled={submitting} data-testid="login-submit">
            {submitting ? t('login.submitting') : t('login.submit')}
          </button>
        </fieldset>
      </form>
      <p>
        {t('login.noAccount')} {/* The visa form's return path rides along, so the sign-up can come back to it after the e-mailed link. */}
        <Link to={fromVisa ? '/register?purpose=visa' : '/register'} state={location.state}>
          {t('login.registerLink')}
        </Link>
      </p>
    </section>
  );
}
