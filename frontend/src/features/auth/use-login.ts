import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { TAuthResponse } from '@tov/contracts/http/auth';
import type { ApiError } from '../../api/errors';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loginErrorMessage } from './auth-saga';
import { loginFailed, loginRequested, type LoginCredentials } from './auth-slice';

/**
 * The login hook (spec 000 §5, §8): refuses to call when either field is empty (a message asks for
 * both, no request is made); on failure the message goes to a toast and to the auth error.
 */
export function useLogin() {
  const dispatch = useAppDispatch();
  const { t, i18n } = useTranslation();
  const submitting = useAppSelector((s) => s.auth.status === 'submitting');
  const [message, setMessage] = useState<string | null>(null);
  /** The code of the last failure (EMAIL_NOT_VERIFIED makes the screen offer a new verification link). */
  const [errorCode, setErrorCode] = useState<string | null>(null);

  const login = useCallback(
    async (credentials: LoginCredentials): Promise<TAuthResponse | null> => {
      if (!credentials.email.trim() || !credentials.password) {
        const text = t('login.bothRequired');
        setMessage(text);
        dispatch(loginFailed(text));
        return null;
      }
      setMessage(null);
      setErrorCode(null);
      try {
        const res = await new Promise<TAuthResponse>((resolve, reject) => {
          dispatch(loginRequested({ ...credentials, email: credentials.email.trim() }, { resolve, reject }));
        });
        toast.success(t('login.success'));
        return res;
      } catch (error) {
        const e = error as Partial<ApiError>;
        const lng = i18n.resolvedLanguage ?? 'ko';
        let text = loginErrorMessage(error);
        if (!lng.startsWith('ko') && e.code && i18n.exists(`errors.codes.${e.code}`)) text = t(`errors.codes.${e.code}`);
        else if (!lng.startsWith('ko') && text === 'Login failed') text = t('login.failed');
        setMessage(text);
        setErrorCode(e.code ?? null);
        toast.error(text);
        return null;
      }
    },
    [dispatch, i18n, t],
  );

  return { login, submitting, message, setMessage, errorCode };
}
