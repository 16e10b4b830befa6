// Completing a handover: one PUT 1.1/orders (never two at once), the summary, the event log. A failure keeps every scan.
import { useCallback, useRef, useState } from 'react';
import { logEvent, newIdempotencyKey, normalizeError, type PortalError } from '@kernel';
import { completeHandover } from '../api/handoverApi';
import type { CompleteBody } from '../api/types';
import type { ManifestCount } from '../model/manifest';
import { complete, type HandoverSummary } from '../model/session';
import { releasedToOf, type Direction } from '../model/statuses';
import { currentHandover, setHandover } from '../state/handoverStore';

export interface CompleteRun {
  busy: boolean;
  /** Why the last completion failed; the scans stay. */
  failure: PortalError | null;
  run: (jobId: number, count: ManifestCount) => Promise<void>;
}

/** The body: every scanned parcel of the job, released to the driver (to driver) or to the point (from driver). */
export function completeBody(direction: Direction, scanned: readonly string[]): CompleteBody {
  const to = releasedToOf(direction);
  return { orders: scanned.map((id) => ({ tracking_id: id, released_to: to })) };
}

export function useComplete(direction: Direction): CompleteRun {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PortalError | null>(null);
  const inFlight = useRef(false);

  const run = useCallback(async (jobId: number, count: ManifestCount) => {
    const state = currentHandover(direction);
    if (inFlight.current || state.scanned.length === 0 || state.completed) return;
    inFlight.current = true;
    setBusy(true);
    setFailure(null);
    const reason = count.missing > 0 ? state.reason.trim() : null;
    try {
      // One key per set of parcels, kept in the draft before the first try (a reload keeps it too).
      const ids = [...state.scanned].sort().join(',');
      const sending = state.sending?.ids === ids ? state.sending : { key: newIdempotencyKey(), ids };
      if (sending !== state.sending) setHandover(direction, { ...currentHandover(direction), sending });
      const released = await completeHandover(completeBody(direction, state.scanned), sending.key);
      const summary: HandoverSummary = {
        direction, jobId, at: released[0]?.released_at ?? new Date().toISOString(),
        handedOver: released.map((r) => r.barcode), missing: count.missingIds, unexpected: count.unexpectedIds, reason,
        statuses: Object.fromEntries(released.map((r) => [r.barcode, r.status])),
      };
      if (reason !== null) logEvent('handoverMissingReason', { direction, jobId, missing: count.missingIds, reason });
      logEvent('handoverCompleted', { direction, jobId, handedOver: summary.handedOver.length, missing: count.missing, unexpected: count.unexpected, reason });
      setHandover(direction, complete(currentHandover(direction), summary));
    } catch (e) {
      setFailure(normalizeError(e));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, [direction]);

  return { busy, failure, run };
}
