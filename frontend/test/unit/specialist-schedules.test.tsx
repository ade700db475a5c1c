import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { specialistApi } from '../../src/api/specialist-api';
import SpecialistSection from '../../src/features/specialist/SpecialistSection';
import { apiError, profile, schedule, service, SERVICE_ID } from '../fixtures/specialist';
import { renderRoutes } from '../utils';

afterEach(() => jest.restoreAllMocks());

const workspace = (path: string, lng = 'ko') => renderRoutes([{ path: '/pro/*', element: <SpecialistSection /> }], { path, lng });
const WEEK = '/pro/schedules?week=2030-01-07';
const local = (d: number, h: number, m = 0) => new Date(2030, 0, d, h, m).toISOString();

function mockWeek(vacation: { from: string; to: string; reason: string | null } | null = null, items = [schedule()]) {
  jest.spyOn(specialistApi, 'services').mockResolvedValue({ items: [service()], page: 1, limit: 100, total: 1 });
  return jest.spyOn(specialistApi, 'schedules').mockResolvedValue({ items, vacation });
}
/** Sets a date or time input the way a browser's picker does. */
const setValue = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const inDialog = () => within(screen.getByRole('dialog'));
const setInDialog = (label: RegExp | string, value: string) => fireEvent.change(inDialog().getByLabelText(label), { target: { value } });

describe('week calendar', () => {
  it('asks for the week in the address (Monday to the next Monday) and puts each schedule on its day', async () => {
    const load = mockWeek();
    workspace(WEEK);
    const tuesday = await screen.findByTestId('day-2030-01-08');
    expect(load).toHaveBeenCalledWith({ from: new Date(2030, 0, 7).toISOString(), to: new Date(2030, 0, 14).toISOString() });
    const item = await within(tuesday).findByTestId('schedule-item');
    expect(item).toHaveTextContent('10:00–11:00');
    expect(item).toHaveTextContent('서류 상담');
    expect(item).toHaveTextContent('Nguyen Van An');
    expect(item).toHaveTextContent('온라인');
    expect(within(screen.getByTestId('day-2030-01-07')).queryByTestId('schedule-item')).toBeNull();
  });

  it('shades the vacation days and offers no new schedule on them', async () => {
    mockWeek({ from: '2030-01-10', to: '2030-01-11', reason: '가족 행사' });
    workspace(WEEK);
    const thursday = await screen.findByTestId('day-2030-01-10');
    await waitFor(() => expect(thursday).toHaveAttribute('data-vacation', 'true'));
    expect(thursday).toHaveClass('vacation-day');
    expect(thursday).toHaveTextContent('휴가');
    expect(screen.getByTestId('day-2030-01-11')).toHaveAttribute('data-vacation', 'true');
    expect(screen.getByTestId('day-2030-01-12')).not.toHaveAttribute('data-vacation');
    expect(within(thursday).queryByRole('button', { name: /일정 추가/ })).toBeNull();
    expect(screen.getByTestId('vacation-current')).toHaveTextContent('가족 행사');
  });

  it('moves between weeks through the address', async () => {
    const load = mockWeek();
    const { router } = workspace(WEEK);
    await screen.findByTestId('day-2030-01-08');
    await userEvent.click(screen.getByTestId('next-week'));
    expect(router.state.location.search).toBe('?week=2030-01-14');
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ from: new Date(2030, 0, 14).toISOString(), to: new Date(2030, 0, 21).toISOString() }));
  });
});

describe('creating, editing and deleting a schedule', () => {
  it("checks the times before sending, then sends the local moments with the browser's time zone", async () => {
    mockWeek(null, []);
    const create = jest.spyOn(specialistApi, 'createSchedule').mockResolvedValue(schedule());
    workspace(WEEK);
    await screen.findByTestId('day-2030-01-09');
    await userEvent.click(within(screen.getByTestId('day-2030-01-09')).getByRole('button', { name: /일정 추가/ }));
    const dialog = await screen.findByRole('dialog');
    expect(inDialog().getByLabelText(/날짜/)).toHaveValue('2030-01-09');
    await userEvent.click(within(dialog).getByTestId('save-schedule'));
    expect(screen.getByTestId('error-title')).toHaveTextContent('제목을 입력해 주세요.');
    await userEvent.type(inDialog().getByLabelText(/제목/), '초기 상담');
    setInDialog(/시작/, '14:00');
    setInDialog(/종료/, '13:30');
    await userEvent.click(within(dialog).getByTestId('save-schedule'));
    expect(screen.getByTestId('error-end')).toHaveTextContent('종료 시각은 시작 시각 이후여야 합니다.');
    setInDialog(/종료/, '23:30');
    await userEvent.click(within(dialog).getByTestId('save-schedule'));
    expect(screen.getByTestId('error-end')).toHaveTextContent('일정은 8시간을 넘을 수 없습니다.');
    expect(create).not.toHaveBeenCalled();
    setInDialog(/종료/, '15:00');
    await userEvent.selectOptions(inDialog().getByLabelText('상담 방식'), 'phone');
    await userEvent.selectOptions(await inDialog().findByLabelText('고객 (선택)'), SERVICE_ID);
    await userEvent.click(within(dialog).getByTestId('save-schedule'));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        title: '초기 상담',
        startsAt: local(9, 14),
        endsAt: local(9, 15),
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        mode: 'phone',
        serviceId: SERVICE_ID,
        note: null,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says clearly that an overlapping schedule was refused (409), keeping the dialog and what was typed', async () => {
    mockWeek();
    jest.spyOn(specialistApi, 'createSchedule').mockRejectedValue(apiError(409, 'SCHEDULE_CONFLICT', '다른 일정과 겹칩니다.'));
    workspace(WEEK);
    await screen.findByTestId('day-2030-01-08');
    await userEvent.click(screen.getByTestId('new-schedule'));
    await userEvent.type(inDialog().getByLabelText(/제목/), '겹치는 상담');
    setInDialog(/날짜/, '2030-01-08');
    setInDialog(/시작/, '10:30');
    setInDialog(/종료/, '11:30');
    await userEvent.click(screen.getByTestId('save-schedule'));
    const conflict = await screen.findByTestId('schedule-conflict');
    expect(conflict).toHaveTextContent('다른 일정과 시간이 겹치거나 휴가 기간이라 저장할 수 없습니다.');
    expect(conflict).toHaveTextContent('다른 일정과 겹칩니다.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(inDialog().getByLabelText(/제목/)).toHaveValue('겹치는 상담');
  });

  it('opens a schedule filled in, saves the change and deletes it after a second press', async () => {
    const load = mockWeek();
    const update = jest.spyOn(specialistApi, 'updateSchedule').mockResolvedValue(schedule({ title: '서류 상담 (연장)' }));
    const remove = jest.spyOn(specialistApi, 'deleteSchedule').mockResolvedValue(undefined);
    workspace(WEEK);
    await userEvent.click(await screen.findByTestId('schedule-item'));
    expect(inDialog().getByLabelText(/제목/)).toHaveValue('서류 상담');
    expect(inDialog().getByLabelText(/시작/)).toHaveValue('10:00');
    await userEvent.type(inDialog().getByLabelText(/제목/), ' (연장)');
    setInDialog(/종료/, '12:00');
    await userEvent.click(screen.getByTestId('save-schedule'));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith('s-1', expect.objectContaining({ title: '서류 상담 (연장)', startsAt: local(8, 10), endsAt: local(8, 12) })),
    );
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));

    await userEvent.click(await screen.findByTestId('schedule-item'));
    await userEvent.click(screen.getByTestId('delete-schedule'));
    expect(remove).not.toHaveBeenCalled();
    const ask = screen.getByRole('alertdialog', { name: '이 일정을 삭제할까요?' });
    expect(ask).toHaveAccessibleDescription(/“서류 상담” 일정이 달력에서 지워집니다/);
    await userEvent.click(within(ask).getByTestId('confirm-yes'));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('s-1'));
  });
});

describe('vacation', () => {
  it('checks the dates, sets the vacation and reloads the week', async () => {
    const load = mockWeek();
    const set = jest.spyOn(specialistApi, 'vacation').mockResolvedValue(profile({ vacation: { from: '2030-01-10', to: '2030-01-11', reason: null } }));
    workspace(WEEK);
    expect(await screen.findByTestId('vacation-none')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('save-vacation'));
    expect(screen.getByTestId('error-vacationFrom')).toHaveTextContent('날짜를 선택해 주세요.');
    setValue(/시작일/, '2030-01-11');
    setValue(/종료일/, '2030-01-10');
    await userEvent.click(screen.getByTestId('save-vacation'));
    expect(screen.getByTestId('error-vacationTo')).toHaveTextContent('종료일은 시작일과 같거나 이후여야 합니다.');
    expect(set).not.toHaveBeenCalled();
    setValue(/시작일/, '2030-01-10');
    await userEvent.type(screen.getByLabelText(/사유/), '학회');
    await userEvent.click(screen.getByTestId('save-vacation'));
    await waitFor(() => expect(set).toHaveBeenCalledWith({ from: '2030-01-10', to: '2030-01-10', reason: '학회' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('ends the vacation, and shows a refused one (409) clearly', async () => {
    mockWeek({ from: '2030-01-10', to: '2030-01-11', reason: null });
    const set = jest
      .spyOn(specialistApi, 'vacation')
      .mockResolvedValueOnce(profile())
      .mockRejectedValueOnce(apiError(409, 'SCHEDULE_CONFLICT', '이 기간에 일정이 있습니다.'));
    workspace(WEEK);
    await userEvent.click(await screen.findByTestId('end-vacation'));
    expect(set).not.toHaveBeenCalled();
    await userEvent.click(within(screen.getByRole('alertdialog', { name: '휴가를 끝낼까요?' })).getByTestId('confirm-yes'));
    await waitFor(() => expect(set).toHaveBeenCalledWith({ from: null, to: null }));
    setValue(/시작일/, '2030-01-08');
    setValue(/종료일/, '2030-01-08');
    await userEvent.click(screen.getByTestId('save-vacation'));
    expect(await screen.findByTestId('vacation-error')).toHaveTextContent('이 기간에 이미 일정이 있어 휴가로 정할 수 없습니다.');
    expect(screen.getByTestId('vacation-error')).toHaveTextContent('이 기간에 일정이 있습니다.');
  });
});
