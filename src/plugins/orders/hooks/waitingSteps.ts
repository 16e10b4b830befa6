/**
 * How parcels scanned offline are sent when the server is back (part 1 §4): each code is looked up (GET 1.0/orders?scan=)
 * and must be a send parcel the session would have taken; then the ready ones go in one lodge-in (POST
 * 1.2/reservations/send with the batch's idempotency key), its status polled with the lodge-in's back-off. Lodged
 * parcels leave the queue; those the server refused stay as rows with its reason.
 */
import { defer, from, type Observable } from 'rxjs';
import { concatMap, filter, last, map } from 'rxjs/operators';
import { isPortalError, type BatchOutcome, type DrainSteps, type OutboxEntry, type PortalError } from '@kernel';
import { backoffPoll } from '@streams';
import { getLodgeInStatus, lookUpScan, startLodgeIn } from '../api/orderApi';
import type { LodgeInStatus } from '../api/types';
import type { ScannedParcel, SessionType } from '../model/parcel';
import { classifyScan, refuseScan } from '../model/sessionRules';
import type { WaitingScan } from '../state/waitingScans';
import { scannedParcel } from './scanHandler';
import { LODGE_IN_BACKOFF } from './useLodgeIn';

/** A reason the portal chose (a catalog id), told from the server's own text by this mark. */
export const MESSAGE_MARK = 'msg:';

/** The reason as the operator reads it: the server's words as they are, the portal's through the catalog. */
export function reasonText(reason: string, t: (id: string) => string): string {
  return reason.startsWith(MESSAGE_MARK) ? t(reason.slice(MESSAGE_MARK.length)) : reason;
}

const refusal = (messageId: string): PortalError => ({ invalidToken: false, status: 422, messageId });

/** What a sent batch did: the parcels lodged (for the receipt) and those refused with the server's reason. */
export interface WaitingLodgeIn {
  statusId: number;
  successful: ScannedParcel[];
  failed: LodgeInStatus['failedOrders'];
}

export interface WaitingStepsContext {
  /** Ids already in the open session (scanned online): a waiting copy of one is refused as already scanned. */
  sessionIds: () => readonly string[];
  allowed: (type: SessionType) => boolean;
}

export function waitingSteps(ctx: WaitingStepsContext, entriesNow: () => readonly OutboxEntry<WaitingScan>[]): DrainSteps<WaitingScan, WaitingLodgeIn> {
  return {
    isReady: (item) => item.parcel !== null,
    prepare: (entry) => defer(() => from(lookUpScan(entry.item.code))).pipe(map((lookup) => {
      const type = classifyScan(lookup);
      const others = entriesNow().filter((e) => e.id !== entry.id && e.refused === null && e.item.parcel).map((e) => e.item.parcel?.trackingId ?? '');
      const parcel = scannedParcel(entry.item.code, lookup);
      const denied = refuseScan(parcel.trackingId, type, { type: 'SEND', ids: [...ctx.sessionIds(), ...others] }, ctx.allowed);
      if (denied) throw refusal(denied.messageId);
      return { code: entry.item.code, parcel };
    })),
    send: (entries, key) => {
      const parcels = entries.map((e) => e.item.parcel).filter((p): p is ScannedParcel => p !== null);
      const ids = parcels.map((p) => p.trackingId);
      return defer(() => from(startLodgeIn(ids, true, key))).pipe(
        concatMap(({ statusId }) => backoffPoll(() => defer(() => getLodgeInStatus(statusId)), { ...LODGE_IN_BACKOFF, isDone: (s) => s.status === 'PROCESSED' }).pipe(
          filter((r) => r.kind !== 'answer' || r.value.status === 'PROCESSED'),
          last(),
          map((r): BatchOutcome<WaitingLodgeIn> => {
            // A poll with no answer, or still processing: sent again later with the same key, the server answers the
            // same status id.
            if (r.kind === 'error') throw r.error;
            if (r.kind === 'exhausted') throw { invalidToken: false, messageId: 'orders.processing_lodge_in' } satisfies PortalError;
            const failed = r.value.failedOrders;
            const byId = (id: string) => entries.find((e) => e.item.parcel?.trackingId === id);
            return {
              sent: entries.filter((e) => !failed.some((f) => f.barcode === e.item.parcel?.trackingId)).map((e) => e.id),
              refused: failed.flatMap((f) => { const e = byId(f.barcode); return e ? [{ id: e.id, reason: f.errorMessage ?? `${MESSAGE_MARK}lodge_in_failed` }] : []; }),
              result: { statusId, successful: parcels.filter((p) => r.value.successfulOrders.includes(p.trackingId)), failed },
            };
          }),
        )),
      ) as Observable<BatchOutcome<WaitingLodgeIn>>;
    },
    reasonOf: (error) => {
      if (isPortalError(error) && error.message) return error.message;
      return `${MESSAGE_MARK}${isPortalError(error) ? error.messageId ?? 'something_went_wrong' : 'something_went_wrong'}`;
    },
  };
}
