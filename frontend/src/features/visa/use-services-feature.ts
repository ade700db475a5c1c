import { useStore } from 'react-redux';
import type { AppStore, RootState } from '../../store';
import { useAppSelector } from '../../store/hooks';
import { servicesSaga } from './services-saga';
import { initialServicesState, servicesReducer, type ServicesState } from './services-slice';

/**
 * Plugs the applicant's services feature into the store (its reducer and saga came with this lazy
 * chunk, not with the first page). Called while rendering, before any of the feature's actions is
 * dispatched from an effect; repeated calls (StrictMode, other screens) change nothing.
 */
export function useServicesFeature(): void {
  const store = useStore() as AppStore;
  store.injectFeature('visaServices', servicesReducer, servicesSaga);
}

const stateOf = (s: RootState): ServicesState => (s.visaServices as ServicesState | null) ?? initialServicesState;

/** Reads the feature's state (its initial state until its first action). */
export function useServicesState<T>(pick: (state: ServicesState) => T): T {
  return useAppSelector((s) => pick(stateOf(s)));
}
