import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ShownError } from '../../api/error-text';
import type { Deferred } from '../auth/auth-slice';
import type { TAssessment, TEvaluateRequest } from '@tov/contracts';

type Assessment = TAssessment;

/**
 * The visa evaluation's client state: the evaluation under way (its progress), the last result and
 * the comparison selection (both persisted). Lists, bookmarks and comparisons are server data, read
 * through RTK Query (`visa-endpoints.ts`).
 */
export interface VisaState {
  evaluation: { status: 'idle' | 'evaluating' | 'done' | 'error'; progress: number; error: ShownError | null };
  lastResult: Assessment | null;
  compareSelection: string[];
}

export const COMPARE_LIMIT = 5;

export const initialVisaState: VisaState = {
  evaluation: { status: 'idle', progress: 0, error: null },
  lastResult: null,
  compareSelection: [],
};

export const evaluateRequested = createAction('visa/evaluateRequested', (request: TEvaluateRequest, deferred?: Deferred<Assessment>) => ({
  payload: request,
  meta: deferred,
}));

const slice = createSlice({
  name: 'visa',
  initialState: initialVisaState,
  reducers: {
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
    /** Toggles an assessment in or out of the comparison, at most 5 (spec 001 §4). */
    compareToggled(state, action: PayloadAction<string>) {
      const id = action.payload;
      if (state.compareSelection.includes(id)) state.compareSelection = state.compareSelection.filter((x) => x !== id);
      else if (state.compareSelection.length < COMPARE_LIMIT) state.compareSelection.push(id);
    },
    compareCleared(state) {
      state.compareSelection = [];
    },
  },
});

export const { evaluationStarted, evaluationSucceeded, evaluationFailed, resultShown, compareToggled, compareCleared } = slice.actions;
export const visaReducer = slice.reducer;
