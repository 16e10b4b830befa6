/**
 * A hardware barcode scanner used while the focus is not in a text field (after pressing a card's button, say):
 * its burst of keys ending in Enter is read as one code and handed on, so scanning a shipper's external id or
 * number label searches it. The burst's Enter is kept from also pressing the focused button.
 */
import { useEffect, useRef } from 'react';
import { scansOutsideFields } from '@streams';

/** The scanner widget's own limits: keys at most 50 ms apart, at least 4 characters. */
const MAX_GAP_MS = 50;
const MIN_LENGTH = 4;

export function useScannerBursts(onCode: (code: string) => void, enabled: boolean): void {
  const handler = useRef(onCode);
  useEffect(() => { handler.current = onCode; }, [onCode]);

  useEffect(() => {
    if (!enabled) return;
    const sub = scansOutsideFields(document, { maxGapMs: MAX_GAP_MS, minLength: MIN_LENGTH }).subscribe((code) => handler.current(code));
    return () => sub.unsubscribe();
  }, [enabled]);
}
