import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { operatorScope } from '../persist/drafts';
import type { BackgroundSender } from '../pluginHost/definePlugin';
import { pluginManifests } from '../pluginHost/registry';
import { session } from '../session/store';
import { runBackgroundSenders } from './backgroundSenders';
import { clearSentAway } from './sentAway';
import { reportStoredWaiting } from './waitingAtStart';

const declared = (): BackgroundSender[] => pluginManifests().flatMap((m) => m.senders ?? []);

/**
 * While an operator is logged in, on every page: each plugin's sender runs once its queue has work waiting. A log-out
 * or another operator's log-in stops them (and drops what they said), so nothing is sent for an operator who left.
 */
export function useBackgroundSenders(senders: () => readonly BackgroundSender[] = declared): void {
  // Only a change signal: the operator is read from the session itself.
  useSnapshot(session);
  const owner = operatorScope();
  useEffect(() => {
    if (owner === null) return undefined;
    // The stored count says which queues have work: on a page whose flows have not opened their queue too.
    void reportStoredWaiting().catch(() => undefined);
    const stop = runBackgroundSenders(senders());
    return () => { stop(); clearSentAway(); };
    // The declared senders are fixed for the build; the operator decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner]);
}
