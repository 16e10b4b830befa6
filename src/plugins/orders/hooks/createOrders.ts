import { logEvent, type CountryConfig, type DpInfo } from '@kernel';
import { createPackOrders, createPostOrders } from '../api/orderApi';
import type { ReservationOutcome, Shipper } from '../api/types';
import type { OrderDraft, OrderOutcome, ParcelForm } from '../model/parcel';
import { packRequest, reservationRequest } from '../model/payloads';

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
 * each success or failed in the draft. Throws the normalised error when the whole call fails; the draft is then
 * untouched.
 */
export async function createOrders(draft: OrderDraft, kind: 'POST' | 'PACK', indexes: number[], ctx: CreateContext, unexpected: string) {
  const parcels = indexes.map((i) => draft.parcels[i]).filter((p): p is ParcelForm => Boolean(p));
  const res = kind === 'PACK'
    ? await createPackOrders(packRequest(parcels, ctx), ctx.manualPack)
    : await createPostOrders(reservationRequest(parcels, ctx));
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
