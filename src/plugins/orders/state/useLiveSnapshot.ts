import { useCallback, useSyncExternalStore } from 'react';
import { snapshot, subscribe, type Snapshot } from 'valtio';

/**
 * A plain (untracked) snapshot of one part of the order session, e.g. one parcel: the component re-renders when
 * anything in that part changes and never for the rest of the session. Unlike useSnapshot's tracked proxy, what a
 * child reads from it does not subscribe the parent, and reading it costs no proxy trap.
 */
export function useLiveSnapshot<T extends object>(part: T): Snapshot<T> {
  const listen = useCallback((onChange: () => void) => subscribe(part, onChange), [part]);
  // valtio hands back the same snapshot object until the part changes, as useSyncExternalStore requires.
  const read = useCallback(() => snapshot(part), [part]);
  return useSyncExternalStore(listen, read, read);
}
