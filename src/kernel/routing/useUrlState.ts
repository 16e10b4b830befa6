import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A page's choice kept in its URL's query, so a link or a reload shows the same thing. */
export interface UrlState<T> {
  /** What the URL asks for, as `read` understands it. */
  value: T;
  /** Writes a new choice as a new history entry, so Back returns to the previous one. */
  set: (next: T) => void;
  /** Back to the default (a URL without a query). */
  reset: () => void;
}

/**
 * The one way pages keep filters and choices in the URL (history's list and payments, analytics' range and
 * shipper). `read` turns the query into a value, falling back to the default for anything it cannot use (a link
 * may be old or edited by hand); `write` gives the parameters of a value, best only those that differ from the
 * default so a plain link stays short. Both must be stable (useCallback) or the value is read again each render.
 */
export function useUrlState<T>(read: (search: URLSearchParams) => T, write: (value: T) => Record<string, string>): UrlState<T> {
  const [search, setSearch] = useSearchParams();
  const value = useMemo(() => read(search), [read, search]);
  const set = useCallback((next: T) => setSearch(write(next)), [setSearch, write]);
  const reset = useCallback(() => setSearch({}), [setSearch]);
  return { value, set, reset };
}
