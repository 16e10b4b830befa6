/**
 * A hardware barcode scanner used while the focus is not in a text field (after pressing a card's button, say):
 * its burst of keys ending in Enter is read as one code and handed on, so scanning a shipper's external id or
 * number label searches it. The burst's Enter is kept from also pressing the focused button.
 */
import { useEffect, useRef } from 'react';
import { filter, fromEvent, map, tap } from 'rxjs';
import { hardwareScans } from '../../../../../streams';

/** The scanner widget's own limits: keys at most 50 ms apart, at least 4 characters. */
const MAX_GAP_MS = 50;
const MIN_LENGTH = 4;

function isTextField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable));
}

export function useScannerBursts(onCode: (code: string) => void, enabled: boolean): void {
  const handler = useRef(onCode);
  useEffect(() => { handler.current = onCode; }, [onCode]);

  useEffect(() => {
    if (!enabled) return;
    const burst = { count: 0, last: Number.NEGATIVE_INFINITY };
    const keys = fromEvent<KeyboardEvent>(document, 'keydown').pipe(
      filter((e) => !isTextField(e.target)),
      tap((e) => {
        const gap = e.timeStamp - burst.last;
        if (e.key.length === 1) {
          burst.count = gap <= MAX_GAP_MS ? burst.count + 1 : 1;
          burst.last = e.timeStamp;
        } else if (e.key === 'Enter') {
          if (burst.count >= MIN_LENGTH && gap <= MAX_GAP_MS) e.preventDefault();
          burst.count = 0;
        }
      }),
      map((e) => ({ key: e.key, time: e.timeStamp })),
    );
    const sub = hardwareScans(keys, { maxGapMs: MAX_GAP_MS, minLength: MIN_LENGTH }).subscribe((code) => handler.current(code));
    return () => sub.unsubscribe();
  }, [enabled]);
}
