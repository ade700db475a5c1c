import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { TAcceptQuoteResult, TClientService, TMatchingPreferences, TMatchingRequest, TSelectExpert } from '@tov/contracts';
import { shownError } from '../../api/error-text';
import { loadVisaApi } from '../../api/lazy-apis';
import { newRequestId } from '../../api/request-id';
import type { ClientMessage } from '../../api/services-api';
import {
  NO_QUOTE_ACTION,
  detailFailed,
  detailLoaded,
  detailLoading,
  expertChosen,
  expertsRequested,
  listFailed,
  listLoaded,
  listLoading,
  matchingFailed,
  matchingLoaded,
  matchingLookupFailed,
  matchingLoading,
  matchingLookupRequested,
  matchingRefreshRequested,
  matchingWorking,
  messageFailed,
  messageSending,
  messageSent,
  quoteAccepted,
  quoteAcceptRequested,
  quoteAccepting,
  quoteActionFailed,
  quoteDeclined,
  quoteDeclineRequested,
  quoteDeclining,
  serviceMessageRequested,
  serviceRequested,
  servicesRequested,
  type QuoteAction,
  type ServicesState,
} from './services-slice';

/**
 * The services API loads with its first call. Its loader lives here, in the feature's lazy chunk, not
 * in api/lazy-apis.ts: that module is part of the first page, whose JavaScript budget is spent.
 */
const loadServicesApi = () => import('../../api/services-api').then((m) => m.servicesApi);

/** The calls of the applicant's services, loaded on first use (tests replace them). */
export const servicesCalls = {
  matchingFor: async (assessmentId: string) => (await loadVisaApi()).matchingFor(assessmentId),
  matching: async (requestId: string) => (await loadVisaApi()).matching(requestId),
  requestExperts: async (assessmentId: string, preferences: Partial<TMatchingPreferences>) => (await loadVisaApi()).requestExperts(assessmentId, preferences),
  selectExpert: async (requestId: string, choice: TSelectExpert) => (await loadVisaApi()).selectExpert(requestId, choice),
  acceptQuote: async (requestId: string, quoteId: string, idempotencyKey: string) => (await loadServicesApi()).acceptQuote(requestId, quoteId, idempotencyKey),
  declineQuote: async (requestId: string, quoteId: string) => (await loadServicesApi()).declineQuote(requestId, quoteId),
  services: async () => (await loadServicesApi()).list(),
  service: async (serviceId: string) => (await loadServicesApi()).get(serviceId),
  sendMessage: async (serviceId: string, message: ClientMessage) => (await loadServicesApi()).sendMessage(serviceId, message),
};

const servicesState = (s: { visaServices?: ServicesState | null }) => s.visaServices;

export function* lookupMatchingSaga(action: ReturnType<typeof matchingLookupRequested>): Generator<unknown, void, never> {
  const assessmentId = action.payload;
  yield put(matchingLoading(assessmentId));
  try {
    const request: TMatchingRequest | null = yield call(servicesCalls.matchingFor, assessmentId);
    yield put(matchingLoaded({ assessmentId, request }));
  } catch {
    yield put(matchingLookupFailed(assessmentId));
  }
}

/** Reads the request again while the applicant waits for a quote; a failed read keeps what is shown. */
export function* refreshMatchingSaga(action: ReturnType<typeof matchingRefreshRequested>): Generator<unknown, void, never> {
  const { assessmentId, requestId } = action.payload;
  try {
    const request: TMatchingRequest = yield call(servicesCalls.matching, requestId);
    yield put(matchingLoaded({ assessmentId, request }));
  } catch {
    /* the next read may work */
  }
}

export function* requestExpertsSaga(action: ReturnType<typeof expertsRequested>): Generator<unknown, void, never> {
  const { assessmentId, preferences } = action.payload;
  yield put(matchingWorking(assessmentId));
  try {
    const request: TMatchingRequest = yield call(servicesCalls.requestExperts, assessmentId, preferences);
    yield put(matchingLoaded({ assessmentId, request }));
  } catch (error) {
    yield put(matchingFailed({ assessmentId, error: shownError(error) }));
  }
}

export function* chooseExpertSaga(action: ReturnType<typeof expertChosen>): Generator<unknown, void, never> {
  const { assessmentId, requestId, expertId, serviceOption } = action.payload;
  yield put(matchingWorking(assessmentId));
  try {
    const request: TMatchingRequest = yield call(servicesCalls.selectExpert, requestId, { expertId, serviceOption });
    yield put(matchingLoaded({ assessmentId, request }));
  } catch (error) {
    yield put(matchingFailed({ assessmentId, error: shownError(error) }));
  }
}

/**
 * Accepting pays, so the intent has one Idempotency-Key: made on the first attempt and kept in the
 * state, sent again by every later attempt on the same quote (a retry after an error, a second click
 * that got through). An accept already under way or done is not sent again.
 */
export function* acceptQuoteSaga(action: ReturnType<typeof quoteAcceptRequested>): Generator<unknown, void, never> {
  const { requestId, quoteId } = action.payload;
  const state = (yield select(servicesState)) as ServicesState | null | undefined;
  const current: QuoteAction = state?.quotes[quoteId] ?? NO_QUOTE_ACTION;
  if (current.status === 'accepting' || current.status === 'accepted') return;
  const idempotencyKey = current.idempotencyKey ?? newRequestId();
  yield put(quoteAccepting({ quoteId, idempotencyKey }));
  try {
    const result: TAcceptQuoteResult = yield call(servicesCalls.acceptQuote, requestId, quoteId, idempotencyKey);
    yield put(quoteAccepted({ ...action.payload, result }));
  } catch (error) {
    yield put(quoteActionFailed({ quoteId, error: shownError(error) }));
  }
}

export function* declineQuoteSaga(action: ReturnType<typeof quoteDeclineRequested>): Generator<unknown, void, never> {
  const { requestId, quoteId } = action.payload;
  const state = (yield select(servicesState)) as ServicesState | null | undefined;
  const status = state?.quotes[quoteId]?.status;
  if (status === 'accepting' || status === 'accepted' || status === 'declining' || status === 'declined') return;
  yield put(quoteDeclining(quoteId));
  try {
    yield call(servicesCalls.declineQuote, requestId, quoteId);
    yield put(quoteDeclined(action.payload));
  } catch (error) {
    yield put(quoteActionFailed({ quoteId, error: shownError(error) }));
  }
}

export function* loadServicesSaga(): Generator<unknown, void, never> {
  yield put(listLoading());
  try {
    const items: TClientService[] = yield call(servicesCalls.services);
    yield put(listLoaded(items));
  } catch (error) {
    yield put(listFailed(shownError(error)));
  }
}

export function* loadServiceSaga(action: ReturnType<typeof serviceRequested>): Generator<unknown, void, never> {
  yield put(detailLoading(action.payload));
  try {
    const item: TClientService = yield call(servicesCalls.service, action.payload);
    yield put(detailLoaded(item));
  } catch (error) {
    yield put(detailFailed({ serviceId: action.payload, error: shownError(error) }));
  }
}

/** Sends the applicant's answer, then reads the service again (the roadmap shows it with the expert's messages). */
export function* sendMessageSaga(action: ReturnType<typeof serviceMessageRequested>): Generator<unknown, void, never> {
  const { serviceId, message } = action.payload;
  yield put(messageSending());
  try {
    yield call(servicesCalls.sendMessage, serviceId, message);
    yield put(messageSent());
    action.meta?.resolve();
  } catch (error) {
    yield put(messageFailed(shownError(error)));
    action.meta?.reject(error as Error);
    return;
  }
  yield call(loadServiceSaga, serviceRequested(serviceId));
}

export function* servicesSaga(): Generator<unknown, void, never> {
  yield takeLatest(matchingLookupRequested.type, lookupMatchingSaga);
  yield takeLatest(matchingRefreshRequested.type, refreshMatchingSaga);
  yield takeLeading(expertsRequested.type, requestExpertsSaga);
  yield takeLeading(expertChosen.type, chooseExpertSaga);
  yield takeLeading(quoteAcceptRequested.type, acceptQuoteSaga);
  yield takeLeading(quoteDeclineRequested.type, declineQuoteSaga);
  yield takeLatest(servicesRequested.type, loadServicesSaga);
  yield takeLatest(serviceRequested.type, loadServiceSaga);
  yield takeLeading(serviceMessageRequested.type, sendMessageSaga);
}
