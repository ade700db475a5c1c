import { act, screen, waitFor } from '@testing-library/react';
import { companyApi } from '../../src/api/company-api';
import { routes } from '../../src/app/routes';
import { signedIn } from '../../src/features/auth/auth-slice';
import { dashboardCalls } from '../../src/features/dashboards/dashboard-endpoints';
import { ChunkLoadError, withChunkTimeout, CHUNK_LOAD_TIMEOUT_MS } from '../../src/app/lazy-with-timeout';
import { renderRoutes, type TestStore } from '../utils';

const asRole =
  (role: string, roles: string[] = [role]) =>
  (store: TestStore) =>
    store.dispatch(
      signedIn({ token: 't', user: { id: 'u', email: 'e', name: 'Nia', role: role as never, roles: roles as never, phoneNumber: '', createdAt: '' } }),
    );

describe('routes', () => {
  it('shows the 404 page for any other path', async () => {
    renderRoutes(routes, { path: '/no/such/page' });
    expect(await screen.findByText('404 - 페이지를 찾을 수 없습니다')).toBeInTheDocument();
    expect(screen.getByText('요청하신 페이지가 존재하지 않습니다.')).toBeInTheDocument();
  });

  it('titles each page after its own heading, and follows it when it changes', async () => {
    const { router } = renderRoutes(routes, { path: '/no/such/page' });
    await waitFor(() => expect(document.title).toBe('404 - 페이지를 찾을 수 없습니다 · TOV'));
    await act(() => router.navigate('/faq'));
    await screen.findByRole('heading', { level: 1, name: '자주 묻는 질문' });
    await waitFor(() => expect(document.title).toBe('자주 묻는 질문 · TOV'));
  });

  it('redirects /admin/bridge to /bridge/admin', async () => {
    const { router } = renderRoutes(routes, { path: '/admin/bridge' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/bridge/admin'));
  });

  it('sends /dashboard without a user to /login', async () => {
    const { router } = renderRoutes(routes, { path: '/dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each([
    ['challenger', [], '/challenger-dashboard'],
    ['company', [], '/company-dashboard'],
    ['pro', [], '/pro-dashboard'],
    ['challenger', ['super_admin'], '/admin-dashboard'],
  ])('sends /dashboard for a %s (roles %j) to %s', async (role, roles, path) => {
    // The pro dashboard asks its service as soon as it shows; no server answers here.
    const me = jest.spyOn(dashboardCalls, 'me').mockResolvedValue({});
    const { router } = renderRoutes(routes, { path: '/dashboard', prepare: asRole(role, roles) });
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    if (role === 'pro') await waitFor(() => expect(me).toHaveBeenCalledWith('pro'), { timeout: 3000 });
    me.mockRestore();
  });

  it('protects dashboards and remembers the requested page', async () => {
    const { router, store } = renderRoutes(routes, { path: '/pro-dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: { pathname: '/pro-dashboard', search: '' } });
    await waitFor(() => expect(store.getState().auth.returnPath).toBe('/pro-dashboard'));
  });

  it.each([
    ['challenger', [], '/pro-dashboard', '전문가'],
    ['pro', [], '/company-dashboard', '기업'],
    ['company', [], '/admin-dashboard', '관리자 · 최고 관리자'],
    ['challenger', [], '/admin/tovspark', '관리자 · 최고 관리자'],
  ])('tells a %s on %s whose page it is, and asks the service nothing', async (role, roles, path, whose) => {
    const me = jest.spyOn(dashboardCalls, 'me');
    renderRoutes(routes, { path, prepare: asRole(role, roles) });
    expect(await screen.findByRole('heading', { level: 1, name: `${whose} 계정 전용 화면입니다` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '내 대시보드로' })).toHaveAttribute('href', `/${role}-dashboard`);
    expect(me).not.toHaveBeenCalled();
    me.mockRestore();
  });

  it('opens the company workspace on /company-dashboard, its figures from the company service', async () => {
    const stats = jest.spyOn(companyApi, 'stats').mockResolvedValue({
      companyName: 'Hanbit Tech',
      industry: null,
      activeChallenges: 0,
      totalHires: 1,
      employees: { total: 1, active: 1, byVisaType: { 'E-7': 1 } },
      visasExpiring: { within30: 1, within60: 1, within90: 1 },
      openComplianceItems: 1,
      pipeline: {},
    });
    renderRoutes(routes, { path: '/company-dashboard', prepare: asRole('company') });
    expect(await screen.findByTestId('dashboard-company', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByTestId('stat-openCompliance')).toHaveTextContent('1');
    expect(screen.getByTestId('company-nav')).toBeInTheDocument();
    expect(stats).toHaveBeenCalled();
    stats.mockRestore();
  });

  it('lets an admin (roles super_admin) into the admin pages', async () => {
    renderRoutes(routes, { path: '/admin-dashboard', prepare: asRole('challenger', ['super_admin']) });
    expect(await screen.findByTestId('dashboard-admin', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('renders the shared layout with header links, the footer and the spinner text while loading', async () => {
    renderRoutes(routes, { path: '/' });
    expect(screen.getByText('페이지를 불러오는 중...')).toBeInTheDocument();
    for (const name of ['홈', '서비스', 'TOV 스파크', 'TOV 플레이', '커뮤니티']) expect(screen.getAllByRole('link', { name })[0]).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '비자 평가' })).toHaveAttribute('href', '/visa');
    expect(screen.getByText('© 2024 TOV. 모든 권리 보유.')).toBeInTheDocument();
    expect(await screen.findByText('한국 정착, TOV와 함께 시작하세요')).toBeInTheDocument();
  });

  it('shows an explicit empty state, without a call, on a dashboard whose service is not deployed', async () => {
    const me = jest.spyOn(dashboardCalls, 'me');
    renderRoutes(routes, { path: '/admin-dashboard', prepare: asRole('admin') });
    expect(await screen.findByTestId('dashboard-unavailable', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByTestId('stat-totalUsers')).toHaveTextContent('아직 데이터 없음');
    expect(screen.getByTestId('section-alerts')).toHaveTextContent('서비스가 준비되면 이곳에 표시됩니다.');
    expect(me).not.toHaveBeenCalled();
    me.mockRestore();
  });

  it('shows the same empty state when a deployed dashboard service answers 503', async () => {
    const served = jest.spyOn(dashboardCalls, 'served').mockReturnValue(true);
    const me = jest.spyOn(dashboardCalls, 'me').mockRejectedValue({ status: 503, code: 'SERVICE_UNAVAILABLE', message: '', details: [] });
    renderRoutes(routes, { path: '/admin-dashboard', prepare: asRole('admin') });
    expect(await screen.findByTestId('dashboard-unavailable', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(me).toHaveBeenCalledWith('admin');
    me.mockRestore();
    served.mockRestore();
  });

  it('fills a dashboard from its call when the service answers, without inventing numbers', async () => {
    const served = jest.spyOn(dashboardCalls, 'served').mockReturnValue(true);
    const me = jest.spyOn(dashboardCalls, 'me').mockResolvedValue({
      stats: { totalSparkPoints: 1200, completedChallenges: 2, globalRanking: null, matchingOpportunities: 3 },
      recentActivity: [{ kind: 'points', title: '지하철 대시보드', at: '2026-11-24T10:00:00Z', amount: 720 }],
      achievements: [{ code: 'first_submission', earnedAt: '2026-11-24T09:00:00Z' }],
      upcomingEvents: [{ id: 'c9', title: 'Hanbit hackathon', deadline: '2026-12-01T00:00:00Z', daysLeft: 7 }],
      recommendedChallenges: [],
      skillAnalysis: [],
    });
    renderRoutes(routes, { path: '/challenger-dashboard', prepare: asRole('challenger') });
    expect(await screen.findByText('1,200', {}, { timeout: 3000 })).toBeInTheDocument();
    // Codes in the interface language, what people wrote as written (marked as of unknown language).
    expect(await screen.findByTestId('section-recentActivity')).toHaveTextContent('+720 스파크포인트: 지하철 대시보드');
    expect(screen.getByText('지하철 대시보드')).toHaveAttribute('lang', '');
    expect(screen.getByTestId('section-achievements')).toHaveTextContent('첫 제출');
    expect(screen.getByTestId('section-upcomingEvents')).toHaveTextContent('Hanbit hackathon 7일 남음');
    expect(screen.getByTestId('stat-globalRanking')).toHaveTextContent('아직 데이터 없음');
    me.mockRestore();
    served.mockRestore();
  });
});

describe('chunk loading', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  it('fails with a ChunkLoadError after 120 s', async () => {
    const pending = withChunkTimeout(() => new Promise(() => undefined));
    jest.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });
  it('turns a failed import into a ChunkLoadError', async () => {
    await expect(withChunkTimeout(() => Promise.reject(new Error('Failed to fetch dynamically imported module')))).rejects.toMatchObject({
      name: 'ChunkLoadError',
    });
  });
});
