import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { TAuthResponse } from '@tov/contracts/http/auth';
import type { ApiError } from '../../api/errors';
import { InputField } from '../../components/InputField';
import { errorText, shownError, type ShownError } from '../../api/error-text';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { clearReturnPath, emailVerificationRequested } from './auth-slice';
import { ResendVerificationButton } from './CheckEmail';
import { VISA_ACCESS_FLAG, postLoginPath } from './redirects';

/**
 * `/verify-email?token=…`, the link of the verification e-mail: verifies the address, signs in and
 * continues where the sign-up began (the stored return path, e.g. the visa form), else "/".
 */
export default function VerifyEmailPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const storedReturnPath = useAppSelector((s) => s.auth.returnPath);
  const token = params.get('token') ?? '';
  // Kept as the failure, worded when shown (the language may change on this screen).
  const [error, setError] = useState<ShownError | 'missing' | null>(token ? null : 'missing');
  const [email, setEmail] = useState('');
  // A link works once: a second effect run (React's development double-invoke) must not spend it again.
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    new Promise<TAuthResponse>((resolve, reject) => dispatch(emailVerificationRequested(token, { resolve, reject }))).then(
      () => {
        toast.success(t('verify.done'));
        const decision = postLoginPath({ search: '', state: null, storedReturnPath });
        if (decision.path.startsWith('/visa')) sessionStorage.setItem(VISA_ACCESS_FLAG, 'true');
        dispatch(clearReturnPath());
        navigate(decision.path, { replace: true });
      },
      (e: ApiError) => setError(shownError(e)),
    );
  }, [dispatch, i18n, navigate, storedReturnPath, t, token]);

  return (
    <section className="page auth-page" data-testid="verify-email">
      <h1>{t('verify.title')}</h1>
      {!error ? (
        <p role="status" className="muted" data-testid="verify-working">
          {t('verify.working')}
        </p>
      ) : (
        <>
          <div className="alert alert-error" role="alert" data-testid="verify-error">
            {error === 'missing' ? t('verify.missingToken') : errorText(i18n, error, 'verify.failed')}
          </div>
          <p>{t('verify.resendIntro')}</p>
          <InputField name="email" type="email" autoComplete="email" label={t('register.fields.email')} value={email} onChange={setEmail} />
          <ResendVerificationButton email={email} />
          <p>
            <Link to="/login">{t('checkEmail.toLogin')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
