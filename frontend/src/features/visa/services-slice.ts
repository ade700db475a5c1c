import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TAcceptQuoteResult, TClientService, TMatchingPreferences, TMatchingRequest, TServiceOption } from '@tov/contracts';
import type { ShownError } from '../../api/error-text';
import type { ClientMessage } from '../../api/services-api';
import type { Deferred } from '../auth/auth-slice';

type Load = 'idle' | 'loading' | 'ready' | 'error';

/**
 * The applicant's side of expert matching after the choice: the matching request of an assessment
 * with its quotes, accepting (and paying) or declining a quote, and the paid services with their
 * roadmaps and messages. A lazy feature: its reducer and saga come with the screens that use them
 * (store `injectFeature`, `use-services-feature.ts`).
 */
export interface MatchingEntry {
  status: Load;
  /** Null before the applicant asked for an expert. */
  request: TMatchingRequest | null;
  /** Asking for experts or choosing one. */
  working: boolean;
  error: ShownError | null;
}

export interface QuoteAction {
  status: 'idle' | 'accepting' | 'accepted' | 'declining' | 'declined' | 'error';
  /** The Idempotency-Key of accepting this quote: made once, sent again on every retry of the same intent. */
  idempotencyKey: string | null;
  error: ShownError | null;
}

export interface ServicesState {
  /** By assessment id. */
  matching: Record<string, MatchingEntry>;
  /** By quote id. */
  quotes: Record<string, QuoteAction>;
  list: { status: Load; items: TClientService[]; error: ShownError | null };
  /** By service id. */
  detail: Record<string, { status: Load; item: TClientService | null; error: ShownError | null }>;
  message: { status: 'idle' | 'sending' | 'sent' | 'error'; error: ShownError | null };
}

export const initialServicesState: ServicesState = {
  matching: {},
  quotes: {},
  list: { status: 'idle', items: [], error: null },
  detail: {},
  message: { status: 'idle', error: null },
};

export const NO_MATCHING: MatchingEntry = { status: 'idle', request: null, working: false, error: null };
export const NO_QUOTE_ACTION: QuoteAction = { status: 'idle', idempotencyKey: null, error: null };

interface QuoteRef {
  assessmentId: string;
  requestId: string;
  quoteId: string;
}

export const matchingLookupRequested = createAction<string>('visaServices/matchingLookupRequested');
export const matchingRefreshRequested = createAction<{ assessmentId: string; requestId: string }>('visaServices/matchingRefreshRequested');
export const expertsRequested = createAction<{ assessmentId: string; preferences: Partial<TMatchingPreferences> }>('visaServices/expertsRequested');
export const expertChosen = createAction<{ assessmentId: string; requestId: string; expertId: string; serviceOption: TServiceOption }>(
  'visaServices/expertChosen',
);
export const quoteAcceptRequested = createAction<QuoteRef>('visaServices/quoteAcceptRequested');
export const quoteDeclineRequested = createAction<QuoteRef>('visaServices/quoteDeclineRequested');
export const servicesRequested = createAction('visaServices/servicesRequested');
export const serviceRequested = createAction<string>('visaServices/serviceRequested');
export const serviceMessageRequested = createAction(
  'visaServices/serviceMessageRequested',
  (serviceId: string, message: ClientMessage, deferred?: Deferred<void>) => ({
    payload: { serviceId, message },
    meta: deferred,
  }),
);

const entry = (state: ServicesState, assessmentId: string): MatchingEntry => (state.matching[assessmentId] ??= { ...NO_MATCHING });

const slice = createSlice({
  name: 'visaServices',
  initialState: initialServicesState,
  reducers: {
    matchingLoading(state, action: PayloadAction<string>) {
      const e = entry(state, action.payload);
      // A read again (polling) keeps what is shown.
      if (e.status !== 'ready') e.status = 'loading';
    },
    matchingWorking(state, action: PayloadAction<string>) {
      const e = entry(state, action.payload);
      e.working = true;
      e.error = null;
    },
    matchingLoaded(state, action: PayloadAction<{ assessmentId: string; request: TMatchingRequest | null }>) {
      state.matching[action.payload.assessmentId] = { status: 'ready', request: action.payload.request, working: false, error: null };
    },
    /** Asking for experts or choosing one failed: said on the screen, the request as it was. */
    matchingFailed(state, action: PayloadAction<{ assessmentId: string; error: ShownError }>) {
      const e = entry(state, action.payload.assessmentId);
      e.status = 'ready';
      e.working = false;
      e.error = action.payload.error;
    },
    /** The lookup failed: the screen offers to ask (asking answers the same request when there is one). */
    matchingLookupFailed(state, action: PayloadAction<string>) {
      entry(state, action.payload).status = 'ready';
    },
    quoteAccepting(state, action: PayloadAction<{ quoteId: string; idempotencyKey: string }>) {
      state.quotes[action.payload.quoteId] = { status: 'accepting', idempotencyKey: action.payload.idempotencyKey, error: null };
    },
    /** Paid: the service exists; the request shows it at once (matching's projection follows the event). */
    quoteAccepted(state, action: PayloadAction<QuoteRef & { result: TAcceptQuoteResult }>) {
      const { assessmentId, quoteId, result } = action.payload;
      const action_ = state.quotes[quoteId];
      state.quotes[quoteId] = { status: 'accepted', idempotencyKey: action_?.idempotencyKey ?? null, error: null };
      const request = state.matching[assessmentId]?.request;
      if (!request) return;
      request.service = { serviceId: result.service.serviceId, status: result.service.status };
      for (const quote of request.quotes) {
        if (quote.quoteId === quoteId) quote.status = 'accepted';
        else if (quote.status === 'sent') quote.status = 'superseded';
      }
    },
    quoteDeclining(state, action: PayloadAction<string>) {
      const current = state.quotes[action.payload] ?? NO_QUOTE_ACTION;
      state.quotes[action.payload] = { ...current, status: 'declining', error: null };
    },
    quoteDeclined(state, action: PayloadAction<QuoteRef>) {
      const { assessmentId, quoteId } = action.payload;
      state.quotes[quoteId] = { ...(state.quotes[quoteId] ?? NO_QUOTE_ACTION), status: 'declined', error: null };
      const quote = state.matching[assessmentId]?.request?.quotes.find((q) => q.quoteId === quoteId);
      if (quote) quote.status = 'declined';
    },
    /** Failed: the key stays, so trying again is the same intent (never a second charge). */
    quoteActionFailed(state, action: PayloadAction<{ quoteId: string; error: ShownError }>) {
      const current = state.quotes[action.payload.quoteId] ?? NO_QUOTE_ACTION;
      state.quotes[action.payload.quoteId] = { ...current, status: 'error', error: action.payload.error };
    },
    listLoading(state) {
      state.list.status = 'loading';
      state.list.error = null;
    },
    listLoaded(state, action: PayloadAction<TClientService[]>) {
      state.list = { status: 'ready', items: action.payload, error: null };
    },
    listFailed(state, action: PayloadAction<ShownError>) {
      state.list = { status: 'error', items: [], error: action.payload };
    },
    detailLoading(state, action: PayloadAction<string>) {
      const current = state.detail[action.payload];
      state.detail[action.payload] = { status: current?.item ? 'ready' : 'loading', item: current?.item ?? null, error: null };
    },
    detailLoaded(state, action: PayloadAction<TClientService>) {
      state.detail[action.payload.serviceId] = { status: 'ready', item: action.payload, error: null };
    },
    /** A service already shown stays shown when reading it again fails. */
    detailFailed(state, action: PayloadAction<{ serviceId: string; error: ShownError }>) {
      const item = state.detail[action.payload.serviceId]?.item ?? null;
      state.detail[action.payload.serviceId] = { status: item ? 'ready' : 'error', item, error: action.payload.error };
    },
    messageReset(state) {
      state.message = { status: 'idle', error: null };
    },
    messageSending(state) {
      state.message = { status: 'sending', error: null };
    },
    messageSent(state) {
      state.message = { status: 'sent', error: null };
    },
    messageFailed(state, action: PayloadAction<ShownError>) {
      state.message = { status: 'error', error: action.payload };
    },
  },
});

export const {
  matchingLoading,
  matchingWorking,
  matchingLoaded,
  matchingFailed,
  matchingLookupFailed,
  quoteAccepting,
  quoteAccepted,
  quoteDeclining,
  quoteDeclined,
  quoteActionFailed,
  listLoading,
  listLoaded,
  listFailed,
  detailLoading,
  detailLoaded,
  detailFailed,
  messageReset,
  messageSending,
  messageSent,
  messageFailed,
} = slice.actions;
export const servicesReducer = slice.reducer;
