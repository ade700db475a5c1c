import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authApi } from '../../src/api/auth-api';
import ForgotPasswordPage from '../../src/features/auth/ForgotPasswordPage';
import LoginPage from '../../src/features/auth/LoginPage';
import ResetPasswordPage from '../../src/features/auth/ResetPasswordPage';
import VerifyEmailPage from '../../src/features/auth/VerifyEmailPage';
import { authCalls } from '../../src/features/auth/auth-saga';
import { setReturnPath } from '../../src/features/auth/auth-slice';
import { renderRoutes, type Prepare } from '../utils';

const user = {
  id: 'u1',
  email: 'an@visa.kr',
  name: 'An',
  role: 'challenger' as const,
  roles: ['challenger' as const],
  phoneNumber: '010',
  emailVerified: true,
  createdAt: '',
};
const auth = { token: 'a.eyJleHAiOjQxMDI0NDQ4MDB9.b', user, expiresAt: '' };

function renderAt(path: string, prepare?: Prepare, lng = 'ko') {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '*', element: <p data-testid="landed">landed</p> },
    ],
    { path, prepare, lng },
  );
}

afterEach(() => jest.restoreAllMocks());

describe('verification link', () => {
  it('verifies, signs in once and continues to the stored return path (the visa form the sign-up came from)', async () => {
    const verify = jest.spyOn(authCalls, 'verifyEmail').mockResolvedValue(auth);
    const { router, store } = renderAt('/verify-email?token=tok_1234567890abcdef', (s) => s.dispatch(setReturnPath('/visa/form/F-2?applicationType=CHANGE')));
    await waitFor(() => expect(router.state.location.pathname).toBe('/visa/form/F-2'));
    expect(router.state.location.search).toBe('?applicationType=CHANGE');
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify).toHaveBeenCalledWith('tok_1234567890abcdef');
    expect(store.getState().auth).toMatchObject({ token: auth.token, user, returnPath: '/' });
    expect(sessionStorage.getItem('visaServiceAccess')).toBe('true');
  });

  it('goes to / without a stored return path', async () => {
    jest.spyOn(authCalls, 'verifyEmail').mockResolvedValue(auth);
    const { router } = renderAt('/verify-email?token=tok_1234567890abcdef');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('explains a link that no longer works and offers a new one', async () => {
    jest.spyOn(authCalls, 'verifyEmail').mockRejectedValue({
      status: 400,
      code: 'VERIFICATION_LINK_INVALID',
      message: '인증 링크가 유효하지 않거나 만료되었습니다. 인증 메일을 다시 받아주세요.',
      details: [],
    });
    const resend = jest.spyOn(authApi, 'resendVerification').mockResolvedValue();
    const u = userEvent.setup();
    renderAt('/verify-email?token=tok_1234567890abcdef');
    expect(await screen.findByTestId('verify-error')).toHaveTextContent('인증 링크가 유효하지 않거나 만료되었습니다.');
    await u.type(screen.getByLabelText('이메일'), 'an@visa.kr');
    await u.click(screen.getByTestId('resend-verification'));
    expect(await screen.findByTestId('resend-sent')).toBeInTheDocument();
    expect(resend).toHaveBeenCalledWith('an@visa.kr', 'ko');
  });

  it('says so in the interface language when the link has no token', async () => {
    const verify = jest.spyOn(authCalls, 'verifyEmail');
    renderAt('/verify-email', undefined, 'en');
    expect(await screen.findByTestId('verify-error')).toHaveTextContent('This link has no confirmation code.');
    expect(verify).not.toHaveBeenCalled();
  });
});

describe('login of an unverified account', () => {
  it('shows the reason and sends the link again to the typed address', async () => {
    jest.spyOn(authCalls, 'login').mockRejectedValue({
      status: 403,
      code: 'EMAIL_NOT_VERIFIED',
      message: '이메일 인증이 완료되지 않았습니다. 받은 편지함의 인증 메일에서 링크를 눌러주세요.',
      details: [],
    });
    const resend = jest.spyOn(authApi, 'resendVerification').mockResolvedValue();
    const u = userEvent.setup();
    renderAt('/login');
    await u.type(screen.getByLabelText(/^이메일/), 'an@visa.kr');
    await u.type(screen.getByLabelText(/^비밀번호/), 'secret1');
    await u.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('이메일 인증이 완료되지 않았습니다.');
    await u.click(screen.getByTestId('resend-verification'));
    expect(await screen.findByTestId('resend-sent')).toBeInTheDocument();
    expect(resend).toHaveBeenCalledWith('an@visa.kr', 'ko');
    expect(authCalls.login).toHaveBeenCalledWith({ email: 'an@visa.kr', password: 'secret1', rememberMe: true });
  });
});

describe('forgot password', () => {
  it('checks the address, then says a link was sent if it has an account', async () => {
    const forgot = jest.spyOn(authApi, 'forgotPassword').mockResolvedValue();
    const u = userEvent.setup();
    renderAt('/forgot-password');
    await u.click(screen.getByTestId('forgot-submit'));
    expect(screen.getByTestId('error-email')).toHaveTextContent('이메일을 입력해주세요.');
    await u.type(screen.getByLabelText(/^이메일/), 'not-an-address');
    await u.click(screen.getByTestId('forgot-submit'));
    expect(screen.getByTestId('error-email')).toHaveTextContent('올바른 이메일 형식이 아닙니다.');
    expect(forgot).not.toHaveBeenCalled();
    await u.clear(screen.getByLabelText(/^이메일/));
    await u.type(screen.getByLabelText(/^이메일/), 'an@visa.kr');
    await u.click(screen.getByTestId('forgot-submit'));
    expect(await screen.findByTestId('forgot-sent')).toHaveTextContent('an@visa.kr(으)로 가입된 계정이 있으면 비밀번호 재설정 링크를 보냈습니다.');
    expect(forgot).toHaveBeenCalledWith('an@visa.kr', 'ko');
  });
});

describe('reset password', () => {
  it('checks both fields, sets the password and goes to /login with the message', async () => {
    const reset = jest.spyOn(authApi, 'resetPassword').mockResolvedValue();
    const u = userEvent.setup();
    const { router } = renderAt('/reset-password?token=tok_1234567890abcdef');
    await u.type(screen.getByLabelText(/^새 비밀번호(?! 확인)/), '12345');
    await u.type(screen.getByLabelText(/^새 비밀번호 확인/), '12346');
    await u.click(screen.getByTestId('reset-submit'));
    expect(screen.getByTestId('error-password')).toHaveTextContent('비밀번호는 최소 6자 이상이어야 합니다.');
    expect(screen.getByTestId('error-confirmPassword')).toHaveTextContent('비밀번호가 일치하지 않습니다.');
    expect(reset).not.toHaveBeenCalled();
    await u.clear(screen.getByLabelText(/^새 비밀번호(?! 확인)/));
    await u.clear(screen.getByLabelText(/^새 비밀번호 확인/));
    await u.type(screen.getByLabelText(/^새 비밀번호(?! 확인)/), 'brand-new-1');
    await u.type(screen.getByLabelText(/^새 비밀번호 확인/), 'brand-new-1');
    await u.click(screen.getByTestId('reset-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(reset).toHaveBeenCalledWith('tok_1234567890abcdef', 'brand-new-1');
    expect(await screen.findByTestId('login-success-message')).toHaveTextContent('비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.');
  });

  it('offers a new link when this one no longer works', async () => {
    jest.spyOn(authApi, 'resetPassword').mockRejectedValue({
      status: 400,
      code: 'RESET_LINK_INVALID',
      message: '비밀번호 재설정 링크가 유효하지 않거나 만료되었습니다. 재설정 메일을 다시 받아주세요.',
      details: [],
    });
    const u = userEvent.setup();
    renderAt('/reset-password?token=tok_1234567890abcdef');
    await u.type(screen.getByLabelText(/^새 비밀번호(?! 확인)/), 'brand-new-1');
    await u.type(screen.getByLabelText(/^새 비밀번호 확인/), 'brand-new-1');
    await u.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByTestId('reset-error')).toHaveTextContent('비밀번호 재설정 링크가 유효하지 않거나 만료되었습니다.');
    expect(screen.getByRole('link', { name: '재설정 링크 다시 받기' })).toHaveAttribute('href', '/forgot-password');
  });
});
