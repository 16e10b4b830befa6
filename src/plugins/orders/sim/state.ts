/**
 * The simulated server's memory for order creation: what the session changed (orders created, stamp and pack
 * ids used, lodge-ins, receipts, air waybill tasks, uploaded images; shippers and async tasks are the kit's). The in-page
 * simulator restarts on every reload; tests call resetOrdersSim() between cases.
 */
import type { CountryCode, DeliveryType } from '@kernel';
import type { ImageRecord } from '@sim/kit';
import type { AwbSize, PricingInfo, RecipientWire, SenderWire, Shipper } from '../api/types';

export interface CreatedOrder {
  id: number;
  country: CountryCode;
  dpId: number;
  trackingId: string;
  type: 'POST' | 'PACK';
  stampId: string | null;
  packId: string | null;
  shipper: Shipper;
  recipient: RecipientWire;
  sender: SenderWire | null;
  weight: number;
  deliveryType: DeliveryType;
  codValue: number | null;
  insuredValue: number;
  pricing: PricingInfo;
}

/** One parcel line of a receipt, kept when the receipt is made so the PDF can be drawn later. */
export interface ReceiptLine {
  trackingId: string;
  toName: string;
  toPostcode: string;
  pricing: PricingInfo | null;
}

export interface ReceiptRecord {
  id: number;
  country: CountryCode;
  dpId: number;
  kind: 'POST' | 'PACK' | 'SEND';
  shipperName: string;
  lines: ReceiptLine[];
  createdAt: number;
  generated: boolean;
  /** The Retry Receipts shipper: the next generation answers 137027 once. */
  failGenerationOnce: boolean;
}


export interface LodgeInRecord {
  id: number;
  country: CountryCode;
  dpId: number;
  trackingIds: string[];
  polls: number;
}

export interface AwbRecord {
  uuid: string;
  country: CountryCode;
  dpId: number;
  trackingIds: string[];
  size: AwbSize;
  hideShipper: boolean;
  polls: number;
}


interface OrdersSimState {
  orders: Map<string, CreatedOrder>;
  /** `${country}:${STAMP}` of every stamp id used by an order of this session. */
  usedStamps: Set<string>;
  /** `${country}:${PACK}` of every pack id used by a pack order of this session. */
  usedPacks: Set<string>;
  receipts: Map<number, ReceiptRecord>;
  lodgeIns: Map<number, LodgeInRecord>;
  awbs: Map<string, AwbRecord>;
  images: Map<string, ImageRecord>;
  counters: { order: number; barcode: number; receipt: number; lodgeIn: number; awb: number; image: number };
}

function fresh(): OrdersSimState {
  return {
    orders: new Map(),
    usedStamps: new Set(),
    usedPacks: new Set(),
    receipts: new Map(),
    lodgeIns: new Map(),
    awbs: new Map(),
    images: new Map(),
    // Created barcodes start at 1001 so they never meet the seeded NV{CC}P0000001-2.
    counters: { order: 90_000_001, barcode: 1001, receipt: 70_001, lodgeIn: 5001, awb: 1, image: 1 },
  };
}

export let sim: OrdersSimState = fresh();

/** Back to the seeded state: tests call it between cases. */
export function resetOrdersSim(): void {
  sim = fresh();
}

export function next(counter: keyof OrdersSimState['counters']): number {
  const value = sim.counters[counter];
  sim.counters[counter] = value + 1;
  return value;
}

export const countryKey = (country: CountryCode, id: string) => `${country}:${id.trim().toUpperCase()}`;
