import { useStore } from 'react-redux';
import type { AppStore, RootState } from '../../store';
import { useAppSelector } from '../../store/hooks';
import { servicesSaga } from './services-saga';
import { initialServicesState, type ServicesState } from './services-slice';

/**
 * Runs the accept-and-pay saga in this store (it came with this lazy chunk, not with the first page;
 * the slice injected itself when its module loaded). Called while rendering, before the first
 * accept can be dispatched; repeated calls (StrictMode, other screens) change nothing.
 */
export function useServicesFeature(): void {
  const store = useStore() as AppStore;
  store.injectSaga('visaServices', servicesSaga);
}

const stateOf = (s: RootState): ServicesState => s.visaServices ?? initialServicesState;

/** Reads the feature's client state (its initial state until its first action). */
export function useServicesState<T>(pick: (state: ServicesState) => T): T {
  return useAppSelector((s) => pick(stateOf(s)));
}
