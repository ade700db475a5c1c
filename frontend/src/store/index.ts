import { combineSlices, configureStore, createDynamicMiddleware, type Dispatch, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE, createTransform, persistReducer, persistStore } from 'redux-persist';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { authReducer, type AuthState } from '../features/auth/auth-slice';
import { authSaga } from '../features/auth/auth-saga';
import { visaReducer, type VisaState } from '../features/visa/visa-slice';

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

/** The last evaluation result and the comparison selection survive a reload; server data lives in the RTK Query cache, not here. */
const visaPersistConfig = {
  key: 'evaluation',
  storage,
  timeout: PERSIST_TIMEOUT_MS,
  whitelist: ['lastResult', 'compareSelection'],
};

/**
 * Slices that come with a lazy chunk (RTK Query's `api`, the applicant's services) declare themselves
 * here by module augmentation (`declare module '.../store' { interface LazyLoadedSlices ... }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface LazyLoadedSlices {}

/** Client state only: the session and the visa evaluation. Lazy chunks inject their reducers (`injectLazy`). */
export const rootReducer = combineSlices({
  auth: persistReducer(authPersistConfig, authReducer),
  visa: persistReducer<VisaState>(visaPersistConfig, visaReducer),
}).withLazyLoadedSlices<LazyLoadedSlices>();

/** Middleware of lazy chunks (RTK Query's), added to every store when their chunk loads. */
const lazyMiddleware = createDynamicMiddleware();
const liveStores = new Set<Dispatch>();

/**
 * Plugs a lazy chunk's reducer (and middleware) into every store, so the first page carries none of
 * its code (docs/decisions.md, "One frontend data idiom"). Stores made before see the new slice's
 * initial state at once; stores made after start with it.
 */
export function injectLazy(slice: { reducerPath: string; reducer: Reducer }, ...middleware: Middleware[]): void {
  rootReducer.inject(slice as Parameters<typeof rootReducer.inject>[0]);
  if (middleware.length > 0) lazyMiddleware.addMiddleware(...middleware);
  for (const dispatch of liveStores) dispatch({ type: 'store/lazyInjected', payload: slice.reducerPath });
}

/** The session's orchestration runs from the start; the workflows of lazy screens come with them (`injectSaga`). */
export function* rootSaga(): Generator<unknown, void, never> {
  yield all([fork(authSaga)]);
}

export function createAppStore() {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER], ignoredActionPaths: ['meta'] },
      })
        .concat(sagaMiddleware)
        .concat(lazyMiddleware.middleware),
    // RTK Query's actions notify the screens at the end of the tick, not at the next animation frame:
    // an answer is on screen as soon as it is in the store.
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
  sagaMiddleware.run(rootSaga);
  liveStores.add(store.dispatch);
  const persistor = persistStore(store);
  const sagas = new Set<string>();
  /** Runs a lazy screen's saga (a multi-step workflow: the evaluation, accept-and-pay), once per store. */
  const injectSaga = (key: string, saga: Saga) => {
    if (sagas.has(key)) return;
    sagas.add(key);
    sagaMiddleware.run(saga);
  };
  return { store: Object.assign(store, { injectSaga }), persistor };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
