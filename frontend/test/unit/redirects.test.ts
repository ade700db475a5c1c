import { dashboardPathFor, headerDashboardLink, postLoginPath } from '../../src/features/auth/redirects';

describe('/dashboard redirect by role (spec 000 §6)', () => {
  it.each([
    [null, '/login'],
    [{ role: 'admin', roles: [] }, '/admin-dashboard'],
    [{ role: 'super_admin', roles: [] }, '/admin-dashboard'],
    [{ role: '  ADMIN ', roles: [] }, '/admin-dashboard'],
    [{ role: 'challenger', roles: ['challenger', 'Super_Admin '] }, '/admin-dashboard'],
    [{ role: 'company', roles: ['company'] }, '/company-dashboard'],
    [{ role: ' Company', roles: [] }, '/company-dashboard'],
    [{ role: 'pro', roles: ['pro'] }, '/pro-dashboard'],
    [{ role: 'challenger', roles: ['challenger'] }, '/challenger-dashboard'],
    [{ role: 'bridge_admin', roles: [] }, '/challenger-dashboard'],
    [{ role: undefined, roles: undefined }, '/challenger-dashboard'],
  ])('sends %j to %s', (user, path) => {
    expect(dashboardPathFor(user)).toBe(path);
  });

  it('links the header to the three role dashboards and /dashboard for any other role', () => {
    expect(headerDashboardLink({ role: 'challenger' })).toBe('/challenger-dashboard');
    expect(headerDashboardLink({ role: 'company' })).toBe('/company-dashboard');
    expect(headerDashboardLink({ role: 'pro' })).toBe('/pro-dashboard');
    expect(headerDashboardLink({ role: 'admin' })).toBe('/dashboard');
    expect(headerDashboardLink({ role: 'super_admin' })).toBe('/dashboard');
  });
});

describe('post-login redirect priority (spec 000 §2)', () => {
  const from = { pathname: '/visa/history', search: '?page=2' };
  it('goes to /visa/step1 first when the query says from=visa, and sets the visa flag', () => {
    expect(postLoginPath({ search: '?from=visa', state: { from, returnPath: '/x' }, storedReturnPath: '/y' })).toEqual({
      path: '/visa/step1',
      setVisaFlag: true,
      clearStoredReturnPath: false,
    });
  });
  it('then the page requested before the protected-route redirect', () => {
    expect(postLoginPath({ search: '', state: { from, returnPath: '/x' }, storedReturnPath: '/y' }).path).toBe('/visa/history?page=2');
  });
  it('then a return path in the navigation state', () => {
    expect(postLoginPath({ search: '', state: { returnPath: '/faq' }, storedReturnPath: '/y' }).path).toBe('/faq');
  });
  it('then the stored return path, which is cleared', () => {
    expect(postLoginPath({ search: '', state: null, storedReturnPath: '/profile' })).toEqual({
      path: '/profile',
      setVisaFlag: false,
      clearStoredReturnPath: true,
    });
  });
  it('otherwise /', () => {
    expect(postLoginPath({ search: '', state: undefined, storedReturnPath: '/' }).path).toBe('/');
    expect(postLoginPath({ search: '?from=other', state: {}, storedReturnPath: null }).path).toBe('/');
  });
  it('never returns to /login itself', () => {
    expect(postLoginPath({ search: '', state: { from: { pathname: '/login' } }, storedReturnPath: '/login' }).path).toBe('/');
  });
});
