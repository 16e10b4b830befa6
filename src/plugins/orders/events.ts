// The event kinds orders writes, with their payloads; the manifest lists them with their labels.
import type { EventKindDef } from '@kernel';

declare module '../../kernel' {
  interface PortalEventMap {
    lodgeIn:
      | { outcome: 'refused' | 'lodgedElsewhere'; count: number }
      | { outcome: 'pollError' | 'stillProcessing'; statusId: number; successful: 0 }
      | { outcome: 'processed'; statusId: number; successful: number; failed: string[] };
    orderCreated: { kind: string; trackingId: string | null; stampId: string | null; message?: string };
    orderFailed:
      | { kind: string; trackingId: string | null; stampId: string | null; message?: string }
      | { reason: 'codNotAllowed'; index: number };
    receipt: { receiptId: number; size: string; outcome: 'opened' | 'failed' };
    airwayBill: { trackingIds: string[]; size: string; outcome: 'opened' | 'failed' };
    sessionReset: { reason: string; code?: string };
    shipperSignup: { outcome: string; shipperId?: number; billingType?: string; cod?: boolean };
  }
}

export const ORDER_EVENTS: EventKindDef[] = [
  { kind: 'lodgeIn', label: 'orders.event.lodge_in' },
  { kind: 'orderCreated', label: 'orders.event.order_created' },
  { kind: 'orderFailed', label: 'orders.event.order_failed' },
  { kind: 'receipt', label: 'orders.event.receipt' },
  { kind: 'airwayBill', label: 'orders.event.airway_bill' },
  { kind: 'sessionReset', label: 'orders.event.session_reset' },
  { kind: 'shipperSignup', label: 'orders.event.shipper_signup' },
];
