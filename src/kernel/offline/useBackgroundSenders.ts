import { useEffect } from 'react';
import { subscribe, useSnapshot } from 'valtio';
import { networkState } from '../network/state';
import { scopeOf } from '../persist/drafts';
import type { BackgroundSender } from '../pluginHost/definePlugin';
import { pluginManifests } from '../pluginHost/registry';
import { session } from '../session/store';
import { reportStoredWaiting } from './waitingAtStart';

const declared = (): BackgroundSender[] => pluginManifests().flatMap((m) => m.senders ?? []);

/**
 * While an operator is logged in, on every page: each plugin's sender runs once its queue has work waiting
 * (backgroundSenders.ts, loaded only then: a page with nothing waiting loads none of it). A log-out or another
 * operator's log-in stops them and drops what they said, so nothing is sent for an operator who left.
 */
export function useBackgroundSenders(senders: () => readonly BackgroundSender[] = declared): void {
  // Reads only the fields of the scope: any other session write (loading, a modal, the language) redraws nothing.
  const owner = scopeOf(useSnapshot(session).loginInfo);
  useEffect(() => {
    if (owner === null) return undefined;
    const mine = senders();
    let stop: (() => void) | null = null;
    let live = true;
    let loading = false;
    const check = () => {
      if (loading || !mine.some((s) => (networkState.waiting[s.queue] ?? 0) > 0)) return;
      loading = true;
      unwatch();
      void import('./backgroundSenders').then((m) => { if (live) stop = m.runBackgroundSenders(mine); }, () => {
        // Offline and not in the worker's cache: the next change of the count or of the network tries again.
        loading = false;
        if (live) unwatch = subscribe(networkState, check);
      });
    };
    let unwatch = subscribe(networkState, check);
    // The stored count says which queues have work: on a page whose flows have not opened their queue too.
    void reportStoredWaiting().catch(() => undefined);
    check();
    return () => {
      live = false;
      unwatch();
      // Offline, a module not in the worker's cache cannot load: then there is no notice to clear either.
      if (stop) { stop(); import('./sentAway').then((m) => m.clearSentAway(), () => undefined); }
    };
    // The declared senders are fixed for the build; the operator decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner]);
}
