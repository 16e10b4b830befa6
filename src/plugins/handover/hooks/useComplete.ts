// Completing a handover: one PUT 1.1/orders (never two at once), the summary, the event log. A failure keeps every scan;
// with no network (or no answer) the completion is kept in the offline queue and sent when the network is back.
import { useCallback, useRef, useState } from 'react';
import { gotNoAnswer, newIdempotencyKey, normalizeError, type PortalError } from '@kernel';
import { completeHandover } from '../api/handoverApi';
import { completeBody, completionOf, type Completion } from '../model/completion';
import type { ManifestCount } from '../model/manifest';
import type { Direction } from '../model/statuses';
import { queueCompletion } from '../state/completionQueue';
import { currentHandover, setHandover } from '../state/handoverStore';
import { recordCompleted } from './useSendCompletions';

export { completeBody } from '../model/completion';

export interface CompleteRun {
  busy: boolean;
  /** Why the last completion failed; the scans stay. */
  failure: PortalError | null;
  /** `online` false: nothing is tried now, the completion goes to the offline queue. */
  run: (jobId: number, count: ManifestCount, online?: boolean) => Promise<void>;
}

export function useComplete(direction: Direction): CompleteRun {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PortalError | null>(null);
  const inFlight = useRef(false);

  const run = useCallback(async (jobId: number, count: ManifestCount, online = true) => {
    const state = currentHandover(direction);
    if (inFlight.current || state.scanned.length === 0 || state.completed) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    const completion: Completion = completionOf(direction, jobId, state, count);
    // One key per set of parcels, kept in the draft before the first try (a reload keeps it too).
    const ids = [...state.scanned].sort().join(',');
    const sending = state.sending?.ids === ids ? state.sending : { key: newIdempotencyKey(), ids };
    if (sending !== state.sending) setHandover(direction, { ...currentHandover(direction), sending });
    const keep = async () => {
      if (!(await queueCompletion(completion, sending.key))) setFailure({ invalidToken: false, messageId: 'something_went_wrong' });
    };
    try {
      if (!online) await keep();
      else recordCompleted(completion, await completeHandover(completeBody(direction, completion.scanned), sending.key));
    } catch (e) {
      // No answer: the server may have taken it; the queue asks again with the same key when the network is back.
      if (gotNoAnswer(e)) await keep();
      else setFailure(normalizeError(e));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, [direction]);

  return { busy, failure, run };
}
