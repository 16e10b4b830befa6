import {
  asyncScheduler, catchError, defer, filter, map, of, switchMap, throttleTime, type Observable, type SchedulerLike,
} from 'rxjs';

/** Spec: price asks are throttled to one per 500 ms. */
export const QUOTE_THROTTLE_MS = 500;

/** Where a quote stands: nothing to ask, asked, answered, or the call failed. */
export type QuoteState<R> = { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; price: R } | { kind: 'failed' };

export interface QuoteStreamOptions {
  throttleMs?: number;
  scheduler?: SchedulerLike;
}

/**
 * Quotes for a stream of asks: at most one call per window (the first at once, the latest at the end of the
 * window). An answer is dropped when a newer ask came after its own: either the newer call replaces it (switchMap)
 * or the newer ask is still waiting out the window and will be answered next. A null ask means "inputs not ready":
 * the quote goes idle and nothing is called. A failed call is a `failed` state; the stream itself never errors, so
 * the next ask is quoted again.
 */
export function quoteStream<Q, R>(
  asks: Observable<Q | null>,
  fetch: (ask: Q) => Promise<R> | Observable<R>,
  { throttleMs = QUOTE_THROTTLE_MS, scheduler = asyncScheduler }: QuoteStreamOptions = {},
): Observable<QuoteState<R>> {
  return defer(() => {
    let latest = -1;
    return asks.pipe(
      map((ask, n) => {
        latest = n;
        return { ask, n };
      }),
      throttleTime(throttleMs, scheduler, { leading: true, trailing: true }),
      switchMap(({ ask, n }) =>
        ask === null
          ? of<QuoteState<R>>({ kind: 'idle' })
          : defer(() => fetch(ask)).pipe(
            map((price): QuoteState<R> => ({ kind: 'done', price })),
            catchError(() => of<QuoteState<R>>({ kind: 'failed' })),
            filter(() => n === latest),
          )),
    );
  });
}
