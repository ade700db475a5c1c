import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { specialistApi } from '../../src/api/specialist-api';
import SpecialistSection from '../../src/features/specialist/SpecialistSection';
import { apiError, PROGRESS_ID, roadmap, service, SERVICE_ID, STEP_IDS } from '../fixtures/specialist';
import { renderRoutes } from '../utils';

afterEach(() => jest.restoreAllMocks());

const workspace = (path: string, lng = 'ko') => renderRoutes([{ path: '/pro/*', element: <SpecialistSection /> }], { path, lng });
const message = { messageId: 'm-9', stepId: null, authorId: 'pro-1', authorRole: 'pro' as const, body: 'x', createdAt: '2030-01-04T00:00:00.000Z' };

describe('client roadmaps', () => {
  it('lists each client with progress, next step and last message, and the totals above', async () => {
    jest
      .spyOn(specialistApi, 'roadmapDashboard')
      .mockResolvedValue({ clients: 2, withoutRoadmap: 1, stepsDone: 1, stepsTotal: 3, overdueSteps: 1, byStatus: { in_progress: 2 } });
    jest.spyOn(specialistApi, 'roadmapClients').mockResolvedValue({
      items: [
        {
          clientId: 'c-1',
          clientName: 'Nguyen Van An',
          serviceId: SERVICE_ID,
          progressId: PROGRESS_ID,
          visaType: 'D-10',
          status: 'in_progress',
          progress: { done: 1, total: 3 },
          nextStep: 'JOB_SEARCH_PLAN',
          lastMessageAt: '2030-01-02T02:00:00.000Z',
        },
        {
          clientId: 'c-2',
          clientName: 'Maria Santos',
          serviceId: 'svc-2',
          progressId: null,
          visaType: 'F-6',
          status: 'accepted',
          progress: { done: 0, total: 0 },
          nextStep: null,
          lastMessageAt: null,
        },
      ],
      page: 1,
      limit: 20,
      total: 2,
    });
    workspace('/pro/roadmaps');
    const [first, second] = await screen.findAllByTestId('roadmap-client');
    expect(first).toHaveTextContent('구직활동계획서');
    expect(within(first!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(within(first!).getByRole('link', { name: 'Nguyen Van An' })).toHaveAttribute('href', `/pro/roadmaps/${SERVICE_ID}`);
    expect(within(second!).getByTestId('needs-roadmap')).toHaveTextContent('아직 로드맵이 없습니다.');
    expect(second).toHaveTextContent('메시지 없음');
    expect(screen.getByTestId('roadmap-summary')).toHaveTextContent('기한 지난 단계1');
  });
});

describe("one client's roadmap", () => {
  it('shows the steps by name with their state, and the messages of both sides', async () => {
    jest.spyOn(specialistApi, 'roadmap').mockResolvedValue(roadmap());
    jest.spyOn(specialistApi, 'service').mockResolvedValue(service());
    workspace(`/pro/roadmaps/${SERVICE_ID}`);
    const steps = await screen.findAllByTestId('roadmap-step');
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringContaining('여권'),
      expect.stringContaining('구직활동계획서'),
      expect.stringContaining('신청서 제출'),
    ]);
    expect(within(steps[0]!).getByTestId('step-done')).toHaveTextContent('완료');
    expect(within(steps[1]!).getByTestId('mark-done')).toBeInTheDocument();
    expect(screen.getByTestId('steps-done')).toHaveTextContent('1 / 3 단계');
    const messages = screen.getAllByTestId('message');
    expect(messages[0]).toHaveTextContent('나');
    expect(messages[1]).toHaveTextContent('Nguyen Van An');
    expect(messages[1]).toHaveTextContent('단계: 구직활동계획서');
  });

  it('marks a step done through a message on that step', async () => {
    const load = jest.spyOn(specialistApi, 'roadmap').mockResolvedValue(roadmap());
    jest.spyOn(specialistApi, 'service').mockResolvedValue(service());
    const send = jest.spyOn(specialistApi, 'sendMessage').mockResolvedValue(message);
    workspace(`/pro/roadmaps/${SERVICE_ID}`);
    const steps = await screen.findAllByTestId('roadmap-step');
    await userEvent.click(within(steps[1]!).getByTestId('mark-done'));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith(PROGRESS_ID, { body: "'구직활동계획서' 단계를 완료했습니다.", stepId: STEP_IDS[1], markStepDone: true }),
    );
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('refuses an empty message, then sends one about a step and marking it done', async () => {
    jest.spyOn(specialistApi, 'roadmap').mockResolvedValue(roadmap());
    jest.spyOn(specialistApi, 'service').mockResolvedValue(service());
    const send = jest.spyOn(specialistApi, 'sendMessage').mockResolvedValue(message);
    workspace(`/pro/roadmaps/${SERVICE_ID}`);
    await userEvent.click(await screen.findByTestId('send-message'));
    expect(screen.getByTestId('error-body')).toHaveTextContent('메시지를 입력해 주세요.');
    expect(send).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/새 메시지/), '계획서 잘 받았습니다.');
    await userEvent.selectOptions(screen.getByLabelText('관련 단계 (선택)'), STEP_IDS[1]!);
    await userEvent.click(screen.getByTestId('mark-step-done'));
    await userEvent.click(screen.getByTestId('send-message'));
    await waitFor(() => expect(send).toHaveBeenCalledWith(PROGRESS_ID, { body: '계획서 잘 받았습니다.', stepId: STEP_IDS[1], markStepDone: true }));
    await waitFor(() => expect(screen.getByLabelText(/새 메시지/)).toHaveValue(''));
  });

  it('shows a failed message where it was written', async () => {
    jest.spyOn(specialistApi, 'roadmap').mockResolvedValue(roadmap());
    jest.spyOn(specialistApi, 'service').mockResolvedValue(service());
    jest.spyOn(specialistApi, 'sendMessage').mockRejectedValue(apiError(400, 'VALIDATION_ERROR', '메시지를 입력해주세요.'));
    workspace(`/pro/roadmaps/${SERVICE_ID}`);
    await userEvent.type(await screen.findByLabelText(/새 메시지/), '   x');
    await userEvent.click(screen.getByTestId('send-message'));
    expect(await within(screen.getByTestId('message-form')).findByTestId('call-error')).toHaveTextContent('메시지를 입력해주세요.');
  });

  it('offers to assign a roadmap when the client has none, with the application type chosen', async () => {
    const assigned = roadmap({ applicationType: 'change' });
    jest.spyOn(specialistApi, 'roadmap').mockRejectedValue(apiError(404, 'NOT_FOUND', '로드맵을 찾을 수 없습니다.'));
    jest.spyOn(specialistApi, 'service').mockResolvedValue(service());
    const assign = jest.spyOn(specialistApi, 'assignRoadmap').mockResolvedValue(assigned);
    workspace(`/pro/roadmaps/${SERVICE_ID}`);
    expect(await screen.findByTestId('no-roadmap')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('로드맵: Nguyen Van An');
    await userEvent.selectOptions(screen.getByLabelText(/신청 구분/), 'change');
    await userEvent.click(screen.getByTestId('assign-roadmap'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(SERVICE_ID, { applicationType: 'change', targetDate: null }));
    expect(await screen.findAllByTestId('roadmap-step')).toHaveLength(3);
    expect(screen.getByText(/변경 ·/)).toBeInTheDocument();
  });

  it('refuses a target date in the past', async () => {
    jest.spyOn(specialistApi, 'roadmap').mockRejectedValue(apiError(404, 'NOT_FOUND', '로드맵을 찾을 수 없습니다.'));
    jest.spyOn(specialistApi, 'service').mockResolvedValue(service());
    const assign = jest.spyOn(specialistApi, 'assignRoadmap');
    workspace(`/pro/roadmaps/${SERVICE_ID}`);
    await userEvent.type(await screen.findByLabelText(/목표일/), '2020-01-01');
    await userEvent.click(screen.getByTestId('assign-roadmap'));
    expect(screen.getByTestId('error-targetDate')).toHaveTextContent('목표일은 오늘 이후여야 합니다.');
    expect(assign).not.toHaveBeenCalled();
  });

  it("says a service that is not this expert's is not found, without an assign form", async () => {
    jest.spyOn(specialistApi, 'roadmap').mockRejectedValue(apiError(404, 'NOT_FOUND', '로드맵을 찾을 수 없습니다.'));
    jest.spyOn(specialistApi, 'service').mockRejectedValue(apiError(404, 'NOT_FOUND', '서비스를 찾을 수 없습니다.'));
    workspace('/pro/roadmaps/not-mine');
    expect(await screen.findByRole('alert')).toHaveTextContent('서비스를 찾을 수 없습니다.');
    expect(screen.queryByTestId('assign-form')).toBeNull();
  });
});
