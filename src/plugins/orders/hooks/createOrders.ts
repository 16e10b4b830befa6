import { logEvent, newIdempotencyKey, type CountryConfig, type DpInfo } from '@kernel';
import { createPackOrders, createPostOrders } from '../api/orderApi';
import type { ReservationOutcome, Shipper } from '../api/types';
import { attemptFor, requestFingerprint } from '../model/attempt';
import type { OrderDraft, OrderOutcome, ParcelForm } from '../model/parcel';
import { packRequest, reservationRequest } from '../model/payloads';
import { saveDraft } from '../state/orderSession';

export interface CreateContext {
  dp: DpInfo;
  sender: Shipper;
  country: CountryConfig;
  quickAddress: boolean;
  manualPack: boolean;
}

/** An outcome as the parcel keeps it: the tracking id on success, the server's message on failure. */
export function outcomeOf(o: ReservationOutcome | undefined, fallback: string): OrderOutcome {
  if (o?.reservation) return { status: 'success', message: '', trackingId: o.reservation.barcode };
  return { status: 'failed', message: o?.error_details?.error.message ?? o?.error?.message ?? fallback };
}

/**
 * Creates the orders of the parcels at `indexes` (all not yet created, or one failed parcel being retried) and marks
 * each success or failed in the draft. The call carries the attempt's idempotency key, kept in the draft (and saved
 * before the call leaves) until an answer arrives: the same request again, after a timeout or a reload, reuses it.
 * Throws the normalised error when the whole call fails; the parcels are then untouched.
 */
export async function createOrders(
  draft: OrderDraft, kind: 'POST' | 'PACK', indexes: number[], ctx: CreateContext, unexpected: string, newKey: () => string = newIdempotencyKey,
) {
  const parcels = indexes.map((i) => draft.parcels[i]).filter((p): p is ParcelForm => Boolean(p));
  const request = kind === 'PACK'
    ? { kind: 'PACK' as const, body: packRequest(parcels, ctx) }
    : { kind: 'POST' as const, body: reservationRequest(parcels, ctx) };
  const attempt = attemptFor(draft.attempt, requestFingerprint(kind, request.body), newKey);
  draft.attempt = attempt;
  saveDraft();
  const res = request.kind === 'PACK'
    ? await createPackOrders(request.body, ctx.manualPack, attempt.key)
    : await createPostOrders(request.body, attempt.key);
  draft.attempt = null;
  const outcomes = indexes.map((parcelIndex, i) => {
    const oc = outcomeOf(res.reservations[i], unexpected);
    const live = draft.parcels[parcelIndex];
    if (live) live.oc = oc;
    logEvent(oc.status === 'success' ? 'orderCreated' : 'orderFailed', {
      kind, trackingId: oc.trackingId ?? null, stampId: live?.stampId.id ?? null, message: oc.status === 'failed' ? oc.message : undefined,
    });
    return oc;
  });
  if (res.receipt) draft.receiptId = res.receipt.id;
  return outcomes;
}
