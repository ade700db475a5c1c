import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { clearReturnPath } from './auth-slice';
import { VISA_ACCESS_FLAG, postLoginPath } from './redirects';
import { useLogin } from './use-login';

/** Login screen (spec 000 §2). */
export default function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const storedReturnPath = useAppSelector((s) => s.auth.returnPath);
  const { login, submitting, message } = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});

  const params = new URLSearchParams(location.search);
  const fromVisa = params.get('from') === 'visa';
  const navState = (location.state ?? {}) as { message?: string; messageKey?: string };
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
      <form className="form" onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={submitting}>
        <fieldset disabled={submitting}>
          <label className="field">
            <span>{t('register.fields.email')}</span>
            <input
              type="email"
              name="email"
              autoComplete="username"
              value={email}
              aria-invalid={Boolean(fieldErrors.email)}
              onChange={(e) => {
                setEmail(e.target.value);
                setFieldErrors((f) => ({ ...f, email: undefined }));
              }}
            />
            {fieldErrors.email && <small className="field-error">{fieldErrors.email}</small>}
          </label>
          <label className="field">
            <span>{t('register.fields.password')}</span>
            <input
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              aria-invalid={Boolean(fieldErrors.password)}
              onChange={(e) => {
                setPassword(e.target.value);
                setFieldErrors((f) => ({ ...f, password: undefined }));
              }}
            />
            {fieldErrors.password && <small className="field-error">{fieldErrors.password}</small>}
          </label>
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
        {t('login.noAccount')} <Link to={fromVisa ? '/register?purpose=visa' : '/register'}>{t('login.registerLink')}</Link>
      </p>
    </section>
  );
}
