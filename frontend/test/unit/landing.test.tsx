import { screen } from '@testing-library/react';
import { signedIn } from '../../src/features/auth/auth-slice';
import LandingPage from '../../src/pages/LandingPage';
import { renderElement, type TestStore } from '../utils';

const as = (role: string) => (store: TestStore) =>
  store.dispatch(
    signedIn({ token: 't', user: { id: 'u', email: 'e', name: 'Mina', role: role as never, roles: [role as never], phoneNumber: '', createdAt: '' } }),
  );

describe('the landing page (issue 24 item 15)', () => {
  it('offers a visitor sign-up and login', () => {
    renderElement(<LandingPage />, { lng: 'en' });
    expect(screen.getByTestId('hero-start')).toHaveAttribute('href', '/register');
    expect(screen.getByTestId('hero-login')).toHaveAttribute('href', '/login');
    expect(screen.queryByTestId('hero-dashboard')).toBeNull();
  });

  it.each([
    ['challenger', '/challenger-dashboard'],
    ['company', '/company-dashboard'],
    ['pro', '/pro-dashboard'],
    ['admin', '/admin-dashboard'],
    ['super_admin', '/admin-dashboard'],
  ])('offers a signed-in %s their own dashboard (%s) instead of login and sign-up', (role, path) => {
    renderElement(<LandingPage />, { lng: 'en', prepare: as(role) });
    expect(screen.getByTestId('hero-dashboard')).toHaveAttribute('href', path);
    expect(screen.getByTestId('hero-dashboard')).toHaveTextContent('Go to my dashboard');
    expect(screen.queryByTestId('hero-login')).toBeNull();
    expect(screen.queryByTestId('hero-start')).toBeNull();
  });

  it.each([
    ['ko', '내 대시보드로'],
    ['zh', '前往我的仪表板'],
    ['ja', 'マイダッシュボードへ'],
  ])('words the dashboard link in %s', (lng, text) => {
    renderElement(<LandingPage />, { lng, prepare: as('challenger') });
    expect(screen.getByTestId('hero-dashboard')).toHaveTextContent(text);
  });
});
