import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { specialistApi } from '../../src/api/specialist-api';
import SpecialistSection from '../../src/features/specialist/SpecialistSection';
import { apiError, quote, request, requestDetail, REQUEST_ID } from '../fixtures/specialist';
import { renderRoutes } from '../utils';

afterEach(() => jest.restoreAllMocks());

const workspace = (path: string, lng = 'ko') => renderRoutes([{ path: '/pro/*', element: <SpecialistSection /> }], { path, lng });
const page = (items = [request()], total = items.length) => ({ items, page: 1, limit: 20, total });

describe('requests inbox', () => {
  it('lists the requests with their client, visa, option, status and quote, and asks again with the filters chosen', async () => {
    const list = jest
      .spyOn(specialistApi, 'requests')
      .mockResolvedValue(page([request(), request({ requestId: 'r-2', status: 'quoted', clientName: 'Maria Santos', quote: quote({ amount: 300_000 }) })]));
    const { router } = workspace('/pro/requests');
    const rows = await screen.findAllByTestId('request-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Nguyen Van An');
    expect(rows[0]).toHaveTextContent('D-10 구직');
    expect(rows[0]).toHaveTextContent('서류 검토');
    expect(rows[0]).toHaveTextContent('새 요청');
    expect(rows[0]).toHaveTextContent('미발송');
    expect(rows[1]).toHaveTextContent('견적 보냄');
    expect(rows[1]).toHaveTextContent('₩300,000');
    expect(within(rows[0]!).getByRole('link', { name: 'Nguyen Van An' })).toHaveAttribute('href', `/pro/requests/${REQUEST_ID}`);
    expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 20, status: undefined, visaType: undefined });

    await userEvent.selectOptions(screen.getByTestId('filter-status'), 'quoted');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'quoted', page: 1 })));
    await userEvent.selectOptions(screen.getByTestId('filter-visaType'), 'E-7');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'quoted', visaType: 'E-7' })));
    expect(router.state.location.search).toBe('?status=quoted&visaType=E-7');
  });

  it('pages through a long inbox and ignores an unknown status in the address', async () => {
    const list = jest.spyOn(specialistApi, 'requests').mockResolvedValue(page([request()], 45));
    workspace('/pro/requests?status=bogus');
    await screen.findByText('1 / 3 페이지');
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ status: undefined }));
    await userEvent.click(screen.getByRole('button', { name: '다음' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 })));
  });

  it('says when the inbox is empty, and shows a failed load as the service worded it', async () => {
    jest
      .spyOn(specialistApi, 'requests')
      .mockResolvedValueOnce(page([]))
      .mockRejectedValueOnce(apiError(503, 'SERVICE_UNAVAILABLE', '서비스를 일시적으로 사용할 수 없습니다.'));
    workspace('/pro/requests');
    expect(await screen.findByTestId('requests-empty')).toHaveTextContent('아직 받은 매칭 요청이 없습니다.');
    await userEvent.click(screen.getByRole('button', { name: '새로고침' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('서비스를 일시적으로 사용할 수 없습니다.');
  });

  it('is worded in English with no Korean left', async () => {
    jest.spyOn(specialistApi, 'requests').mockResolvedValue(page());
    const { container } = workspace('/pro/requests', 'en');
    await screen.findByTestId('request-row');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Matching requests');
    expect(screen.getByTestId('request-row')).toHaveTextContent('Document review');
    expect(container.textContent).not.toMatch(/[\uAC00-\uD7AF]/);
  });
});

describe('request detail and the quote form', () => {
  it("shows the applicant's assessment summary with the missing documents named", async () => {
    jest.spyOn(specialistApi, 'request').mockResolvedValue(requestDetail());
    workspace(`/pro/requests/${REQUEST_ID}`);
    const summary = await screen.findByTestId('assessment-summary');
    expect(summary).toHaveTextContent('D-10 구직 (D-10-1)');
    expect(summary).toHaveTextContent('신규');
    expect(within(summary).getByTestId('assessment-eligible')).toHaveTextContent('요건 충족');
    expect(within(summary).getByTestId('assessment-score')).toHaveTextContent('78점');
    expect(summary).toHaveTextContent('인도');
    expect(summary).toHaveTextContent('E-7 특정활동');
    expect(within(summary).getByTestId('missing-documents')).toHaveTextContent('여권구직활동계획서');
    expect(screen.getByTestId('no-quote')).toHaveTextContent('아직 보낸 견적이 없습니다.');
  });

  it("starts the amount at the price list's default and sends the quote with the chosen option, message and end of the valid day", async () => {
    jest.spyOn(specialistApi, 'request').mockResolvedValue(requestDetail());
    const send = jest.spyOn(specialistApi, 'quote').mockResolvedValue(quote());
    workspace(`/pro/requests/${REQUEST_ID}`);
    const amount = await screen.findByLabelText(/금액/);
    expect(amount).toHaveValue('550000');
    expect(screen.getByText('가격표 기준 ₩550,000')).toBeInTheDocument();
    expect(screen.getByLabelText(/서비스 옵션/)).toHaveValue('document_review');
    await userEvent.clear(amount);
    await userEvent.type(amount, '480,000');
    expect(screen.getByTestId('amount-preview')).toHaveTextContent('₩480,000');
    await userEvent.selectOptions(screen.getByLabelText(/서비스 옵션/), 'full_service');
    await userEvent.type(screen.getByLabelText(/고객에게 보낼 메시지/), '2주 안에 접수까지 진행합니다.');
    const until = screen.getByLabelText(/유효 기한/);
    await userEvent.clear(until);
    await userEvent.type(until, '2099-12-31');
    await userEvent.click(screen.getByTestId('send-quote'));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    const [id, body] = send.mock.calls[0]!;
    expect(id).toBe(REQUEST_ID);
    expect(body).toEqual({
      amount: 480_000,
      serviceOption: 'full_service',
      message: '2주 안에 접수까지 진행합니다.',
      validUntil: new Date(2099, 11, 31, 23, 59).toISOString(),
    });
  });

  it('refuses an empty or out-of-range amount and a past valid-until date before sending', async () => {
    jest.spyOn(specialistApi, 'request').mockResolvedValue(requestDetail({ defaultAmount: null }));
    const send = jest.spyOn(specialistApi, 'quote');
    workspace(`/pro/requests/${REQUEST_ID}`);
    expect(await screen.findByText(/가격표에 없습니다/)).toBeInTheDocument();
    const until = screen.getByLabelText(/유효 기한/);
    await userEvent.clear(until);
    await userEvent.type(until, '2020-01-01');
    await userEvent.click(screen.getByTestId('send-quote'));
    expect(screen.getByTestId('error-amount')).toHaveTextContent('금액을 입력해 주세요.');
    expect(screen.getByTestId('error-validUntil')).toHaveTextContent('유효 기한은 오늘 이후여야 합니다.');
    await userEvent.type(screen.getByLabelText(/금액/), '100000001');
    await userEvent.click(screen.getByTestId('send-quote'));
    expect(screen.getByTestId('error-amount')).toHaveTextContent('금액은 1원 이상 100,000,000원 이하의 정수로 입력해 주세요.');
    expect(screen.getByLabelText(/금액/)).toHaveAttribute('aria-invalid', 'true');
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the standing quote and earlier ones, and reloads after a new quote', async () => {
    const standing = quote({ quoteId: 'q-2', amount: 500_000 });
    const load = jest
      .spyOn(specialistApi, 'request')
      .mockResolvedValue(
        requestDetail({ status: 'quoted', quote: standing, quotes: [quote({ quoteId: 'q-1', amount: 450_000, status: 'superseded' }), standing] }),
      );
    jest.spyOn(specialistApi, 'quote').mockResolvedValue(quote({ quoteId: 'q-3' }));
    workspace(`/pro/requests/${REQUEST_ID}`);
    expect(await screen.findByTestId('standing-amount')).toHaveTextContent('₩500,000');
    expect(screen.getByTestId('standing-quote')).toHaveTextContent('서류 검토 후 보완 목록을 드립니다.');
    expect(screen.getByTestId('quote-history')).toHaveTextContent('₩450,000');
    expect(screen.getByTestId('quote-history')).toHaveTextContent('대체됨');
    expect(screen.getByRole('heading', { name: '견적 다시 보내기' })).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('send-quote'));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('says clearly when the service refuses the quote with 409, keeping what was typed', async () => {
    jest.spyOn(specialistApi, 'request').mockResolvedValue(requestDetail());
    jest.spyOn(specialistApi, 'quote').mockRejectedValue(apiError(409, 'REQUEST_CLOSED', '이미 수락된 요청입니다.'));
    workspace(`/pro/requests/${REQUEST_ID}`);
    await userEvent.type(await screen.findByLabelText(/고객에게 보낼 메시지/), '메모');
    await userEvent.click(screen.getByTestId('send-quote'));
    const conflict = await screen.findByTestId('conflict');
    expect(conflict).toHaveTextContent('이 요청에는 지금 견적을 보낼 수 없습니다.');
    expect(conflict).toHaveTextContent('이미 수락된 요청입니다.');
    expect(screen.getByLabelText(/고객에게 보낼 메시지/)).toHaveValue('메모');
  });

  it('offers no quote form on an accepted request and says where to go on', async () => {
    jest.spyOn(specialistApi, 'request').mockResolvedValue(requestDetail({ status: 'accepted', quote: quote({ status: 'accepted' }) }));
    workspace(`/pro/requests/${REQUEST_ID}`);
    expect(await screen.findByTestId('not-quotable')).toHaveTextContent('진행 중인 서비스에서 이어가세요.');
    expect(screen.queryByTestId('quote-form')).toBeNull();
  });

  it('shows a request of another expert as not found', async () => {
    jest.spyOn(specialistApi, 'request').mockRejectedValue(apiError(404, 'NOT_FOUND', '매칭 요청을 찾을 수 없습니다.'));
    workspace('/pro/requests/someone-elses');
    expect(await screen.findByRole('alert')).toHaveTextContent('매칭 요청을 찾을 수 없습니다.');
    expect(screen.getByRole('link', { name: '← 매칭 요청 목록' })).toHaveAttribute('href', '/pro/requests');
  });
});
