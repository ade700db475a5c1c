import { call, put, select, takeLeading } from 'redux-saga/effects';
import type { TAcceptQuoteResult } from '@tov/contracts';
import { shownError } from '../../api/error-text';
import { newRequestId } from '../../api/request-id';
import { servicesEndpoints } from './services-endpoints';
import { NO_ACCEPT, quoteAcceptFailed, quoteAccepted, quoteAccepting, quoteAcceptRequested, type QuoteAccept, type ServicesState } from './services-slice';

const acceptsOf = (s: { visaServices?: ServicesState }) => s.visaServices?.accepts ?? {};

type AcceptCall = { unwrap(): Promise<TAcceptQuoteResult> };

/**
 * Accept and pay, a workflow of several steps: an accept already under way or done is not sent again;
 * the intent gets one Idempotency-Key, made on the first attempt and kept in the state, so every later
 * attempt on the same quote (a retry after an error, a second click that got through, the client's own
 * retry) is the same payment; then the accept mutation, which refreshes the quotes and the services.
 */
export function* acceptQuoteSaga(action: ReturnType<typeof quoteAcceptRequested>): Generator<unknown, void, never> {
  const { requestId, quoteId } = action.payload;
  const accepts = (yield select(acceptsOf)) as Record<string, QuoteAccept>;
  const current = accepts[quoteId] ?? NO_ACCEPT;
  if (current.status === 'accepting' || current.status === 'accepted') return;
  const idempotencyKey = current.idempotencyKey ?? newRequestId();
  yield put(quoteAccepting({ quoteId, idempotencyKey }));
  try {
    const pending = (yield put(
      servicesEndpoints.endpoints.acceptQuote.initiate({ requestId, quoteId, idempotencyKey }, { track: false }) as never,
    )) as AcceptCall;
    const result = (yield call(() => pending.unwrap())) as TAcceptQuoteResult;
    yield put(quoteAccepted({ quoteId, serviceId: result.service.serviceId }));
  } catch (error) {
    yield put(quoteAcceptFailed({ quoteId, error: shownError(error) }));
  }
}

export function* servicesSaga(): Generator<unknown, void, never> {
  yield takeLeading(quoteAcceptRequested.type, acceptQuoteSaga);
}
