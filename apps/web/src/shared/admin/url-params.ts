import { useSearchParams } from 'wouter';
import { navigate } from '../history-router';

/**
 * A screen's filters kept in its address (a link, a reload and Back show the same list): `set` replaces
 * the current entry with the changed parameters, empty ones left out.
 */
export function useUrlParams(): [URLSearchParams, (changes: Record<string, string | null>) => void] {
  const [params] = useSearchParams();
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    const search = next.toString();
    navigate(`${location.pathname}${search ? `?${search}` : ''}`, { replace: true });
  };
  return [params, set];
}
