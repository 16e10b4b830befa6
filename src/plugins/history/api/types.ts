/**
 * Wire shapes of the history calls (spec part 2 §3 and §7). The spec leaves the answers' shapes out; these are the
 * portal's choice, written down in the README, and the simulator answers them. Names are the server's (snake_case).
 */
import type { DeliveryType } from '@kernel';
import type { ParcelGroup, ParcelStatus } from '../model/statuses';

export type OrderKind = 'SEND' | 'POST' | 'PACK' | 'RETURN';

/** One parcel of GET 1.2/reservations/parcel. */
export interface ParcelRow {
  order_id: number;
  tracking_id: string;
  stamp_id: string | null;
  order_type: OrderKind;
  status: ParcelStatus;
  group: ParcelGroup;
  shipper_name: string;
  to_name: string;
  to_contact: string;
  delivery_type: DeliveryType;
  /** null: no cash on delivery. */
  cod_amount: number | null;
  created_at: string;
  /** When the parcel arrived at the point; null if it never did. */
  dropped_off_at: string | null;
  in_store: boolean;
  /** In store longer than the point's maxParcelStayDuration. */
  expired: boolean;
}

/** Totals of the whole result (not only the page): one per group, and every parcel. */
export interface ParcelStatistics {
  total_order_count: number;
  staging: number;
  pending: number;
  cancelled: number;
  completed: number;
}

/** Answer of GET 1.2/reservations/parcel: one page, and the result's totals. Only the latest 10,000 parcels page. */
export interface ParcelPage {
  parcels: ParcelRow[];
  page: number;
  page_size: number;
  total_pages: number;
  statistics: ParcelStatistics;
}

/** A match of GET 1.0/tracking?q=. */
export interface TrackingMatch {
  order_id: number;
  tracking_id: string;
  stamp_id: string | null;
  status: ParcelStatus;
}

export interface Party {
  name: string;
  contact: string;
  address: string | null;
}

/** Answer of GET 1.0/orders/details/{id}. */
export interface OrderDetails {
  order: ParcelRow & {
    weight: number;
    from: Party;
    to: Party;
    /** Fees in the country's money; null where the order has none (a send the shipper paid). */
    fees: { delivery_fee: number; insurance_fee: number; cod_fee: number; tax: number; total: number } | null;
    receipt_id: number | null;
    is_shipper_prepaid: boolean;
  };
  /** A warning the server attaches to the order (shown above it), or null. */
  warning: string | null;
}

/** One event of GET 1.0/orders/{id}/events, oldest first. */
export interface OrderEvent {
  id: number;
  /** The event's code; its label is the message `history.event.<code>`. */
  name: string;
  time: string;
  driver: { name: string; contact: string } | null;
  /** The event had a driver but the server could not get the driver's details. */
  driver_unavailable: boolean;
  scan_location: string | null;
  hub: string | null;
  comment: string | null;
}

/** Answer of GET 2.0/dps/{id}/summary: today's figures at the point (today in the country's time). */
export interface PointSummary {
  today: { dropped_off: number; collected: number; handed_to_driver: number; received_from_driver: number };
  in_store: number;
  expired: number;
  pending_pickup: number;
}

/**
 * Answer of GET 1.0/payments-summary (shape not shown by the spec; ours): today's takings in the country's day, and
 * what is still in the point's till, not yet handed over to the company.
 */
export interface PaymentsSummary {
  today: { count: number; cod_amount: number; fee_amount: number };
  unsettled: { count: number; amount: number; oldest_paid_at: string | null };
}

/** What a payment was for: cash collected for a COD parcel, or the fees of a post or pack order paid at the counter. */
export type PaymentKind = 'COD' | 'FEE';

/** One payment of GET 1.2/reservations/payment. */
export interface PaymentRow {
  id: number;
  order_id: number;
  tracking_id: string;
  kind: PaymentKind;
  amount: number;
  paid_at: string;
  /** Handed over to the company (settled) or still in the point's till. */
  settled: boolean;
}

/** Totals of the whole payment result. */
export interface PaymentStatistics {
  total_count: number;
  total_amount: number;
  cod_amount: number;
  fee_amount: number;
  unsettled_amount: number;
}

/** Answer of GET 1.2/reservations/payment. */
export interface PaymentPage {
  payments: PaymentRow[];
  page: number;
  page_size: number;
  total_pages: number;
  statistics: PaymentStatistics;
}
