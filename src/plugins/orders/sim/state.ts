/**
 * The simulated server's memory for order creation: what the session changed (default shipper, orders created,
 * stamp and pack ids used, lodge-ins, receipts, async tasks, air waybill tasks, uploaded images). The in-page
 * simulator restarts on every reload; tests call resetOrdersSim() between cases.
 */
import type { CountryCode, DeliveryType } from '@kernel';
import type { AsyncTask } from '@streams';
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

export interface TaskRecord {
  id: string;
  country: CountryCode;
  polls: number;
  final: AsyncTask;
  /** Marks a receipt generated when the task reaches its final status. */
  generatesReceipt: number | null;
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

export interface ImageRecord {
  name: string;
  type: string;
  bytes: Uint8Array;
}

interface OrdersSimState {
  /** Seeded on a country's first use (a country added by config is seeded from its file). */
  shippers: Partial<Record<CountryCode, Shipper[]>>;
  orders: Map<string, CreatedOrder>;
  /** `${country}:${STAMP}` of every stamp id used by an order of this session. */
  usedStamps: Set<string>;
  /** `${country}:${PACK}` of every pack id used by a pack order of this session. */
  usedPacks: Set<string>;
  receipts: Map<number, ReceiptRecord>;
  tasks: Map<string, TaskRecord>;
  lodgeIns: Map<number, LodgeInRecord>;
  awbs: Map<string, AwbRecord>;
  images: Map<string, ImageRecord>;
  /** Shippers signed up in this session (POST 2.1/shippers), by legacy id. */
  signups: Map<number, SignupRecord>;
  counters: { order: number; barcode: number; receipt: number; task: number; lodgeIn: number; awb: number; image: number; shipper: number };
}

/** What the sign-up wizard sent, and what set-up and the bank proof upload did with it. */
export interface SignupRecord {
  country: CountryCode;
  shopName: string;
  setup: Record<string, unknown> | null;
  setupAttempts: number;
  proof: ImageRecord | null;
}

function fresh(): OrdersSimState {
  return {
    shippers: {},
    orders: new Map(),
    usedStamps: new Set(),
    usedPacks: new Set(),
    receipts: new Map(),
    tasks: new Map(),
    lodgeIns: new Map(),
    awbs: new Map(),
    images: new Map(),
    signups: new Map(),
    // Created barcodes start at 1001 so they never meet the seeded NV{CC}P0000001-2.
    counters: { order: 90_000_001, barcode: 1001, receipt: 70_001, task: 1, lodgeIn: 5001, awb: 1, image: 1, shipper: 1 },
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
