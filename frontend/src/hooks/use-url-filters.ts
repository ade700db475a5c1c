import { useSearchParams } from 'react-router-dom';

/**
 * A list's filters, sort and page kept in the address (a reload or a shared link shows the same
 * list). `set` changes some of them: an empty value removes it, and any change but the page's
 * starts again from page 1.
 */
export function useUrlFilters(): [URLSearchParams, (changes: Record<string, string>) => void] {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  return [params, set];
}
