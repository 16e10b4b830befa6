import { startTransition } from 'react';
import type { ScanVerdict } from './scanTypes';

/**
 * Calls the flow with the state updates it makes meanwhile marked as a transition: React renders them in slices
 * after the overlay (drawn at once, see useScannerSession), instead of in one long task that holds the overlay back.
 * What the flow returns or throws is passed on as it is.
 */
export function askFlow(call: () => ScanVerdict | Promise<ScanVerdict>): ScanVerdict | Promise<ScanVerdict> {
  const outcome: { answer?: ScanVerdict | Promise<ScanVerdict>; error?: unknown; threw: boolean } = { threw: false };
  startTransition(() => {
    try {
      outcome.answer = call();
    } catch (error) {
      outcome.threw = true;
      outcome.error = error;
    }
  });
  if (outcome.threw || outcome.answer === undefined) throw outcome.error;
  return outcome.answer;
}
