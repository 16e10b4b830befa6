import { useCallback, useEffect, useRef, useState } from 'react';
import { Subject } from 'rxjs';
import { getPrice } from '../../api/orderApi';
import type { PriceRequest, PriceResult } from '../../api/types';
import type { QuoteState } from '../../hooks/usePriceQuote';
import { quoteStream } from './quoteStream';

const fetchPrice = (req: PriceRequest) => getPrice(req.global_shipper_id, req);

/**
 * The rate calculator's quote. `ask(request)` asks for a price (the same request again too: "Get price" after a
 * failure tries again); `ask(null)` says the inputs are not ready. `last` is the latest answer, kept while a new
 * one is on its way so the breakdown does not blink on every keystroke; it goes when the inputs stop being ready
 * or a call fails (numbers for other inputs would mislead).
 */
export function useRateQuote(): { quote: QuoteState; last: PriceResult | null; ask: (req: PriceRequest | null) => void } {
  const [quote, setQuote] = useState<QuoteState>({ kind: 'idle' });
  const [last, setLast] = useState<PriceResult | null>(null);
  const asks = useRef(new Subject<PriceRequest | null>());

  useEffect(() => {
    const sub = quoteStream(asks.current, fetchPrice).subscribe((state) => {
      setQuote(state);
      if (state.kind === 'done') setLast(state.price);
      else if (state.kind !== 'loading') setLast(null);
    });
    return () => sub.unsubscribe();
  }, []);

  const ask = useCallback((req: PriceRequest | null) => {
    if (req === null) setLast(null);
    setQuote(req === null ? { kind: 'idle' } : { kind: 'loading' });
    asks.current.next(req);
  }, []);

  return { quote, last, ask };
}
