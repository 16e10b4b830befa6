// How a handover completed offline is sent (each once, under the key its first try carried) and what its answer does.
import { useEffect } from 'react';
import { defer, from, map } from 'rxjs';
import { isPortalError, logEvent, type BatchOutcome, type DrainSteps } from '@kernel';
import { completeHandover } from '../api/handoverApi';
import type { ReleasedOrderWire } from '../api/types';
import { completeBody, summaryOf, type Completion } from '../model/completion';
import { complete } from '../model/session';
import { refreshQueued } from '../state/completionQueue';
import { currentHandover, setHandover } from '../state/handoverStore';

/** A reason the portal chose (a catalog id), told from the server's own words by this mark. */
export const MESSAGE_MARK = 'msg:';

/** What a completion did: the summary, the event log, and the handover's page at its summary. */
export function recordCompleted(c: Completion, released: readonly ReleasedOrderWire[]): void {
  const summary = summaryOf(c, released);
  if (c.reason !== null) logEvent('handoverMissingReason', { direction: c.direction, jobId: c.jobId, missing: c.missing, reason: c.reason });
  logEvent('handoverCompleted', {
    direction: c.direction, jobId: c.jobId, handedOver: summary.handedOver.length, missing: c.missing.length, unexpected: c.unexpected.length, reason: c.reason,
  });
  const now = currentHandover(c.direction);
  // The operator's handover of that job shows the summary; another job chosen meanwhile is left as it is.
  if (now.jobId === c.jobId && now.completed === null) setHandover(c.direction, complete(now, summary));
}

/** A completion the server took, with its answer. */
export interface SentCompletion {
  completion: Completion;
  released: ReleasedOrderWire[];
}

export const completionSteps: DrainSteps<Completion, SentCompletion | null> = {
  isReady: () => true,
  prepare: (entry) => from([entry.item]),
  send: (entries, key) => defer(() => {
    const [entry] = entries;
    if (!entry) return from([{ sent: [], refused: [], result: null }]);
    return from(completeHandover(completeBody(entry.item.direction, entry.item.scanned), key)).pipe(
      map((released): BatchOutcome<SentCompletion | null> => ({ sent: [entry.id], refused: [], result: { completion: entry.item, released } })),
    );
  }),
  reasonOf: (error) => {
    if (isPortalError(error) && error.message) return error.message;
    return `${MESSAGE_MARK}${isPortalError(error) ? error.messageId ?? 'something_went_wrong' : 'something_went_wrong'}`;
  },
};

/** A handover page reads the queue when it opens; the shell's sender sends it from any page (background/). */
export function useSendCompletions(): void {
  useEffect(() => { void refreshQueued(); }, []);
}
