import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ShownError } from '../../api/error-text';
import { injectLazy } from '../../store';

/**
 * The applicant's intent to accept (and pay) a quote, by quote id: client state of the accept-and-pay
 * workflow (`services-saga.ts`). The quotes and services themselves are server data (RTK Query,
 * `services-endpoints.ts`). A lazy slice: it comes with the screens that use it.
 */
export interface QuoteAccept {
  status: 'idle' | 'accepting' | 'accepted' | 'error';
  /** The Idempotency-Key of accepting this quote: made once, sent again on every retry of the same intent. */
  idempotencyKey: string | null;
  /** The service the payment started (shown at once, before any list is read again). */
  serviceId: string | null;
  error: ShownError | null;
}

export interface ServicesState {
  accepts: Record<string, QuoteAccept>;
}

export const initialServicesState: ServicesState = { accepts: {} };
export const NO_ACCEPT: QuoteAccept = { status: 'idle', idempotencyKey: null, serviceId: null, error: null };

export interface QuoteRef {
  requestId: string;
  quoteId: string;
}

export const quoteAcceptRequested = createAction<QuoteRef>('visaServices/quoteAcceptRequested');

const slice = createSlice({
  name: 'visaServices',
  initialState: initialServicesState,
  reducers: {
    quoteAccepting(state, action: PayloadAction<{ quoteId: string; idempotencyKey: string }>) {
      state.accepts[action.payload.quoteId] = { status: 'accepting', idempotencyKey: action.payload.idempotencyKey, serviceId: null, error: null };
    },
    quoteAccepted(state, action: PayloadAction<{ quoteId: string; serviceId: string }>) {
      const current = state.accepts[action.payload.quoteId] ?? NO_ACCEPT;
      state.accepts[action.payload.quoteId] = { ...current, status: 'accepted', serviceId: action.payload.serviceId, error: null };
    },
    /** Failed: the key stays, so trying again is the same intent (never a second charge). */
    quoteAcceptFailed(state, action: PayloadAction<{ quoteId: string; error: ShownError }>) {
      const current = state.accepts[action.payload.quoteId] ?? NO_ACCEPT;
      state.accepts[action.payload.quoteId] = { ...current, status: 'error', error: action.payload.error };
    },
  },
});

export const servicesSlice = slice;
export const { quoteAccepting, quoteAccepted, quoteAcceptFailed } = slice.actions;

declare module '../../store' {
  interface LazyLoadedSlices {
    visaServices: ServicesState;
  }
}

injectLazy(slice);
