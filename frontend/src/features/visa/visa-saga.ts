import { useStore } from 'react-redux';
import { call, put, takeLeading } from 'redux-saga/effects';
import type { TAssessment, TEvaluateRequest } from '@tov/contracts';
import { api } from '../../api/api-slice';
import { shownError } from '../../api/error-text';
import { visaApi } from '../../api/visa-api';
import type { AppStore } from '../../store';
import { evaluateRequested, evaluationFailed, evaluationStarted, evaluationSucceeded } from './visa-slice';

/** The evaluation call (tests replace it). */
export const visaCalls = {
  evaluate: (request: TEvaluateRequest) => visaApi.evaluate(request),
};

/**
 * The evaluation workflow: progress while the service scores, the result kept as the last one, then
 * the cached lists it changes (history, latest, comparisons) marked stale, then the caller told.
 */
export function* evaluateSaga(action: ReturnType<typeof evaluateRequested>): Generator<unknown, void, never> {
  yield put(evaluationStarted());
  try {
    const result: TAssessment = yield call(visaCalls.evaluate, action.payload);
    yield put(evaluationSucceeded(result));
    yield put(api.util.invalidateTags([{ type: 'Assessment', id: 'LIST' }]));
    action.meta?.resolve(result);
  } catch (error) {
    yield put(evaluationFailed(shownError(error)));
    action.meta?.reject(error as Error);
  }
}

export function* visaSaga(): Generator<unknown, void, never> {
  yield takeLeading(evaluateRequested.type, evaluateSaga);
}

/**
 * Runs the evaluation workflow in this store: it comes with the visa form's lazy chunk, not with the
 * first page. Called while rendering, before a submit can dispatch; repeated calls change nothing.
 */
export function useEvaluationWorkflow(): void {
  const store = useStore() as AppStore;
  store.injectSaga('visa', visaSaga);
}
