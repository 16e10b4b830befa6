import { useCallback, useEffect, useRef, useState } from 'react';
import { defer, type Subscription } from 'rxjs';
import { defineClaims, isPortalError, gotNoAnswer, logEvent, newIdempotencyKey, normalizeError, showError, type DpInfo, type PortalError } from '@kernel';
import { backoffPoll } from '@streams';
import { createLodgeInReceipt, getLodgeInStatus, startLodgeIn } from '../api/orderApi';
import type { LodgeInStatus } from '../api/types';
import type { ScannedParcel } from '../model/parcel';
import { lodgeInReceiptRows } from '../model/payloads';

/** Back-off of the lodge-in status poll, in whole seconds: 1, 2, 4, 8, 8 (six asks, 23 s in all). */
export const LODGE_IN_BACKOFF = { initialSeconds: 1, factor: 2, maxSeconds: 8, attempts: 6 } as const;

/**
 * Parcels being lodged in, shared by the operator's tabs: two tabs showing the same send session never both ask for
 * one parcel. A claim outlives a lodge-in still processing on the server; it lapses after ten minutes.
 */
export const LODGE_IN_CLAIMS = defineClaims({ name: 'lodgeIn', holdMs: 10 * 60_000 });

export type LodgeInPhase =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'result'; successful: string[]; failed: LodgeInStatus['failedOrders']; receiptId: number | null }
  | { kind: 'stillProcessing' };

export interface LodgeInHandlers {
  /** The receipt id could not be fetched: the caller returns the operator to the send-parcel page. */
  onReceiptFailed: (successful: string[]) => void;
  /** Parcels another tab is lodging in or has lodged: they are not sent from here, the caller drops them. */
  onLodgedElsewhere: (trackingIds: string[]) => void;
  /**
   * The server cannot be reached (offline, or the call got no answer): the caller keeps the parcels in the offline
   * queue under `key`, the key of any try already made, and they are lodged in once when the network is back.
   */
  onKeep?: (parcels: ScannedParcel[], key: string) => Promise<void>;
}

/**
 * Lodge-in of part 1 §4: POST 1.2/reservations/send, then the status polled with back-off until PROCESSED; still
 * PROCESSING after the last ask is the processing modal; a poll error shows the error and finishes with 0.
 */
export function useLodgeIn(dp: DpInfo | null, handlers: LodgeInHandlers) {
  const [phase, setPhase] = useState<LodgeInPhase>({ kind: 'idle' });
  const sub = useRef<Subscription | null>(null);
  // One key per set of parcels until it is processed: Check in again after an error (the answer or a poll lost on the
  // way) asks the server about the same lodge-in instead of starting a second one.
  const attempt = useRef<{ ids: string; key: string } | null>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => { live.current = false; sub.current?.unsubscribe(); };
  }, []);

  const keyFor = (ids: readonly string[]) => {
    const set = [...ids].sort().join(',');
    if (attempt.current?.ids !== set) attempt.current = { ids: set, key: newIdempotencyKey() };
    return attempt.current.key;
  };

  const finishWithError = (e: unknown) => {
    if (!live.current) return;
    showError(isPortalError(e) ? e : normalizeError(e));
    setPhase({ kind: 'idle' });
  };

  const keepForLater = async (parcels: ScannedParcel[]) => {
    const key = keyFor(parcels.map((p) => p.trackingId));
    try {
      await handlers.onKeep?.(parcels, key);
      // The queue holds the key now; a later Check in of other parcels starts a new one.
      attempt.current = null;
      logEvent('lodgeIn', { outcome: 'kept', count: parcels.length });
    } catch (e) {
      // Nothing was kept (storage refused): the parcels stay listed and the operator is told.
      finishWithError(e);
      return;
    }
    if (live.current) setPhase({ kind: 'idle' });
  };

  const run = useCallback(async (scanned: ScannedParcel[]) => {
    if (!dp || scanned.length === 0) return;
    setPhase({ kind: 'working' });
    const { granted, taken } = await LODGE_IN_CLAIMS.claim(scanned.map((p) => p.trackingId));
    if (taken.length > 0) {
      logEvent('lodgeIn', { outcome: 'lodgedElsewhere', count: taken.length });
      handlers.onLodgedElsewhere(taken);
    }
    const parcels = scanned.filter((p) => granted.includes(p.trackingId));
    if (parcels.length === 0) {
      if (live.current) setPhase({ kind: 'idle' });
      return;
    }
    let statusId: number;
    try {
      statusId = (await startLodgeIn(granted, true, keyFor(granted))).statusId;
    } catch (e) {
      await LODGE_IN_CLAIMS.release(granted);
      // No answer: the server may have taken it; the queue asks again with the same key when the network is back.
      if (handlers.onKeep && gotNoAnswer(e)) { await keepForLater(parcels); return; }
      logEvent('lodgeIn', { outcome: 'refused', count: parcels.length });
      finishWithError(e);
      return;
    }
    sub.current?.unsubscribe();
    let last: LodgeInStatus | null = null;
    sub.current = backoffPoll(() => defer(() => getLodgeInStatus(statusId)), { ...LODGE_IN_BACKOFF, isDone: (s) => s.status === 'PROCESSED' }).subscribe({
      next: (r) => {
        if (r.kind === 'answer') last = r.value;
        if (r.kind === 'error') {
          sub.current?.unsubscribe();
          void LODGE_IN_CLAIMS.release(granted);
          // Started, and its status got no answer: the queue asks again under the same key, and the server answers
          // with this same lodge-in.
          if (handlers.onKeep && gotNoAnswer(r.error)) { void keepForLater(parcels); return; }
          // The outcome is unknown; the operator may try again, and the server answers for those already in.
          logEvent('lodgeIn', { outcome: 'pollError', statusId, successful: 0 });
          finishWithError(r.error);
        }
      },
      complete: () => {
        if (!live.current) return;
        if (!last || last.status !== 'PROCESSED') {
          logEvent('lodgeIn', { outcome: 'stillProcessing', statusId, successful: 0 });
          setPhase({ kind: 'stillProcessing' });
          return;
        }
        const done = last;
        void receiptFor(done);
      },
    });

    const receiptFor = async (status: LodgeInStatus) => {
      attempt.current = null;
      const successful = status.successfulOrders;
      // Refused parcels may be tried again, from any tab.
      void LODGE_IN_CLAIMS.release(status.failedOrders.map((f) => f.barcode));
      logEvent('lodgeIn', { outcome: 'processed', statusId, successful: successful.length, failed: status.failedOrders.map((f) => f.barcode) });
      let receiptId: number | null = null;
      if (successful.length > 0) {
        const lodged = parcels.filter((p) => successful.includes(p.trackingId));
        try {
          receiptId = (await createLodgeInReceipt(lodgeInReceiptRows(lodged, dp))).id;
        } catch (e) {
          if (!live.current) return;
          const error: PortalError = isPortalError(e) ? e : normalizeError(e);
          showError(error);
          setPhase({ kind: 'idle' });
          handlers.onReceiptFailed(successful);
          return;
        }
      }
      if (live.current) setPhase({ kind: 'result', successful, failed: status.failedOrders, receiptId });
    };
  // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dp]);

  /** Check in while offline: nothing is tried now, the parcels go to the offline queue. */
  const keep = useCallback(async (scanned: ScannedParcel[]) => {
    if (!dp || scanned.length === 0) return;
    setPhase({ kind: 'working' });
    await keepForLater(scanned);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dp]);

  const close = useCallback(() => setPhase({ kind: 'idle' }), []);
  return { phase, run, keep, close };
}
