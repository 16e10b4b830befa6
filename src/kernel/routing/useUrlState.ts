import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
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
  // The URL the page last showed, for a handler drawn before it (a stale closure must not build on an older URL).
  const shown = useRef(search);
  useLayoutEffect(() => { shown.current = search; }, [search]);
  // The last URL written that the router has not shown yet: a change made meanwhile builds on it. Several quick
  // writes can be shown one by one (the router commits each navigation), so only showing this one clears it.
  const pending = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (pending.current === search.toString()) pending.current = null;
  }, [search]);
  const put = useCallback((params: Record<string, string>) => {
    pending.current = new URLSearchParams(params).toString();
    setSearch(params);
  }, [setSearch]);
  const set = useCallback((next: T) => put(write(next)), [put, write]);
  const update = useCallback((change: (latest: T) => T) => {
    const latest = pending.current !== null ? new URLSearchParams(pending.current) : shown.current;
    put(write(change(read(latest))));
  }, [put, read, write]);
  const reset = useCallback(() => put({}), [put]);
  return { value, set, update, reset };
}
