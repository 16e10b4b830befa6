import { useEffect, useRef, useState } from 'react';
import { isTransientError, useOnline, type KeptCopy } from '@kernel';
import type { ShelfParcel } from '../model/shelf';
import { shelfCopy } from '../state/shelfCopy';

export type OfflineShelf =
  | { offline: false }
  /** The server cannot be reached: the last shelf kept on this device, if any (`copy` undefined while it is read). */
  | { offline: true; copy: KeptCopy<ShelfParcel[]> | null | undefined };

/**
 * While the server cannot be reached (the browser is offline, or the shelf's load got no answer), the last shelf the
 * operator loaded here; once the network is back, the shelf is loaded again.
 */
export function useOfflineShelf(shelf: { status: string; error?: unknown; reload: () => void }): OfflineShelf {
  const online = useOnline();
  const offline = !online || (shelf.status === 'failed' && isTransientError(shelf.error));
  const [copy, setCopy] = useState<KeptCopy<ShelfParcel[]> | null | undefined>(undefined);
  useEffect(() => {
    if (!offline) return undefined;
    let live = true;
    void shelfCopy.load().then((c) => { if (live) setCopy(c); });
    return () => { live = false; };
  }, [offline]);
  // Back online after a load that failed: loaded again, once.
  const wasOnline = useRef(online);
  const { status, reload } = shelf;
  useEffect(() => {
    if (online && !wasOnline.current && status === 'failed') reload();
    wasOnline.current = online;
  }, [online, status, reload]);
  return offline ? { offline, copy } : { offline };
}
