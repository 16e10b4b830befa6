import { useEffect, useRef } from 'react';
import { keepSending, logEvent, type DpInfo } from '@kernel';
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
    const steps = waitingSteps({
      sessionIds: () => latest.current.ctx.sessionIds(),
      allowed: (type) => latest.current.ctx.allowed(type),
    }, () => waitingView.entries);
    const stop = keepSending(waitingScans, steps, (event) => {
      if (event.kind !== 'sent') return;
      const { statusId, successful, failed } = event.outcome.result;
      logEvent('lodgeIn', { outcome: 'processed', statusId, successful: successful.length, failed: failed.map((f) => f.barcode) });
      latest.current.onLodged(event.outcome.result);
    });
    void refreshWaiting();
    return stop;
  }, [dp]);
}
