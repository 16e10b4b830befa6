/**
 * The simulated server is one company database, but each plugin simulator keeps its own demo parcels. The
 * directory lets a simulator find a parcel another one keeps (an air waybill or a receipt asked from history for a
 * parcel history made up), without plugins importing each other: each simulator registers a source when its module
 * loads, and asks the directory for what it does not know itself.
 */
import type { CountryCode, DeliveryType } from '../kernel/types';

/** A parcel as every simulator can read it: enough for a label, a receipt line and a scan answer. */
export interface DirectoryParcel {
  orderId: number;
  trackingId: string;
  /** SEND, POST, PACK, RETURN. */
  type: string;
  status: string;
  shipperName: string;
  to: { name: string; contact: string; address1: string; city: string; postcode: string };
  from: { name: string; contact: string; address1: string; postcode: string };
  weight: number;
  deliveryType: DeliveryType;
  codValue: number | null;
  /** The receipt the parcel was lodged in or paid for on; null when it has none. */
  receiptId: number | null;
}

/** What one simulator keeps: parcels by tracking id, and the parcels of a receipt it made up. */
export interface ParcelSource {
  byTrackingId(country: CountryCode, trackingId: string): DirectoryParcel | null;
  byReceiptId?(country: CountryCode, receiptId: number): DirectoryParcel[];
}

const sources = new Map<string, ParcelSource>();

/** Adds (or replaces, on a hot reload) the parcels of the simulator named `id`. */
export function registerParcelSource(id: string, source: ParcelSource): void {
  sources.set(id, source);
}

/** The parcel with this tracking id in any registered simulator but `except` (the one asking). */
export function directoryParcel(country: CountryCode, trackingId: string, except?: string): DirectoryParcel | null {
  const wanted = trackingId.trim().toUpperCase();
  for (const [id, source] of sources) {
    if (id === except) continue;
    const found = source.byTrackingId(country, wanted);
    if (found) return found;
  }
  return null;
}

/** The parcels of a receipt another simulator made up; empty when nobody knows the id. */
export function directoryReceipt(country: CountryCode, receiptId: number, except?: string): DirectoryParcel[] {
  for (const [id, source] of sources) {
    if (id === except || !source.byReceiptId) continue;
    const lines = source.byReceiptId(country, receiptId);
    if (lines.length) return lines;
  }
  return [];
}
