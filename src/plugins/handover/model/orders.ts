// A job and its orders as the handover flow keeps them, read from the server's answers.
import type { DpJobWire, JobOrderWire, JobType } from '../api/types';

export interface Job {
  id: number;
  date: string;
  type: JobType;
  driverFlow: string;
  status: string;
  qrCode: string;
  unlockCodeIn: string;
  unlockCodeOut: string;
  orderCount: number;
}

export interface JobOrder {
  id: number;
  barcode: string;
  status: string;
  isOverstayed: boolean;
  externalReferenceId: string | null;
  /** ISO time the parcel was lodged in at the point, when the server says. */
  droppedOffAt: string | null;
}

/** A code as the flow compares it: trimmed, capitals. */
export const sameCode = (code: string) => code.trim().toUpperCase();

export function jobFromWire(w: DpJobWire): Job {
  return {
    id: w.id, date: w.date, type: w.type, driverFlow: w.driver_flow, status: w.status, qrCode: w.qr_code,
    unlockCodeIn: w.unlock_code_in, unlockCodeOut: w.unlock_code_out, orderCount: w.order_count,
  };
}

export function orderFromWire(w: JobOrderWire): JobOrder {
  return { id: w.id, barcode: sameCode(w.barcode), status: w.status, isOverstayed: w.is_overstayed === true, externalReferenceId: w.external_reference_id,
    droppedOffAt: typeof w.dropped_off_at === 'string' ? w.dropped_off_at : null };
}

/**
 * Orders unique by barcode (spec §3), in the order first seen: a page that repeats an order (the server's list moved
 * between two pages) does not list a parcel twice.
 */
export function uniqueByBarcode<T extends { barcode: string }>(orders: readonly T[]): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const o of orders) {
    const key = sameCode(o.barcode);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(o);
  }
  return out;
}
