import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERVICE_STATUSES, SERVICE_TRANSITIONS } from '@tov/contracts';
import { specialistApi } from '../../src/api/specialist-api';
import SpecialistSection from '../../src/features/specialist/SpecialistSection';
import { apiError, service, SERVICE_ID } from '../fixtures/specialist';
import { renderRoutes } from '../utils';

afterEach(() => jest.restoreAllMocks());

const workspace = (path: string, lng = 'ko') => renderRoutes([{ path: '/pro/*', element: <SpecialistSection /> }], { path, lng });

describe('active services', () => {
  it('lists the services with status, roadmap progress and what is left after refunds, filtered by status', async () => {
    const list = jest.spyOn(specialistApi, 'services').mockResolvedValue({
      items: [service({ status: 'in_progress', progress: { done: 2, total: 5 }, refundedAmount: 50_000 })],
      page: 1,
      limit: 20,
      total: 1,
    });
    workspace('/pro/services');
    const row = await screen.findByTestId('service-row');
    expect(row).toHaveTextContent('진행 중');
    expect(row).toHaveTextContent('2 / 5 단계');
    expect(row).toHaveTextContent('₩500,000');
    expect(within(row).getByRole('link', { name: 'Nguyen Van An' })).toHaveAttribute('href', `/pro/services/${SERVICE_ID}`);
    await userEvent.selectOptions(screen.getByTestId('filter-status'), 'completed');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'completed' })));
  });
});

describe('a service and its status', () => {
  it.each(SERVICE_STATUSES.map((s) => [s, SERVICE_TRANSITIONS[s]] as const))('from %s offers exactly the moves %j', async (status, next) => {
    jest.spyOn(specialistApi, 'service').mockResolvedValue(service({ status }));
    workspace(`/pro/services/${SERVICE_ID}`);
    await screen.findByTestId('service-detail');
    for (const s of SERVICE_STATUSES) {
      if (next.includes(s)) expect(screen.getByTestId(`to-${s}`)).toBeInTheDocument();
      else expect(screen.queryByTestId(`to-${s}`)).toBeNull();
    }
    if (next.length === 0) expect(screen.getByTestId('status-final')).toBeInTheDocument();
  });

  it('moves the service on with the note, and then offers the next moves', async () => {
    jest.spyOn(specialistApi, 'service').mockResolvedValue(service());
    const move = jest.spyOn(specialistApi, 'setServiceStatus').mockResolvedValue(
      service({
        status: 'in_progress',
        updatedAt: '2030-01-03T00:00:00.000Z',
        history: [...service().history, { status: 'in_progress', at: '2030-01-03T00:00:00.000Z', note: '서류 수집 시작' }],
      }),
    );
    workspace(`/pro/services/${SERVICE_ID}`);
    await userEvent.type(await screen.findByLabelText('메모 (선택)'), '서류 수집 시작');
    await userEvent.click(screen.getByTestId('to-in_progress'));
    await waitFor(() => expect(move).toHaveBeenCalledWith(SERVICE_ID, { status: 'in_progress', note: '서류 수집 시작' }));
    expect(await screen.findByTestId('to-documents_submitted')).toBeInTheDocument();
    expect(screen.queryByTestId('to-in_progress')).toBeNull();
    expect(screen.getByTestId('service-status')).toHaveTextContent('진행 중');
    expect(screen.getByTestId('service-history')).toHaveTextContent('서류 수집 시작');
  });

  it('asks once more before cancelling, naming the refund', async () => {
    jest.spyOn(specialistApi, 'service').mockResolvedValue(service());
    const move = jest.spyOn(specialistApi, 'setServiceStatus').mockResolvedValue(service({ status: 'cancelled', updatedAt: '2030-01-03T00:00:00.000Z' }));
    workspace(`/pro/services/${SERVICE_ID}`);
    await userEvent.click(await screen.findByTestId('to-cancelled'));
    expect(move).not.toHaveBeenCalled();
    const ask = screen.getByRole('alertdialog', { name: '서비스를 취소할까요?' });
    expect(ask).toHaveAccessibleDescription('고객에게 ₩550,000이(가) 환불되고 서비스가 끝납니다. 되돌릴 수 없습니다.');
    await userEvent.click(within(ask).getByTestId('confirm-yes'));
    await waitFor(() => expect(move).toHaveBeenCalledWith(SERVICE_ID, { status: 'cancelled', note: null }));
    expect(await screen.findByTestId('status-final')).toBeInTheDocument();
  });

  it('says clearly that a move was refused with 409, and reads the current status on request', async () => {
    const load = jest
      .spyOn(specialistApi, 'service')
      .mockResolvedValueOnce(service())
      .mockResolvedValueOnce(service({ status: 'in_progress', updatedAt: '2030-01-03T00:00:00.000Z' }));
    jest.spyOn(specialistApi, 'setServiceStatus').mockRejectedValue(apiError(409, 'INVALID_TRANSITION', '현재 상태에서는 이 상태로 바꿀 수 없습니다.'));
    workspace(`/pro/services/${SERVICE_ID}`);
    await userEvent.click(await screen.findByTestId('to-in_progress'));
    const conflict = await screen.findByTestId('status-conflict');
    expect(conflict).toHaveTextContent('지금 상태에서는 이렇게 바꿀 수 없습니다. 다른 곳에서 이미 상태가 바뀌었을 수 있습니다.');
    expect(conflict).toHaveTextContent('현재 상태에서는 이 상태로 바꿀 수 없습니다.');
    await userEvent.click(within(conflict).getByTestId('reload-service'));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await screen.findByTestId('to-documents_submitted')).toBeInTheDocument();
    expect(screen.queryByTestId('status-conflict')).toBeNull();
  });

  it('words a 409 in English without the Korean text of the service', async () => {
    jest.spyOn(specialistApi, 'service').mockResolvedValue(service());
    jest.spyOn(specialistApi, 'setServiceStatus').mockRejectedValue(apiError(409, 'INVALID_TRANSITION', '현재 상태에서는 이 상태로 바꿀 수 없습니다.'));
    workspace(`/pro/services/${SERVICE_ID}`, 'en');
    await userEvent.click(await screen.findByTestId('to-in_progress'));
    const conflict = await screen.findByTestId('status-conflict');
    expect(conflict).toHaveTextContent('This change is not possible from the current status.');
    expect(conflict.textContent).not.toMatch(/[\uAC00-\uD7AF]/);
  });

  it('links the service to its roadmap', async () => {
    jest.spyOn(specialistApi, 'service').mockResolvedValue(service({ status: 'in_progress', progress: { done: 1, total: 3 } }));
    workspace(`/pro/services/${SERVICE_ID}`);
    expect(await screen.findByTestId('to-roadmap')).toHaveAttribute('href', `/pro/roadmaps/${SERVICE_ID}`);
    expect(screen.getByTestId('service-detail')).toHaveTextContent('1 / 3 단계');
  });
});
