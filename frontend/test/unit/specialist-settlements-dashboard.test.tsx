import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../src/app/routes';
import { specialistApi } from '../../src/api/specialist-api';
import { signedIn } from '../../src/features/auth/auth-slice';
import { dashboardCalls } from '../../src/features/dashboards/dashboard-endpoints';
import SpecialistSection from '../../src/features/specialist/SpecialistSection';
import { apiError, proDashboard, settlements } from '../fixtures/specialist';
import { renderRoutes, type TestStore } from '../utils';

// recharts measures a real layout; jsdom has none. The chart's input is what these tests read.
jest.mock('../../src/features/specialist/MonthlyNetChart', () => ({
  __esModule: true,
  default: ({ data }: { data: Array<{ month: string; net: number }> }) => <div data-testid="net-chart">{data.map((d) => `${d.month}=${d.net}`).join(';')}</div>,
}));

afterEach(() => jest.restoreAllMocks());

const asRole = (role: string) => (store: TestStore) =>
  store.dispatch(
    signedIn({
      token: 't',
      user: { id: 'u-1', email: `${role}@demo.tov`, name: 'Kim Seo-yeon', role: role as never, roles: [role] as never, phoneNumber: '', createdAt: '' },
    }),
  );
const workspace = (path: string, lng = 'ko') => renderRoutes([{ path: '/pro/*', element: <SpecialistSection /> }], { path, lng });

describe('settlements', () => {
  it('shows the totals, the net of each month as a chart and each settlement with fee, refund and payout', async () => {
    const list = jest.spyOn(specialistApi, 'settlements').mockResolvedValue(settlements());
    workspace('/pro/settlements');
    expect(await screen.findByTestId('total-gross')).toHaveTextContent('₩550,000');
    expect(screen.getByTestId('total-platformFee')).toHaveTextContent('₩50,000');
    expect(screen.getByTestId('total-net')).toHaveTextContent('₩450,000');
    expect(await screen.findByTestId('net-chart')).toHaveTextContent('2029-12=0;2030-01=450000');
    expect(screen.getByTestId('by-month')).toHaveTextContent('2030년 1월: ₩450,000 (1건)');
    const row = screen.getByTestId('settlement-row');
    expect(row).toHaveTextContent('Nguyen Van An');
    expect(row).toHaveTextContent('−₩50,000');
    expect(row).toHaveTextContent('지급 예정');
    expect(list).toHaveBeenCalledWith({ page: 1, limit: 20, month: undefined });
  });

  it('asks for one month when it is chosen', async () => {
    const list = jest.spyOn(specialistApi, 'settlements').mockResolvedValue(settlements());
    const { router } = workspace('/pro/settlements');
    await screen.findByTestId('settlement-row');
    await userEvent.type(screen.getByTestId('filter-month'), '2030-01');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ month: '2030-01' })));
    expect(router.state.location.search).toBe('?month=2030-01');
  });

  it('says when nothing is settled yet, without a chart', async () => {
    jest
      .spyOn(specialistApi, 'settlements')
      .mockResolvedValue(
        settlements({ items: [], total: 0, totals: { gross: 0, refunded: 0, platformFee: 0, net: 0 }, byMonth: [{ month: '2030-01', net: 0, count: 0 }] }),
      );
    workspace('/pro/settlements', 'en');
    expect(await screen.findByTestId('settlements-empty')).toHaveTextContent('No settled service in this period.');
    expect(screen.getByText('Nothing settled yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('net-chart')).toBeNull();
  });
});

describe('pro dashboard', () => {
  it("shows the expert's figures, new requests, next schedules and revenue, each linking into the workspace", async () => {
    const me = jest.spyOn(dashboardCalls, 'me').mockResolvedValue(proDashboard() as unknown as Record<string, unknown>);
    renderRoutes(routes, { path: '/pro-dashboard', prepare: asRole('pro') });
    expect(await screen.findByTestId('stat-newRequests', {}, { timeout: 3000 })).toHaveTextContent('2');
    await waitFor(() => expect(me).toHaveBeenCalledWith('pro'));
    expect(await screen.findByText('50%')).toBeInTheDocument();
    expect(screen.getByTestId('stat-revenueThisMonth')).toHaveTextContent('₩1,350,000');
    expect(screen.getByTestId('stat-rating')).toHaveTextContent('4.5 / 5');
    expect(within(screen.getByTestId('stat-newRequests')).getByRole('link')).toHaveAttribute('href', '/pro/requests?status=new');
    expect(within(screen.getByTestId('section-newRequests')).getByRole('link', { name: 'Nguyen Van An' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/pro\/requests\/.+/),
    );
    expect(screen.getByTestId('section-upcomingSchedules')).toHaveTextContent('서류 상담');
    expect(await screen.findByTestId('net-chart')).toHaveTextContent('2029-12=900000;2030-01=1350000');
    for (const area of ['requests', 'services', 'roadmaps', 'schedules', 'pricing', 'profile', 'settlements']) {
      expect(screen.getByTestId(`link-${area}`)).toHaveAttribute('href', `/pro/${area}`);
    }
  });

  it('says the expert is on vacation and shows empty sections as such', async () => {
    jest.spyOn(dashboardCalls, 'me').mockResolvedValue(
      proDashboard({
        profile: { name: 'Kim Seo-yeon', expertise: 'administrative', rating: null, onVacation: true },
        newRequests: [],
        upcomingSchedules: [],
        revenueByMonth: [],
      }) as unknown as Record<string, unknown>,
    );
    renderRoutes(routes, { path: '/pro-dashboard', prepare: asRole('pro') });
    expect(await screen.findByTestId('on-vacation', {}, { timeout: 3000 })).toHaveTextContent('지금은 휴가 중이라 매칭에 추천되지 않습니다.');
    expect(screen.getByTestId('section-newRequests')).toHaveTextContent('아직 표시할 항목이 없습니다.');
    expect(screen.getByTestId('section-revenue')).toHaveTextContent('아직 정산된 금액이 없습니다.');
  });

  it('keeps its explicit empty state when the specialist service does not answer', async () => {
    jest.spyOn(dashboardCalls, 'me').mockRejectedValue(apiError(503, 'SERVICE_UNAVAILABLE', ''));
    renderRoutes(routes, { path: '/pro-dashboard', prepare: asRole('pro') });
    expect(await screen.findByTestId('dashboard-unavailable', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByTestId('stat-newRequests')).toHaveTextContent('아직 데이터 없음');
    expect(screen.getByTestId('section-upcomingSchedules')).toHaveTextContent('서비스가 준비되면 이곳에 표시됩니다.');
  });
});

describe('workspace routes', () => {
  it('sends a signed-out visitor of /pro/requests to the login, remembering the page', async () => {
    const { router } = renderRoutes(routes, { path: '/pro/requests' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: { pathname: '/pro/requests', search: '' } });
  });

  it.each(['challenger', 'company'])('tells a %s the workspace is for experts, and asks the service nothing', async (role) => {
    const list = jest.spyOn(specialistApi, 'requests');
    renderRoutes(routes, { path: '/pro/schedules', prepare: asRole(role) });
    expect(await screen.findByRole('heading', { level: 1, name: '전문가 계정 전용 화면입니다' }, { timeout: 3000 })).toBeInTheDocument();
    expect(list).not.toHaveBeenCalled();
  });

  it('opens the inbox at /pro for an expert, with the workspace menu', async () => {
    jest.spyOn(specialistApi, 'requests').mockResolvedValue({ items: [], page: 1, limit: 20, total: 0 });
    const { router } = renderRoutes(routes, { path: '/pro', prepare: asRole('pro') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/pro/requests'));
    expect(await screen.findByTestId('requests-empty', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByTestId('nav-requests')).toHaveClass('active');
    expect(within(screen.getByTestId('pro-nav')).getAllByRole('link')).toHaveLength(8);
  });
});
