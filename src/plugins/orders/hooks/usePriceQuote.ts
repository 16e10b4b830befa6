import { useEffect, useMemo } from 'react';
import type { QuoteState as Quote } from '@streams';
import { useQuote } from '@ui';
import type { PriceRequest, PriceResult } from '../api/types';

export type QuoteState = Quote<PriceResult>;

/**
 * A parcel's price, asked whenever its request changes (by value, not identity), throttled by the quote stream.
 * `request` null means "not ready" (shipper or required fields missing): no call is made.
 */
export function usePriceQuote(request: PriceRequest | null, fetchPrice: (req: PriceRequest) => Promise<PriceResult>): QuoteState {
  const key = useMemo(() => (request ? JSON.stringify(request) : null), [request]);
  const { quote, ask } = useQuote(fetchPrice);
  useEffect(() => ask(key === null ? null : (JSON.parse(key) as PriceRequest)), [key, ask]);
  return quote;
}
