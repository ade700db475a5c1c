import { useCallback, useEffect, useState } from 'react';
import { shownError, type ShownError } from '../../api/error-text';

export type Loaded<T> = { status: 'loading' } | { status: 'error'; error: ShownError } | { status: 'done'; data: T };

/** Loads what a screen shows, again when `deps` change or on `reload()`; the failure is kept to be worded at render. */
export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): [Loaded<T>, () => void] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ status: 'done', data }),
      (error: unknown) => live && setState({ status: 'error', error: shownError(error) }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return [state, reload];
}
