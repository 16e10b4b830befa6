import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { fromAbortable } from '../streams/fromFetch';

/** Where one load stands: `value` stays the last one shown while the next loads, so a list does not blink. */
export type LoadState<T> =
  | { status: 'loading'; value: T | undefined; error?: undefined }
  | { status: 'done'; value: T; error?: undefined }
  | { status: 'failed'; value: T | undefined; error: unknown };

/**
 * Loads what `key` names with `load` (given an AbortSignal), again whenever the key changes or `reload()` is called;
 * a load overtaken by the next is aborted and its answer dropped. `peek` answers at once from a cache the caller
 * keeps (pages already seen), with no request. A null key loads nothing.
 */
export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>, peek?: () => T | undefined): LoadState<T> & { reload: () => void } {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading', value: undefined });
  const [round, setRound] = useState(0);
  // The latest closures are used without restarting: the key alone says what to load.
  const loadRef = useRef(load);
  const peekRef = useRef(peek);
  const forced = useRef(false);
  loadRef.current = load;
  peekRef.current = peek;

  useEffect(() => {
    if (key === null) return undefined;
    const cached = forced.current ? undefined : peekRef.current?.();
    forced.current = false;
    if (cached !== undefined) {
      setState({ status: 'done', value: cached });
      return undefined;
    }
    setState((s) => ({ status: 'loading', value: s.value }));
    const sub = fromAbortable((signal) => loadRef.current(signal)).subscribe({
      // What arrived (a page of rows, a chart's series) is drawn in slices that leave the main thread free between
      // them, not in one long task as an update from a network callback otherwise is.
      next: (value) => startTransition(() => setState({ status: 'done', value })),
      error: (error: unknown) => setState((s) => ({ status: 'failed', value: s.value, error })),
    });
    return () => sub.unsubscribe();
  }, [key, round]);

  const reload = useCallback(() => {
    forced.current = true;
    setRound((r) => r + 1);
  }, []);
  return { ...state, reload };
}
