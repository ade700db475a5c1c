import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TBridgeActivitySummary } from '@tov/contracts';
import { dashboardApi } from '../../src/api/dashboard-api';
import BridgeActivityCard from '../../src/features/dashboards/BridgeActivityCard';
import { useDashboardQuery } from '../../src/features/dashboards/dashboard-endpoints';
import { renderRoutes } from '../utils';

/** The card as on the challenger dashboard, whose data is on screen next to it. */
function OnDashboard() {
  useDashboardQuery('challenger');
  return <BridgeActivityCard />;
}

afterEach(() => jest.restoreAllMocks());

const summary = (over: Partial<TBridgeActivitySummary> = {}): TBridgeActivitySummary => ({
  items: [{ id: 'a1', kind: 'buddy_session', title: 'Coffee with Minji', occurredAt: '2026-11-20T10:00:00Z', minutes: 90, createdAt: '2026-11-20T11:00:00Z' }],
  page: 1,
  limit: 5,
  total: 1,
  thisMonth: 1,
  totalMinutes: 90,
  byKind: { class: 0, event: 0, buddy_session: 1, project: 0, help: 0, media: 0 },
  ...over,
});

describe('community activity card', () => {
  it('shows the totals and the latest activities worded in the interface language', async () => {
    jest.spyOn(dashboardApi, 'bridgeActivity').mockResolvedValue(summary());
    renderRoutes([{ path: '/', element: <BridgeActivityCard /> }], { lng: 'en' });
    expect(await screen.findByTestId('bridge-totals')).toHaveTextContent('1 in all · 1 this month · 1.5 h');
    expect(screen.getByText('Buddy meeting', { selector: '.chip' })).toBeInTheDocument();
    expect(screen.getByText('Coffee with Minji')).toHaveAttribute('lang', '');
  });

  it('says what is missing without calling the service, then logs the activity and reads the list again', async () => {
    const read = jest.spyOn(dashboardApi, 'bridgeActivity').mockResolvedValue(summary({ items: [], total: 0, thisMonth: 0, totalMinutes: 0 }));
    const log = jest.spyOn(dashboardApi, 'logBridgeActivity').mockResolvedValue(summary().items[0]!);
    const refresh = jest.spyOn(dashboardApi, 'me').mockResolvedValue({});
    renderRoutes([{ path: '/', element: <OnDashboard /> }], { lng: 'ko' });
    expect(await screen.findByText(/아직 기록한 활동이 없습니다/)).toBeInTheDocument();
    // The dashboard's first read is not the refresh asked of the log below.
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    refresh.mockClear();
    await userEvent.type(screen.getByLabelText(/시간\(분/), '5000');
    await userEvent.click(screen.getByTestId('bridge-log'));
    expect(screen.getByTestId('error-bridgeTitle')).toHaveTextContent('활동 이름을 입력해주세요.');
    expect(screen.getByTestId('error-bridgeMinutes')).toHaveTextContent('1에서 1440 사이의 분을 입력해주세요.');
    expect(screen.getByLabelText(/무엇을 했나요/)).toHaveAttribute('aria-describedby', 'f-bridgeTitle-error');
    expect(log).not.toHaveBeenCalled();

    await userEvent.selectOptions(screen.getByLabelText('활동 종류'), 'event');
    await userEvent.type(screen.getByLabelText(/무엇을 했나요/), 'Seoul job fair');
    await userEvent.clear(screen.getByLabelText(/시간\(분/));
    await userEvent.type(screen.getByLabelText(/시간\(분/), '120');
    await userEvent.click(screen.getByTestId('bridge-log'));
    await waitFor(() => expect(log).toHaveBeenCalledWith(expect.objectContaining({ kind: 'event', title: 'Seoul job fair', minutes: 120 })));
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    // Logging refreshes the dashboard's data (spec 000 §7).
    await waitFor(() => expect(refresh).toHaveBeenCalledWith('challenger'));
  });

  it('keeps what was typed and says so when the service refuses', async () => {
    jest.spyOn(dashboardApi, 'bridgeActivity').mockResolvedValue(summary());
    jest.spyOn(dashboardApi, 'logBridgeActivity').mockRejectedValue(Object.assign(new Error('x'), { code: 'SERVICE_UNAVAILABLE', status: 503 }));
    renderRoutes([{ path: '/', element: <BridgeActivityCard /> }], { lng: 'en' });
    await userEvent.type(await screen.findByLabelText(/What did you do/), 'Volunteer day');
    await userEvent.click(screen.getByTestId('bridge-log'));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText(/What did you do/)).toHaveValue('Volunteer day');
  });
});
