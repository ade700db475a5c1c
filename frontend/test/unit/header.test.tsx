import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Header } from '../../src/app/Header';
import { authCalls } from '../../src/features/auth/auth-saga';
import { signedIn } from '../../src/features/auth/auth-slice';
import { renderElement, type TestStore } from '../utils';

const as =
  (role: string, name = 'Mina') =>
  (store: TestStore) =>
    store.dispatch(signedIn({ token: 't', user: { id: 'u', email: 'e', name, role: role as never, roles: [role as never], phoneNumber: '', createdAt: '' } }));

afterEach(() => jest.restoreAllMocks());

describe('header', () => {
  it('shows Login and Sign Up when signed out, and the five section links', () => {
    renderElement(<Header />);
    expect(screen.getByTestId('header-login')).toHaveAttribute('href', '/login');
    expect(screen.getByTestId('header-signup')).toHaveAttribute('href', '/register');
    for (const [name, href] of [
      ['홈', '/'],
      ['서비스', '/services'],
      ['TOV 스파크', '/tovspark'],
      ['TOV 플레이', '/tovplay'],
      ['커뮤니티', '/bridge'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it.each([
    ['challenger', '/challenger-dashboard'],
    ['company', '/company-dashboard'],
    ['pro', '/pro-dashboard'],
    ['admin', '/dashboard'],
  ])('links a %s to %s and offers My Profile and Logout in the user menu', async (role, href) => {
    const user = userEvent.setup();
    renderElement(<Header />, { prepare: as(role) });
    expect(screen.getByTestId('dashboard-link')).toHaveAttribute('href', href);
    await user.click(screen.getByTestId('user-menu'));
    expect(screen.getByRole('menuitem', { name: '내 프로필' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('menuitem', { name: '로그아웃' })).toBeInTheDocument();
  });

  it('falls back to the label "사용자" without a name', () => {
    renderElement(<Header />, { prepare: as('challenger', '') });
    expect(screen.getByTestId('user-menu')).toHaveTextContent('사용자');
  });

  it('logs out: local state is cleared even when the call fails', async () => {
    jest.spyOn(authCalls, 'logout').mockRejectedValue(new Error('down'));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { store } = renderElement(<Header />, { prepare: as('challenger') });
    await user.click(screen.getByTestId('user-menu'));
    await user.click(screen.getByTestId('logout'));
    await waitFor(() => expect(store.getState().auth.user).toBeNull());
    expect(screen.getByTestId('header-login')).toBeInTheDocument();
  });

  it('toggles the mobile menu', async () => {
    const user = userEvent.setup();
    renderElement(<Header />);
    const toggle = screen.getByTestId('menu-toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByTestId('main-nav')).toHaveClass('open');
  });

  it('scrolls to the top instead of navigating when the link points to the page shown', async () => {
    const scroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { router } = renderElement(<Header />, { path: '/services' });
    await user.click(screen.getByRole('link', { name: '서비스' }));
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(router.state.location.pathname).toBe('/services');
    expect(router.state.historyAction).toBe('POP');
  });
});
