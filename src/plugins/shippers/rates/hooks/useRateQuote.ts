import { useRef } from 'react';
import type { QuoteState as Quote } from '@streams';
import { useQuote } from '@ui';
import type { ParcelPricing, PriceRequest, PriceResult } from '@services';

export type QuoteState = Quote<PriceResult>;

/**
 * The rate calculator's quote. `ask(request)` asks for a price (the same request again too: "Get price" after a
 * failure tries again); `ask(null)` says the inputs are not ready. `last` is the latest answer, kept while a new
 * one is on its way so the breakdown does not blink on every keystroke; it goes when the inputs stop being ready
 * or a call fails (numbers for other inputs would mislead).
 */
export function useRateQuote(pricing: ParcelPricing): { quote: QuoteState; last: PriceResult | null; ask: (req: PriceRequest | null) => void } {
  const { quote, ask } = useQuote(pricing.price);
  // Derived in render (idempotent), so the breakdown never shows a frame of the previous answer.
  const kept = useRef<PriceResult | null>(null);
  if (quote.kind === 'done') kept.current = quote.price;
  else if (quote.kind !== 'loading') kept.current = null;
  return { quote, last: kept.current, ask };
}
