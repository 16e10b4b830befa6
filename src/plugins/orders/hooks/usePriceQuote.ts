import { useEffect, useMemo, useRef, useState } from 'react';
import { catchError, defer, map, of, Subject, switchMap, throttleTime, asyncScheduler } from 'rxjs';
import type { PriceRequest, PriceResult } from '../api/types';

/** Spec: parcel updates are throttled to one price ask per 500 ms. */
export const PRICE_THROTTLE_MS = 500;

export type QuoteState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'done'; price: PriceResult } | { kind: 'failed' };

/**
 * Asks the price of a parcel whenever its request changes, at most once per 500 ms (leading and trailing), and drops
 * an answer that a newer request has overtaken. `request` null means "not ready" (shipper or required fields
 * missing): no call is made.
 */
export function usePriceQuote(
  request: PriceRequest | null,
  fetchPrice: (req: PriceRequest) => Promise<PriceResult>,
): QuoteState {
  const [state, setState] = useState<QuoteState>({ kind: 'idle' });
  const key = useMemo(() => (request ? JSON.stringify(request) : null), [request]);
  const changes = useRef(new Subject<PriceRequest | null>());
  const fetchRef = useRef(fetchPrice);
  fetchRef.current = fetchPrice;

  useEffect(() => {
    const sub = changes.current
      .pipe(
        throttleTime(PRICE_THROTTLE_MS, asyncScheduler, { leading: true, trailing: true }),
        switchMap((req) =>
          req === null
            ? of<QuoteState>({ kind: 'idle' })
            : defer(() => fetchRef.current(req)).pipe(
              map((price): QuoteState => ({ kind: 'done', price })),
              catchError(() => of<QuoteState>({ kind: 'failed' })),
            ),
        ),
      )
      .subscribe(setState);
    return () => sub.unsubscribe();
  }, []);

  useEffect(() => {
    if (key === null) {
      setState({ kind: 'idle' });
      changes.current.next(null);
      return;
    }
    setState({ kind: 'loading' });
    changes.current.next(JSON.parse(key) as PriceRequest);
  }, [key]);

  return state;
}
