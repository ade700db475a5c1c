import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginPage from '../../src/features/auth/LoginPage';
import { authCalls } from '../../src/features/auth/auth-saga';
import { setReturnPath } from '../../src/features/auth/auth-slice';
import { renderRoutes, type Prepare } from '../utils';

const user = { id: 'u1', email: 'c@demo.tov', name: 'Chris', role: 'challenger' as const, roles: ['challenger' as const], phoneNumber: '010', createdAt: '' };
const auth = { token: 'a.eyJleHAiOjQxMDI0NDQ4MDB9.b', user, expiresAt: '' };

function renderLogin(path: string, state?: unknown, prepare?: Prepare) {
  const r = renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p data-testid="landed">landed</p> },
    ],
    { path, prepare },
  );
  if (state) void r.router.navigate(path, { state, replace: true });
  return r;
}

afterEach(() => jest.restoreAllMocks());

describe('login screen', () => {
  it('refuses empty fields with a message and makes no request', async () => {
    const login = jest.spyOn(authCalls, 'login');
    const u = userEvent.setup();
    renderLogin('/login');
    await u.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('이메일과 비밀번호를 모두 입력해주세요.');
    expect(screen.getByText('이메일을 입력해주세요.')).toBeInTheDocument();
    await u.type(screen.getByLabelText(/^이메일/), 'c@demo.tov');
    await u.click(screen.getByTestId('login-submit'));
    expect(login).not.toHaveBeenCalled();
  });

  it('shows the success message passed by navigation state', async () => {
    renderLogin('/login', { messageKey: 'register.completeLogin' });
    expect(await screen.findByTestId('login-success-message')).toHaveTextContent('회원가입이 완료되었습니다. 로그인해주세요.');
  });

  it('disables the form while submitting, then goes to /visa/step1 when from=visa', async () => {
    let finish: (v: typeof auth) => void = () => undefined;
    jest.spyOn(authCalls, 'login').mockImplementation(() => new Promise((r) => (finish = r)));
    const u = userEvent.setup();
    const { router } = renderLogin('/login?from=visa');
    expect(screen.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/register?purpose=visa');
    await u.type(screen.getByLabelText(/^이메일/), 'c@demo.tov');
    await u.type(screen.getByLabelText(/^비밀번호/), 'demo1234');
    await u.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getByTestId('login-submit')).toBeDisabled());
    expect(screen.getByTestId('login-submit')).toHaveTextContent('처리 중...');
    finish(auth);
    await waitFor(() => expect(router.state.location.pathname).toBe('/visa/step1'));
    expect(sessionStorage.getItem('visaServiceAccess')).toBe('true');
  });

  it('uses the stored return path, then clears it', async () => {
    jest.spyOn(authCalls, 'login').mockResolvedValue(auth);
    const u = userEvent.setup();
    const { router, store } = renderLogin('/login', undefined, (s) => s.dispatch(setReturnPath('/profile')));
    await u.type(screen.getByLabelText(/^이메일/), 'c@demo.tov');
    await u.type(screen.getByLabelText(/^비밀번호/), 'demo1234');
    await u.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(store.getState().auth.returnPath).toBe('/');
  });

  it('shows the server message in the error box on failure', async () => {
    jest
      .spyOn(authCalls, 'login')
      .mockRejectedValue({ status: 401, code: 'INVALID_CREDENTIALS', message: '이메일 또는 비밀번호가 올바르지 않습니다.', details: [] });
    const u = userEvent.setup();
    const { store } = renderLogin('/login');
    await u.type(screen.getByLabelText(/^이메일/), 'c@demo.tov');
    await u.type(screen.getByLabelText(/^비밀번호/), 'wrong');
    await u.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('이메일 또는 비밀번호가 올바르지 않습니다.');
    expect(store.getState().auth.error).toBe('이메일 또는 비밀번호가 올바르지 않습니다.');
  });
});
