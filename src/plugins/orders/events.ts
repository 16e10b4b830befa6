// The event kinds orders writes, with their payloads; the manifest lists them with their labels.
import type { EventKindDef } from '@kernel';

declare module '../../kernel' {
  interface PortalEventMap {
    lodgeIn:
      | { outcome: 'refused' | 'lodgedElsewhere' | 'kept'; count: number }
      | { outcome: 'pollError' | 'stillProcessing'; statusId: number; successful: 0 }
      | { outcome: 'processed'; statusId: number; successful: number; failed: string[] };
    orderCreated: { kind: string; trackingId: string | null; stampId: string | null; message?: string };
    orderFailed:
      | { kind: string; trackingId: string | null; stampId: string | null; message?: string }
      | { reason: 'codNotAllowed'; index: number };
    receipt: { receiptId: number; size: string; outcome: 'opened' | 'failed' };
    airwayBill: { trackingIds: string[]; size: string; outcome: 'opened' | 'failed' };
    sessionReset: { reason: string; code?: string };
  }
}

export const ORDER_EVENTS: EventKindDef[] = [
  {
    kind: 'lodgeIn', label: 'orders.event.lodge_in', details: 'orders.event.lodge_in_details',
    values: (p, f) => ('count' in p
      ? { outcome: p.outcome, count: p.count, statusId: '', successful: 0, failedCount: 0, failed: '' }
      : { outcome: p.outcome, count: 0, statusId: p.statusId, successful: p.successful, failedCount: 'failed' in p ? p.failed.length : 0, failed: 'failed' in p ? f.list(p.failed) : '' }),
  },
  {
    kind: 'orderCreated', label: 'orders.event.order_created', details: 'orders.event.order_created_details',
    values: (p) => ({ kind: p.kind, trackingId: p.trackingId ?? '—', hasStamp: p.stampId ? 'yes' : 'no', stampId: p.stampId ?? '' }),
  },
  {
    kind: 'orderFailed', label: 'orders.event.order_failed', details: 'orders.event.order_failed_details',
    // Either the server refused a parcel (with its words), or the operator removed a parcel COD may not carry.
    values: (p) => ('reason' in p
      ? { failure: p.reason, parcel: p.index + 1, kind: '', hasStamp: 'no', stampId: '', hasMessage: 'no', message: '' }
      : { failure: 'refused', parcel: 0, kind: p.kind, hasStamp: p.stampId ? 'yes' : 'no', stampId: p.stampId ?? '', hasMessage: p.message ? 'yes' : 'no', message: p.message ?? '' }),
  },
  {
    kind: 'receipt', label: 'orders.event.receipt', details: 'orders.event.receipt_details',
    values: (p) => ({ receiptId: p.receiptId, size: p.size, outcome: p.outcome }),
  },
  {
    kind: 'airwayBill', label: 'orders.event.airway_bill', details: 'orders.event.airway_bill_details',
    values: (p, f) => ({ count: p.trackingIds.length, trackingIds: f.list(p.trackingIds), size: p.size, outcome: p.outcome }),
  },
  {
    kind: 'sessionReset', label: 'orders.event.session_reset', details: 'orders.event.session_reset_details',
    // 'operator' and 'done', or the catalog id of the refusal that reset the session, with the code scanned.
    values: (p, f) => ({ reason: p.reason, reasonText: f.text(p.reason), hasCode: p.code ? 'yes' : 'no', code: p.code ?? '' }),
  },
];
