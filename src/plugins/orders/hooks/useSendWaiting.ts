import { useEffect, useRef } from 'react';
import { EMPTY, merge, of, Subject } from 'rxjs';
import { catchError, exhaustMap, finalize } from 'rxjs/operators';
import { drainOutbox, logEvent, onlineAgain$, sendAlone, type DpInfo } from '@kernel';
import { refreshWaiting, waitingScans, waitingView } from '../state/waitingScans';
import { waitingSteps, type WaitingLodgeIn, type WaitingStepsContext } from './waitingSteps';

/**
 * Sends the parcels kept offline while the send page is open: at once, after each new scan, and when the network is
 * back; one tab at a time (the queue's lock), each call tried again with back-off until it gets an answer. A finished
 * lodge-in is handed to `onLodged` (the result modal and the receipt).
 */
export function useSendWaiting(dp: DpInfo | null, ctx: WaitingStepsContext, onLodged: (result: WaitingLodgeIn) => void): void {
  const latest = useRef({ ctx, onLodged });
  latest.current = { ctx, onLodged };
  useEffect(() => {
    if (!dp) return undefined;
    const kick$ = new Subject<void>();
    let busy = false;
    let missed = false;
    const stopWatching = waitingScans.watch(() => {
      if (busy) missed = true;
      else kick$.next();
    });
    void refreshWaiting();
    const steps = waitingSteps({
      sessionIds: () => latest.current.ctx.sessionIds(),
      allowed: (type) => latest.current.ctx.allowed(type),
    }, () => waitingView.entries);
    const sub = merge(of(undefined), kick$).pipe(
      exhaustMap(() => {
        busy = true;
        missed = false;
        return sendAlone(waitingScans, () => drainOutbox(waitingScans, steps, { wake$: onlineAgain$() })).pipe(
          // The loop outlives one failed pass: the next scan or reconnect tries again.
          catchError(() => EMPTY),
          finalize(() => {
            busy = false;
            // Work that arrived while this pass ran (a scan, another tab's change) gets its own pass.
            if (missed) queueMicrotask(() => kick$.next());
          }),
        );
      }),
    ).subscribe((event) => {
      if (event.kind === 'sent') {
        const { statusId, successful, failed } = event.outcome.result;
        logEvent('lodgeIn', { outcome: 'processed', statusId, successful: successful.length, failed: failed.map((f) => f.barcode) });
        latest.current.onLodged(event.outcome.result);
      }
    });
    return () => { sub.unsubscribe(); stopWatching(); };
  }, [dp]);
}
