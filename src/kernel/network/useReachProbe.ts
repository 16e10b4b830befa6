import { useEffect } from 'react';
import { fromAbortable } from '../../streams/fromFetch';
import { fetchRemoteFlags } from '../session/remoteFlags';
import { awaitingServer$, reachProbe } from './reachProbe';

/**
 * While logged in: asks the flag service (the lightest call every point may make) again and again while calls get
 * no answer, so the portal sees the server back even when the browser never said it was offline.
 */
export function useReachProbe(country: string): void {
  useEffect(() => {
    // The answer is not read: any answer says the server is back.
    const probe = () => fromAbortable((signal) => fetchRemoteFlags(country, signal));
    const sub = reachProbe(awaitingServer$(), probe).subscribe();
    return () => sub.unsubscribe();
  }, [country]);
}
