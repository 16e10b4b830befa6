import { useEffect } from 'react';
import { fromAbortable } from '../../streams/fromFetch';
import { getRuntime } from '../runtime';
import { awaitingServer$, reachProbe } from './reachProbe';

/**
 * While logged in: asks the flag service (the lightest call every point may make) again and again while calls get
 * no answer, so the portal sees the server back even when the browser never said it was offline.
 */
export function useReachProbe(country: string): void {
  useEffect(() => {
    const probe = () => fromAbortable(async (signal) => (await getRuntime().clients()).global.get('1.0/feature-flags', { params: { country }, signal }));
    const sub = reachProbe(awaitingServer$(), probe).subscribe();
    return () => sub.unsubscribe();
  }, [country]);
}
