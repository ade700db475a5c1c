import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ShownError } from '../../api/error-text';
import type { Deferred } from '../auth/auth-slice';
import type { TAssessment, TBookmarkList, TEvaluateRequest, TVisaTypeEntry } from '@tov/contracts';
import type { HistoryFilters } from './history-filters';

type Assessment = TAssessment;
type Bookmark = TBookmarkList['bookmarks'][number];

type Load = 'idle' | 'loading' | 'ready' | 'error';

export interface VisaState {
  types: { status: Load; items: TVisaTypeEntry[]; error: ShownError | null };
  evaluation: { status: 'idle' | 'evaluating' | 'done' | 'error'; progress: number; error: ShownError | null };
  lastResult: Assessment | null;
  history: { status: Load; items: Assessment[]; page: number; limit: number; total: number; filters: HistoryFilters; error: ShownError | null };
  compareSelection: string[];
  comparison: { status: Load; items: Assessment[]; error: ShownError | null };
  bookmarks: { status: Load; items: Bookmark[]; ids: string[] };
}

export const COMPARE_LIMIT = 5;

export const initialVisaState: VisaState = {
  types: { status: 'idle', items: [], error: null },
  evaluation: { status: 'idle', progress: 0, error: null },
  lastResult: null,
  history: { status: 'idle', items: [], page: 1, limit: 10, total: 0, filters: {}, error: null },
  compareSelection: [],
  comparison: { status: 'idle', items: [], error: null },
  bookmarks: { status: 'idle', items: [], ids: [] },
};

export const visaTypesRequested = createAction('visa/typesRequested');
export const evaluateRequested = createAction('visa/evaluateRequested', (request: TEvaluateRequest, deferred?: Deferred<Assessment>) => ({
  payload: request,
  meta: deferred,
}));
export const historyRequested = createAction<{ page: number; filters?: HistoryFilters }>('visa/historyRequested');
export const comparisonRequested = createAction<string[]>('visa/comparisonRequested');
export const bookmarksRequested = createAction('visa/bookmarksRequested');
export const bookmarkToggled = createAction<{ assessmentId: string; bookmarked: boolean }>('visa/bookmarkToggled');

const slice = createSlice({
  name: 'visa',
  initialState: initialVisaState,
  reducers: {
    typesLoading(state) {
      state.types.status = 'loading';
      state.types.error = null;
    },
    typesLoaded(state, action: PayloadAction<TVisaTypeEntry[]>) {
      state.types = { status: 'ready', items: action.payload, error: null };
    },
    typesFailed(state, action: PayloadAction<ShownError>) {
      state.types.status = 'error';
      state.types.error = action.payload;
    },
    evaluationStarted(state) {
      state.evaluation = { status: 'evaluating', progress: 10, error: null };
    },
    evaluationSucceeded(state, action: PayloadAction<Assessment>) {
      state.evaluation = { status: 'done', progress: 100, error: null };
      state.lastResult = action.payload;
    },
    evaluationFailed(state, action: PayloadAction<ShownError>) {
      state.evaluation = { status: 'error', progress: 0, error: action.payload };
    },
    resultShown(state, action: PayloadAction<Assessment>) {
      state.lastResult = action.payload;
    },
    historyLoading(state, action: PayloadAction<{ page: number; filters: HistoryFilters }>) {
      state.history.status = 'loading';
      state.history.error = null;
      state.history.filters = action.payload.filters;
    },
    /** Page 1 replaces the list; later pages are appended (spec 001 §3). */
    historyLoaded(state, action: PayloadAction<{ page: number; limit: number; total: number; items: Assessment[] }>) {
      const { page, limit, total, items } = action.payload;
      state.history.items =
        page <= 1 ? items : [...state.history.items, ...items.filter((i) => !state.history.items.some((x) => x.assessmentId === i.assessmentId))];
      state.history.page = page;
      state.history.limit = limit;
      state.history.total = total;
      state.history.status = 'ready';
    },
    historyFailed(state, action: PayloadAction<ShownError>) {
      state.history.status = 'error';
      state.history.error = action.payload;
    },
    /** Toggles an assessment in or out of the comparison, at most 5 (spec 001 §4). */
    compareToggled(state, action: PayloadAction<string>) {
      const id = action.payload;
      if (state.compareSelection.includes(id)) state.compareSelection = state.compareSelection.filter((x) => x !== id);
      else if (state.compareSelection.length < COMPARE_LIMIT) state.compareSelection.push(id);
    },
    compareCleared(state) {
      state.compareSelection = [];
    },
    comparisonLoading(state) {
      state.comparison = { status: 'loading', items: state.comparison.items, error: null };
    },
    comparisonLoaded(state, action: PayloadAction<Assessment[]>) {
      state.comparison = { status: 'ready', items: action.payload, error: null };
    },
    comparisonFailed(state, action: PayloadAction<ShownError>) {
      state.comparison = { status: 'error', items: [], error: action.payload };
    },
    bookmarksLoading(state) {
      state.bookmarks.status = 'loading';
    },
    bookmarksLoaded(state, action: PayloadAction<Bookmark[]>) {
      state.bookmarks = { status: 'ready', items: action.payload, ids: action.payload.map((a) => a.assessmentId) };
    },
    bookmarksFailed(state) {
      state.bookmarks.status = 'error';
    },
    bookmarkSet(state, action: PayloadAction<{ assessmentId: string; bookmarked: boolean }>) {
      const { assessmentId, bookmarked } = action.payload;
      state.bookmarks.ids = bookmarked ? [...new Set([...state.bookmarks.ids, assessmentId])] : state.bookmarks.ids.filter((x) => x !== assessmentId);
      if (!bookmarked) state.bookmarks.items = state.bookmarks.items.filter((a) => a.assessmentId !== assessmentId);
    },
  },
});

export const {
  typesLoading,
  typesLoaded,
  typesFailed,
  evaluationStarted,
  evaluationSucceeded,
  evaluationFailed,
  resultShown,
  historyLoading,
  historyLoaded,
  historyFailed,
  compareToggled,
  compareCleared,
  comparisonLoading,
  comparisonLoaded,
  comparisonFailed,
  bookmarksLoading,
  bookmarksLoaded,
  bookmarksFailed,
  bookmarkSet,
} = slice.actions;
export const visaReducer = slice.reducer;
