import { useCallback, useEffect, useRef, useState } from 'react';
import { Subject } from 'rxjs';
import { quoteStream, type QuoteState } from '../streams/quoteStream';

/**
 * Binds the quote stream to a component: `ask(x)` asks (the same ask again too, so "try again" works), `ask(null)`
 * says the inputs are not ready. The state turns to loading at once, so the operator sees the ask was taken.
 */
export function useQuote<Q, R>(fetch: (ask: Q) => Promise<R>): { quote: QuoteState<R>; ask: (ask: Q | null) => void } {
  const [quote, setQuote] = useState<QuoteState<R>>({ kind: 'idle' });
  const asks = useRef(new Subject<Q | null>());
  // The latest fetch is used without restarting the stream (a new closure each render must not drop a pending ask).
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;

  // A state that says what the current one says keeps the current one: 'not ready' asked again on every render of a
  // page whose inputs are incomplete re-rendered the whole page for nothing, in a task of its own.
  const show = useCallback((next: QuoteState<R>) => setQuote((now) => (next.kind === now.kind && next.kind !== 'done' ? now : next)), []);

  useEffect(() => {
    const sub = quoteStream(asks.current, (q: Q) => fetchRef.current(q)).subscribe(show);
    return () => sub.unsubscribe();
  }, [show]);

  const ask = useCallback((next: Q | null) => {
    show(next === null ? { kind: 'idle' } : { kind: 'loading' });
    asks.current.next(next);
  }, [show]);

  return { quote, ask };
}
