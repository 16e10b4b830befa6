import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { refreshWaiting, waitingView } from '../state/waitingScans';
import { waitingOutcome } from '../state/waitingOutcome';

/**
 * The send page's view of the parcels kept offline: the queue as read when the page opens, and what their last
 * lodge-in did (sent from this page or another: the shell's sender sends them, background/sendWaiting.ts).
 */
export function useSendWaiting() {
  useEffect(() => { void refreshWaiting(); }, []);
  const { entries } = useSnapshot(waitingView);
  const { last } = useSnapshot(waitingOutcome);
  return { entries: entries as typeof waitingView.entries, outcome: last, closeOutcome: () => { waitingOutcome.last = null; } };
}
