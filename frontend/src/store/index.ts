import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, createTransform, persistReducer, persistStore } from 'redux-persist';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { authReducer, type AuthState } from '../features/auth/auth-slice';
import { authSaga } from '../features/auth/auth-saga';
import { dashboardReducer } from '../features/dashboards/dashboard-slice';
import { dashboardSaga } from '../features/dashboards/dashboard-slice';
import { visaReducer, type VisaState } from '../features/visa/visa-slice';
import { visaSaga } from '../features/visa/visa-saga';

/** Local storage for redux-persist (its own `lib/storage` is CommonJS and loses its default export under Vite). */
export const storage = {
  getItem: (key: string): Promise<string | null> => Promise.resolve(localStorage.getItem(key)),
  setItem: (key: string, value: string): Promise<void> => Promise.resolve(localStorage.setItem(key, value)),
  removeItem: (key: string): Promise<void> => Promise.resolve(localStorage.removeItem(key)),
};

/** Persisted state is restored with a 5000 ms time-out (spec 000 §4); redux-persist then reports "persist timed out". */
export const PERSIST_TIMEOUT_MS = 5000;

/** Without "remember me" the token and user stay out of local storage (docs/decisions/105-remember-me-token-storage.md). */
const forgetUnlessRemembered = createTransform<unknown, unknown, AuthState>(
  (sub, _key, full) => (full.remember ? sub : null),
  (out) => out,
  { whitelist: ['token', 'user'] },
);

const authPersistConfig = {
  key: 'auth',
  storage,
  timeout: PERSIST_TIMEOUT_MS,
  whitelist: ['token', 'user', 'returnPath', 'remember'],
  transforms: [forgetUnlessRemembered],
};

/** Evaluation results and the comparison selection survive a reload; API lists are not persisted. */
const visaPersistConfig = {
  key: 'evaluation',
  storage,
  timeout: PERSIST_TIMEOUT_MS,
  whitelist: ['lastResult', 'compareSelection'],
};

/**
 * Features whose screens are lazy bring their reducer and saga with their chunk (`injectFeature`), so
 * the first page carries none of their code: until then their slot holds null.
 */
export type LazyFeature = 'visaServices';
const lazyReducers: Partial<Record<LazyFeature, Reducer>> = {};
const lazySlot =
  (key: LazyFeature): Reducer<unknown> =>
  (state = null, action) =>
    lazyReducers[key] ? lazyReducers[key](state ?? undefined, action) : state;

export const rootReducer = combineReducers({
  auth: persistReducer(authPersistConfig, authReducer),
  dashboard: dashboardReducer,
  visa: persistReducer<VisaState>(visaPersistConfig, visaReducer),
  visaServices: lazySlot('visaServices'),
});

export function* rootSaga(): Generator<unknown, void, never> {
  yield all([fork(authSaga), fork(dashboardSaga), fork(visaSaga)]);
}

export function createAppStore() {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({
        thunk: false,
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER], ignoredActionPaths: ['meta'] },
      }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(rootSaga);
  const persistor = persistStore(store);
  const running = new Set<LazyFeature>();
  /** Plugs a lazy feature's reducer in (its state starts with its next action) and runs its saga, once per store. */
  const injectFeature = (key: LazyFeature, reducer: Reducer, saga: Saga) => {
    lazyReducers[key] = reducer;
    if (!running.has(key)) {
      running.add(key);
      sagaMiddleware.run(saga);
    }
  };
  return { store: Object.assign(store, { injectFeature }), persistor };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
