import {
  asyncScheduler, catchError, defer, filter, map, of, switchMap, throttleTime, type Observable, type SchedulerLike,
} from 'rxjs';
import type { PriceRequest, PriceResult } from '../../api/types';
import { PRICE_THROTTLE_MS, type QuoteState } from '../../hooks/usePriceQuote';

/**
 * Quotes for a stream of asks: at most one call per 500 ms (the first at once, the latest at the end of the
 * window). An answer is dropped when a newer ask came after its own: either the newer call replaces it (switchMap)
 * or the newer ask is still waiting out the window and will be answered next. A null ask means "inputs not ready":
 * the quote goes idle and nothing is called. A failed call is a `failed` state; the stream itself never errors, so
 * the next ask is quoted again.
 */
export function quoteStream(
  asks: Observable<PriceRequest | null>,
  fetchPrice: (req: PriceRequest) => Promise<PriceResult> | Observable<PriceResult>,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<QuoteState> {
  return defer(() => {
    let latest = -1;
    return asks.pipe(
      map((req, n) => {
        latest = n;
        return { req, n };
      }),
      throttleTime(PRICE_THROTTLE_MS, scheduler, { leading: true, trailing: true }),
      switchMap(({ req, n }) =>
        req === null
          ? of<QuoteState>({ kind: 'idle' })
          : defer(() => fetchPrice(req)).pipe(
            map((price): QuoteState => ({ kind: 'done', price })),
            catchError(() => of<QuoteState>({ kind: 'failed' })),
            filter(() => n === latest),
          )),
    );
  });
}
