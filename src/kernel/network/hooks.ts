import { useSnapshot } from 'valtio';
import { isOnline, networkState, waitingTotal } from './state';

/** True while the portal can reach its server (the browser is online and the last API call got an answer). */
export function useOnline(): boolean {
  const snap = useSnapshot(networkState);
  return isOnline(snap);
}

/** How many items all sources hold unsent. */
export function useWaitingToSend(): number {
  const snap = useSnapshot(networkState);
  return waitingTotal(snap);
}
