import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A page's choice kept in its URL's query, so a link or a reload shows the same thing. */
export interface UrlState<T> {
  /** What the URL asks for, as `read` understands it. */
  value: T;
  /** Writes a new choice as a new history entry, so Back returns to the previous one. */
  set: (next: T) => void;
  /**
   * Writes a change of the latest choice, including one written a moment ago that the page does not show yet (the
   * router commits a navigation later): two quick picks in a row both stay.
   */
  update: (change: (latest: T) => T) => void;
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
  // What was last written, and on top of which URL: it stands until the router shows another URL.
  const written = useRef<{ over: URLSearchParams; params: URLSearchParams } | null>(null);
  const put = useCallback((params: Record<string, string>) => {
    written.current = { over: search, params: new URLSearchParams(params) };
    setSearch(params);
  }, [search, setSearch]);
  const set = useCallback((next: T) => put(write(next)), [put, write]);
  const update = useCallback((change: (latest: T) => T) => {
    const latest = written.current?.over === search ? written.current.params : search;
    put(write(change(read(latest))));
  }, [put, read, write, search]);
  const reset = useCallback(() => put({}), [put]);
  return { value, set, update, reset };
}
