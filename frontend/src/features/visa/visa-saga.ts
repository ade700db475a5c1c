import { shownError } from '../../api/error-text';
import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { loadVisaApi } from '../../api/lazy-apis';
import type { TAssessment, TBookmarkList, TEvaluateRequest, TVisaTypeEntry } from '@tov/contracts';
import type { HistoryPage } from '../../api/visa-api';
import type { HistoryFilters } from './history-filters';

/** The visa calls, loaded on first use. */
export const visaCalls = {
  types: async () => (await loadVisaApi()).types(),
  evaluate: async (request: TEvaluateRequest) => (await loadVisaApi()).evaluate(request),
  history: async (page: number, filters: HistoryFilters) => (await loadVisaApi()).history(page, filters),
  compare: async (ids: string[]) => (await (await loadVisaApi()).compare(ids)).assessments,
  bookmarks: async () => (await loadVisaApi()).bookmarks(),
  addBookmark: async (id: string) => (await loadVisaApi()).addBookmark(id),
  removeBookmark: async (id: string) => (await loadVisaApi()).removeBookmark(id),
};
import {
  bookmarkSet,
  bookmarkToggled,
  bookmarksFailed,
  bookmarksLoaded,
  bookmarksLoading,
  bookmarksRequested,
  comparisonFailed,
  comparisonLoaded,
  comparisonLoading,
  comparisonRequested,
  evaluateRequested,
  evaluationFailed,
  evaluationStarted,
  evaluationSucceeded,
  historyFailed,
  historyLoaded,
  historyLoading,
  historyRequested,
  typesFailed,
  typesLoaded,
  typesLoading,
  visaTypesRequested,
  type VisaState,
} from './visa-slice';

export function* loadTypesSaga(): Generator<unknown, void, never> {
  yield put(typesLoading());
  try {
    const types: TVisaTypeEntry[] = yield call(visaCalls.types);
    yield put(typesLoaded(types));
  } catch (error) {
    yield put(typesFailed(shownError(error)));
  }
}

export function* evaluateSaga(action: ReturnType<typeof evaluateRequested>): Generator<unknown, void, never> {
  yield put(evaluationStarted());
  try {
    const result: TAssessment = yield call(visaCalls.evaluate, action.payload);
    yield put(evaluationSucceeded(result));
    action.meta?.resolve(result);
  } catch (error) {
    yield put(evaluationFailed(shownError(error)));
    action.meta?.reject(error as Error);
  }
}

export function* loadHistorySaga(action: ReturnType<typeof historyRequested>): Generator<unknown, void, never> {
  const current: HistoryFilters = yield select((s: { visa: VisaState }) => s.visa.history.filters);
  const filters = action.payload.filters ?? current;
  yield put(historyLoading({ page: action.payload.page, filters }));
  try {
    const page: HistoryPage = yield call(visaCalls.history, action.payload.page, filters);
    yield put(historyLoaded({ page: page.page, limit: page.limit, total: page.total, items: page.evaluations }));
  } catch (error) {
    yield put(historyFailed(shownError(error)));
  }
}

export function* compareSaga(action: ReturnType<typeof comparisonRequested>): Generator<unknown, void, never> {
  yield put(comparisonLoading());
  try {
    const items: TAssessment[] = yield call(visaCalls.compare, action.payload);
    yield put(comparisonLoaded(items));
  } catch (error) {
    yield put(comparisonFailed(shownError(error)));
  }
}

export function* loadBookmarksSaga(): Generator<unknown, void, never> {
  yield put(bookmarksLoading());
  try {
    const items: TBookmarkList['bookmarks'] = yield call(visaCalls.bookmarks);
    yield put(bookmarksLoaded(items));
  } catch {
    yield put(bookmarksFailed());
  }
}

export function* toggleBookmarkSaga(action: ReturnType<typeof bookmarkToggled>): Generator<unknown, void, never> {
  const { assessmentId, bookmarked } = action.payload;
  try {
    if (bookmarked) yield call(visaCalls.addBookmark, assessmentId);
    else yield call(visaCalls.removeBookmark, assessmentId);
    yield put(bookmarkSet({ assessmentId, bookmarked }));
  } catch {
    /* the HTTP client already told the user */
  }
}

export function* visaSaga(): Generator<unknown, void, never> {
  yield takeLeading(visaTypesRequested.type, loadTypesSaga);
  yield takeLeading(evaluateRequested.type, evaluateSaga);
  yield takeLatest(historyRequested.type, loadHistorySaga);
  yield takeLatest(comparisonRequested.type, compareSaga);
  yield takeLatest(bookmarksRequested.type, loadBookmarksSaga);
  yield takeEvery(bookmarkToggled.type, toggleBookmarkSaga);
}
