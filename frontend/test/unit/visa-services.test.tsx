import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAcceptQuoteResult, TClientService, TMatchingQuotes, TMatchingRequest, TQuote } from '@tov/contracts';
import { http } from '../../src/api/http-client';
import { servicesApi } from '../../src/api/services-api';
import { visaApi } from '../../src/api/visa-api';
import { ExpertMatching } from '../../src/features/visa/ExpertMatching';
import { QUOTE_POLL_MS } from '../../src/features/visa/MatchingQuotes';
import ServiceDetailPage from '../../src/features/visa/ServiceDetailPage';
import ServicesPage from '../../src/features/visa/ServicesPage';
import { renderRoutes } from '../utils';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const EXPERT = 'e0000000-0000-4000-8000-000000000001';
const REQUEST = 'r0000000-0000-4000-8000-000000000001';
const ASSESSMENT = 'a0000000-0000-4000-8000-000000000001';

const quote = (over: Partial<TQuote> = {}): TQuote => ({
  quoteId: 'q2',
  requestId: REQUEST,
  expertId: EXPERT,
  expertName: 'Kim Haengjeong',
  amount: 300_000,
  currency: 'KRW',
  serviceOption: 'document_review',
  message: 'I will review your documents within three days.',
  validUntil: '2030-12-08T09:00:00.000Z',
  status: 'sent',
  createdAt: '2030-12-01T09:00:00.000Z',
  ...over,
});

const request = (over: Partial<TMatchingRequest> = {}): TMatchingRequest => ({
  requestId: REQUEST,
  status: 'expert_selected',
  assessmentId: ASSESSMENT,
  visaType: 'E-7',
  preferences: { languages: ['en'], budget: null, consultationMode: null, urgency: null },
  candidates: [
    {
      expertId: EXPERT,
      name: 'Kim Haengjeong',
      expertise: 'administrative',
      experienceYears: 12,
      languages: ['ko', 'en'],
      rating: 4.8,
      reviewCount: 12,
      certifications: ['행정사 제2015-0001호'],
      supportedVisaTypes: ['E-7'],
      score: 97,
      rank: 1,
      reasons: [{ ko: '비자 행정 전문가', en: 'An administrative specialist', zh: '行政专家', ja: '行政の専門家' }],
      fees: [],
      bio: null,
    },
  ],
  selectedExpertId: EXPERT,
  serviceOption: 'document_review',
  createdAt: '2030-12-01T08:00:00.000Z',
  selectedAt: '2030-12-01T08:05:00.000Z',
  ...over,
});

/** What the specialist service answers for the request's quotes (`GET /matching/{requestId}/quotes`): by default a standing quote and a superseded one. */
const quotesOf = (over: Partial<TMatchingQuotes> = {}): TMatchingQuotes => ({
  requestId: REQUEST,
  quotes: [quote(), quote({ quoteId: 'q1', amount: 350_000, status: 'superseded', message: null, createdAt: '2030-11-30T09:00:00.000Z' })],
  service: null,
  ...over,
});

// The quotes screen reads the specialist service's answer; by default `quotesOf()`.
beforeEach(() => {
  jest.spyOn(servicesApi, 'quotes').mockImplementation(async () => quotesOf());
});

const service = (over: Partial<TClientService> = {}): TClientService => ({
  serviceId: 's1',
  requestId: REQUEST,
  quoteId: 'q2',
  expertId: EXPERT,
  expertName: 'Kim Haengjeong',
  clientId: 'me',
  clientName: 'Linh',
  visaType: 'E-7',
  serviceOption: 'document_review',
  status: 'in_progress',
  amount: 300_000,
  refundedAmount: 0,
  paymentStatus: 'captured',
  progress: { done: 1, total: 3 },
  history: [
    { status: 'accepted', at: '2030-12-01T10:00:00.000Z', note: null },
    { status: 'in_progress', at: '2030-12-02T10:00:00.000Z', note: null },
  ],
  createdAt: '2030-12-01T10:00:00.000Z',
  updatedAt: '2030-12-02T10:00:00.000Z',
  roadmap: {
    progressId: 'p1',
    serviceId: 's1',
    clientId: 'me',
    clientName: 'Linh',
    expertId: EXPERT,
    expertName: 'Kim Haengjeong',
    visaType: 'E-7',
    applicationType: 'new',
    steps: [
      { stepId: 'st2', order: 2, kind: 'submission', key: 'submission', title: '신청서 제출', dueDate: '2030-12-20', status: 'todo', completedAt: null },
      {
        stepId: 'st1',
        order: 1,
        kind: 'document',
        key: 'TAX_CERTIFICATE',
        title: '납세증명서',
        dueDate: '2030-12-10',
        status: 'done',
        completedAt: '2030-12-03T10:00:00.000Z',
      },
      { stepId: 'st3', order: 3, kind: 'result', key: 'result', title: '결과', dueDate: null, status: 'todo', completedAt: null },
    ],
    messages: [
      {
        messageId: 'm1',
        stepId: 'st1',
        authorId: EXPERT,
        authorRole: 'pro',
        body: 'Please upload the tax certificate.',
        createdAt: '2030-12-02T11:00:00.000Z',
      },
    ],
    assignedAt: '2030-12-02T10:00:00.000Z',
  },
  ...over,
});

const accepted = (): TAcceptQuoteResult => ({
  service: { ...service({ status: 'accepted', progress: { done: 0, total: 0 } }) },
  payment: {
    paymentId: 'pay1',
    kind: 'charge',
    serviceId: 's1',
    amount: 300_000,
    provider: 'sandbox',
    providerReference: 'sb_1',
    reason: null,
    createdAt: '2030-12-01T10:00:00.000Z',
  },
});

function renderMatching(lng = 'en') {
  return renderRoutes(
    [
      { path: '/visa/result/:id', element: <ExpertMatching assessmentId={ASSESSMENT} /> },
      { path: '/visa/services/:id', element: <p data-testid="service-page" /> },
    ],
    {
      path: `/visa/result/${ASSESSMENT}`,
      lng,
    },
  );
}

describe('the quotes on the matching request', () => {
  it('shows the chosen expert’s request again on opening the result, with their quotes: amount in won, service, message and validity', async () => {
    const lookup = jest.spyOn(visaApi, 'matchingFor').mockResolvedValue(request());
    renderMatching();
    const first = await screen.findByTestId('quote-0');
    expect(lookup).toHaveBeenCalledWith(ASSESSMENT);
    expect(screen.getByTestId('expert-next-steps')).toHaveTextContent('You chose Kim Haengjeong.');
    expect(screen.queryByTestId('request-expert')).toBeNull();
    expect(screen.getByTestId('matching-quotes')).toHaveTextContent('Quotes from Kim Haengjeong');
    expect(within(first).getByTestId('quote-amount')).toHaveTextContent('KRW 300,000');
    expect(within(first).getByTestId('quote-service')).toHaveTextContent('Document review');
    expect(within(first).getByTestId('quote-message')).toHaveTextContent('I will review your documents within three days.');
    expect(within(first).getByTestId('quote-valid-until')).toHaveTextContent(/2030/);
    expect(within(first).getByTestId('quote-status')).toHaveTextContent('Open');
    const older = screen.getByTestId('quote-1');
    expect(within(older).getByTestId('quote-amount')).toHaveTextContent('KRW 350,000');
    expect(within(older).getByTestId('quote-status')).toHaveTextContent('Replaced by a newer quote');
    expect(within(older).queryByTestId('quote-accept')).toBeNull();
    expect(document.body.textContent).not.toMatch(/undefined|NaN|\[object Object\]|visa\.quotes/);
  });

  it('offers to ask for an expert when no request was made, and when the lookup fails', async () => {
    jest.spyOn(visaApi, 'matchingFor').mockResolvedValueOnce(null).mockRejectedValueOnce({ status: 503, code: 'SERVICE_UNAVAILABLE', message: '' });
    const { unmount } = renderMatching();
    expect(await screen.findByTestId('request-expert')).toBeEnabled();
    unmount();
    renderMatching();
    expect(await screen.findByTestId('request-expert')).toBeEnabled();
    expect(screen.queryByTestId('expert-error')).toBeNull();
  });

  it('asks for a confirmation showing the amount, then pays once however often the button is pressed, and links to the service', async () => {
    jest.spyOn(visaApi, 'matchingFor').mockResolvedValue(request());
    let answer: (value: TAcceptQuoteResult) => void = () => undefined;
    const accept = jest.spyOn(servicesApi, 'acceptQuote').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderMatching();
    await user.click(await screen.findByTestId('quote-accept'));
    expect(screen.getByTestId('quote-confirm-text')).toHaveTextContent('You pay KRW 300,000 for Document review with Kim Haengjeong.');
    const pay = screen.getByTestId('quote-pay');
    expect(pay).toHaveTextContent('Pay KRW 300,000');
    await user.click(pay);
    expect(screen.getByTestId('quote-pay')).toBeDisabled();
    expect(screen.getByTestId('quote-pay')).toHaveTextContent('Paying...');
    await user.click(screen.getByTestId('quote-pay'));
    expect(accept).toHaveBeenCalledTimes(1);
    const [requestId, quoteId, key] = accept.mock.calls[0]!;
    expect([requestId, quoteId]).toEqual([REQUEST, 'q2']);
    expect(key).toMatch(/.{8,}/);

    await act(async () => answer(accepted()));
    expect(await screen.findByTestId('service-paid')).toHaveTextContent('Paid: your service with Kim Haengjeong has started.');
    expect(screen.getByTestId('service-link')).toHaveAttribute('href', '/visa/services/s1');
    expect(within(screen.getByTestId('quote-0')).getByTestId('quote-status')).toHaveTextContent('Accepted and paid');
    expect(screen.queryByTestId('quote-accept')).toBeNull();
    expect(accept).toHaveBeenCalledTimes(1);
  });

  it('takes the “will send you a quote” banner away once the quote is paid, and says the record of the payment comes by e-mail', async () => {
    jest.spyOn(visaApi, 'matchingFor').mockResolvedValue(request());
    jest.spyOn(servicesApi, 'acceptQuote').mockResolvedValue(accepted());
    const user = userEvent.setup();
    renderMatching();
    await screen.findByTestId('quote-0');
    expect(screen.getByTestId('expert-next-steps')).toHaveTextContent('You will see it here and by e-mail');
    await user.click(screen.getByTestId('quote-accept'));
    await user.click(screen.getByTestId('quote-pay'));
    expect(await screen.findByTestId('service-paid')).toHaveTextContent('The record of the payment is also sent to you by e-mail.');
    expect(screen.queryByTestId('expert-next-steps')).toBeNull();
  });

  it.each([
    ['paid', quotesOf({ quotes: [quote({ status: 'accepted' })], service: { serviceId: 's1', status: 'in_progress' } })],
    ['declined', quotesOf({ quotes: [quote({ status: 'declined' })] })],
    ['expired', quotesOf({ quotes: [quote({ status: 'expired' })] })],
  ])('promises no quote when the request’s quote was %s', async (_case, answer) => {
    jest.spyOn(visaApi, 'matchingFor').mockResolvedValue(request());
    jest.spyOn(servicesApi, 'quotes').mockResolvedValue(answer);
    renderMatching();
    await screen.findByTestId('quote-0');
    expect(screen.queryByTestId('expert-next-steps')).toBeNull();
    expect(screen.getByTestId('expert-matching')).not.toHaveTextContent('send you a quote');
  });

  it('sends the same Idempotency-Key again when paying is retried after a failure', async () => {
    jest.spyOn(visaApi, 'matchingFor').mockResolvedValue(request());
    const accept = jest
      .spyOn(servicesApi, 'acceptQuote')
      .mockRejectedValueOnce({ status: 0, code: 'NETWORK_ERROR', message: '네트워크 오류', isNetworkError: true })
      .mockResolvedValueOnce(accepted());
    const user = userEvent.setup();
    renderMatching();
    await user.click(await screen.findByTestId('quote-accept'));
    await user.click(screen.getByTestId('quote-pay'));
    expect(await screen.findByTestId('quote-error')).toBeInTheDocument();
    await user.click(screen.getByTestId('quote-pay'));
    await screen.findByTestId('service-paid');
    expect(accept).toHaveBeenCalledTimes(2);
    expect(accept.mock.calls[1]![2]).toBe(accept.mock.calls[0]![2]);
  });

  it('declines the standing quote once and shows it declined', async () => {
    jest.spyOn(visaApi, 'matchingFor').mockResolvedValue(request());
    const decline = jest.spyOn(servicesApi, 'declineQuote').mockResolvedValue();
    const user = userEvent.setup();
    renderMatching();
    await user.click(await screen.findByTestId('quote-decline'));
    expect(decline).not.toHaveBeenCalled();
    const ask = screen.getByRole('alertdialog', { name: 'Decline this quote?' });
    expect(ask).toHaveAccessibleDescription(
      "You decline Kim Haengjeong's quote of KRW 300,000. The request then closes: Kim Haengjeong cannot send you another quote.",
    );
    await user.click(within(ask).getByTestId('confirm-yes'));
    await waitFor(() => expect(within(screen.getByTestId('quote-0')).getByTestId('quote-status')).toHaveTextContent('Declined'));
    expect(decline).toHaveBeenCalledTimes(1);
    expect(decline).toHaveBeenCalledWith(REQUEST, 'q2');
    expect(screen.queryByTestId('quote-accept')).toBeNull();
  });

  it('waits for the quote, reading the request again until one arrives', async () => {
    jest.useFakeTimers();
    jest.spyOn(visaApi, 'matchingFor').mockResolvedValue(request());
    const again = jest
      .spyOn(servicesApi, 'quotes')
      .mockResolvedValueOnce(quotesOf({ quotes: [] }))
      .mockResolvedValue(quotesOf({ quotes: [quote()] }));
    renderMatching();
    expect(await screen.findByTestId('quote-waiting')).toHaveTextContent('Kim Haengjeong has not sent a quote yet.');
    // Only the reads again count below (the first read is the one that found no quote).
    again.mockClear();
    await act(async () => {
      jest.advanceTimersByTime(QUOTE_POLL_MS);
    });
    expect(await screen.findByTestId('quote-0')).toBeInTheDocument();
    expect(again).toHaveBeenCalledWith(REQUEST);
    await act(async () => {
      jest.advanceTimersByTime(QUOTE_POLL_MS * 3);
    });
    expect(again).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['ko', '300,000원', '수락하고 결제하기'],
    ['zh', '300,000 韩元', '接受并付款'],
    ['ja', '300,000 ウォン', '承諾して支払う'],
  ])('reads in %s', async (lng, amount, accept) => {
    jest.spyOn(visaApi, 'matchingFor').mockResolvedValue(request());
    renderMatching(lng);
    const first = await screen.findByTestId('quote-0');
    expect(within(first).getByTestId('quote-amount')).toHaveTextContent(amount);
    expect(within(first).getByTestId('quote-accept')).toHaveTextContent(accept);
    if (lng !== 'ko')
      expect(screen.getByTestId('matching-quotes').textContent!.replace(/Kim Haengjeong|I will review your documents within three days\./g, '')).not.toMatch(
        /[A-Za-z]{4,}|[가-힣]/,
      );
  });
});

describe('my services', () => {
  it('lists the applicant’s services with their status, amount and progress', async () => {
    jest
      .spyOn(servicesApi, 'list')
      .mockResolvedValue([service(), service({ serviceId: 's2', status: 'completed', progress: { done: 0, total: 0 }, serviceOption: 'consultation' })]);
    renderRoutes([{ path: '/visa/services', element: <ServicesPage /> }], { path: '/visa/services', lng: 'en' });
    const first = await screen.findByTestId('service-s1');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My services');
    expect(within(first).getByTestId('service-open')).toHaveAttribute('href', '/visa/services/s1');
    expect(within(first).getByTestId('service-open')).toHaveTextContent('Document review · E-7');
    expect(within(first).getByTestId('service-status')).toHaveTextContent('In progress');
    expect(first).toHaveTextContent('KRW 300,000');
    expect(first).toHaveTextContent('1 of 3 steps done');
    const second = screen.getByTestId('service-s2');
    expect(within(second).getByTestId('service-status')).toHaveTextContent('Completed');
    expect(second).toHaveTextContent('Roadmap not set up yet');
  });

  it('says there is none yet and where to start', async () => {
    jest.spyOn(servicesApi, 'list').mockResolvedValue([]);
    renderRoutes([{ path: '/visa/services', element: <ServicesPage /> }], { path: '/visa/services', lng: 'ja' });
    expect(await screen.findByTestId('services-empty')).toHaveTextContent('有料サービスはまだありません。');
    expect(document.body.textContent).not.toMatch(/[가-힣]/);
  });

  it('shows a service’s roadmap in order with translated steps, its messages, and sends an answer about a step', async () => {
    const get = jest.spyOn(servicesApi, 'get').mockResolvedValueOnce(service());
    const send = jest.spyOn(servicesApi, 'sendMessage').mockResolvedValue();
    const answered = service();
    answered.roadmap!.messages.push({
      messageId: 'm2',
      stepId: 'st1',
      authorId: 'me',
      authorRole: 'client',
      body: 'Uploaded today.',
      createdAt: '2030-12-03T09:00:00.000Z',
    });
    get.mockResolvedValueOnce(answered);
    const user = userEvent.setup();
    renderRoutes([{ path: '/visa/services/:id', element: <ServiceDetailPage /> }], { path: '/visa/services/s1', lng: 'en' });

    const steps = await screen.findAllByTestId('roadmap-step');
    expect(get).toHaveBeenCalledWith('s1');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Document review · E-7');
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringContaining('Tax payment certificate'),
      expect.stringContaining('Submit the application'),
      expect.stringContaining('Receive the decision'),
    ]);
    expect(steps.map((s) => s.getAttribute('data-status'))).toEqual(['done', 'todo', 'todo']);
    expect(screen.getByTestId('service-status')).toHaveTextContent('In progress');
    expect(screen.getByTestId('service-payment')).toHaveTextContent('Paid');
    expect(screen.getByTestId('service-messages')).toHaveTextContent('Please upload the tax certificate.');
    expect(screen.getByTestId('service-messages')).toHaveTextContent('About: Tax payment certificate');
    expect(screen.getByTestId('visa-service').textContent).not.toMatch(/[가-힣]/);

    expect(screen.getByTestId('answer-hint')).toHaveTextContent('Your expert is also told by e-mail.');
    expect(screen.getByTestId('answer-body')).toHaveAttribute('aria-describedby', 'answer-hint');
    // An empty answer is refused on the screen, without a call.
    await user.click(screen.getByTestId('answer-send'));
    expect(screen.getByText('Please write a message.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByTestId('answer-step'), 'st1');
    await user.type(screen.getByTestId('answer-body'), '  Uploaded today.  ');
    await user.click(screen.getByTestId('answer-send'));
    await waitFor(() => expect(screen.getAllByTestId('service-message')).toHaveLength(2));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('s1', { body: 'Uploaded today.', stepId: 'st1' });
    expect(screen.getByTestId('answer-sent')).toHaveTextContent('Your message was sent.');
    expect(screen.getByTestId('answer-body')).toHaveValue('');
    expect(screen.getAllByTestId('service-message')[1]).toHaveTextContent('You');
  });

  it('says when the expert has not set up the roadmap yet, and offers no answer form before it', async () => {
    jest.spyOn(servicesApi, 'get').mockResolvedValue(service({ roadmap: null, status: 'accepted', progress: { done: 0, total: 0 } }));
    renderRoutes([{ path: '/visa/services/:id', element: <ServiceDetailPage /> }], { path: '/visa/services/s1', lng: 'zh' });
    expect(await screen.findByTestId('roadmap-none')).toHaveTextContent('Kim Haengjeong 尚未制定您的路线图。');
    expect(screen.queryByTestId('answer-form')).toBeNull();
    expect(screen.getByTestId('service-status')).toHaveTextContent('已付款，尚未开始');
  });

  it('says a service that is not the applicant’s was not found', async () => {
    jest.spyOn(servicesApi, 'get').mockRejectedValue({ status: 404, code: 'NOT_FOUND', message: '서비스를 찾을 수 없습니다.' });
    renderRoutes([{ path: '/visa/services/:id', element: <ServiceDetailPage /> }], { path: '/visa/services/other', lng: 'en' });
    expect(await screen.findByTestId('service-not-found')).toHaveTextContent('This service was not found.');
  });
});

describe('the services API', () => {
  it('accepts with the intent’s Idempotency-Key and declines at the specialist calls of the matching request', async () => {
    const post = jest.spyOn(http, 'post').mockResolvedValue({ data: { success: true, data: accepted(), message: '', timestamp: '' } });
    await expect(servicesApi.acceptQuote(REQUEST, 'q2', 'key-1')).resolves.toEqual(accepted());
    expect(post).toHaveBeenCalledWith(
      `/visa/v3/matching/${REQUEST}/quotes/q2/accept`,
      {},
      expect.objectContaining({ headers: { 'Idempotency-Key': 'key-1' } }),
    );
    await servicesApi.declineQuote(REQUEST, 'q2');
    expect(post).toHaveBeenLastCalledWith(`/visa/v3/matching/${REQUEST}/quotes/q2/decline`, {}, expect.anything());
    await servicesApi.sendMessage('s1', { body: 'Hello', stepId: null });
    expect(post).toHaveBeenLastCalledWith('/visa/v3/services/s1/messages', { body: 'Hello' }, expect.anything());
  });

  it('reads the request of an assessment as a list of none or one', async () => {
    const get = jest
      .spyOn(http, 'get')
      .mockResolvedValueOnce({ data: { success: true, data: { items: [] } } })
      .mockResolvedValueOnce({ data: { success: true, data: { items: [request()] } } });
    await expect(visaApi.matchingFor(ASSESSMENT)).resolves.toBeNull();
    await expect(visaApi.matchingFor(ASSESSMENT)).resolves.toMatchObject({ requestId: REQUEST });
    expect(get).toHaveBeenCalledWith('/visa/v3/matching', expect.objectContaining({ params: { assessmentId: ASSESSMENT }, silent: true }));
  });
});
