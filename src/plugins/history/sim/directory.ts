/**
 * History's made-up parcels as the other simulators read them (the sim kit's directory): so the orders simulator can
 * print the air waybill of a parcel found in history and make its receipt. Each parcel dropped off at the point as a
 * send, post or pack order has a receipt of its own, numbered 50,000,000 + its order id (far from the orders
 * simulator's own receipt numbers).
 */
import type { CountryCode } from '@kernel';
import { simCountry, type DirectoryParcel, type ParcelSource } from '@sim/kit';
import { parcelsOf, type SimParcel } from './parcels';

const RECEIPT_BASE = 50_000_000;
const WITH_RECEIPT = new Set(['SEND', 'POST', 'PACK']);

/** The receipt number of a parcel, or null when it has none. */
export function receiptIdOf(parcel: SimParcel): number | null {
  return WITH_RECEIPT.has(parcel.order_type) && parcel.dropped_off_at !== null ? RECEIPT_BASE + parcel.order_id : null;
}

function postcodeOf(country: CountryCode, orderId: number): string {
  const length = simCountry(country)?.postcodeLength ?? 6;
  return String(orderId % 10 ** length).padStart(length, '1');
}

function view(country: CountryCode, p: SimParcel): DirectoryParcel {
  return {
    orderId: p.order_id,
    trackingId: p.tracking_id,
    type: p.order_type,
    status: p.status.toUpperCase(),
    shipperName: p.shipper_name,
    to: { name: p.to_name, contact: p.to_contact, address1: p.to_address, city: '', postcode: postcodeOf(country, p.order_id) },
    from: { name: p.from_name, contact: p.from_contact, address1: '', postcode: '' },
    weight: p.weight,
    deliveryType: p.delivery_type,
    codValue: p.cod_amount,
    receiptId: receiptIdOf(p),
  };
}

// Tracking ids are looked up one at a time; a map per country keeps that quick on 12,000 parcels.
const byTracking = new Map<CountryCode, Map<string, SimParcel>>();

function indexOf(country: CountryCode): Map<string, SimParcel> {
  const list = parcelsOf(country);
  let index = byTracking.get(country);
  if (!index || index.size !== list.length) {
    index = new Map(list.map((p) => [p.tracking_id, p]));
    byTracking.set(country, index);
  }
  return index;
}

export const historyParcelSource: ParcelSource = {
  byTrackingId(country, trackingId) {
    const parcel = indexOf(country).get(trackingId);
    return parcel ? view(country, parcel) : null;
  },
  byReceiptId(country, receiptId) {
    const orderId = receiptId - RECEIPT_BASE;
    const parcel = orderId > 0 ? parcelsOf(country).find((p) => p.order_id === orderId) : undefined;
    return parcel && receiptIdOf(parcel) === receiptId ? [view(country, parcel)] : [];
  },
};

/** Forgets the look-up maps (the parcels are made again after a reset). */
export function resetHistoryDirectory(): void {
  byTracking.clear();
}
