import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, kept up to date. For parts a width never shows: rendering them hidden with a
 * responsive `display` still costs their whole render on a cheap phone.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback((changed: () => void) => {
    const list = matchMedia(query);
    list.addEventListener('change', changed);
    return () => list.removeEventListener('change', changed);
  }, [query]);
  const get = useCallback(() => matchMedia(query).matches, [query]);
  return useSyncExternalStore(subscribe, get, get);
}
