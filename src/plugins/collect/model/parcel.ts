// A parcel waiting for its customer, as the collect flow keeps it, read from the server's answer.
import type { CollectOrderWire } from '../api/types';

export interface CollectParcel {
  id: number;
  trackingId: string;
  toName: string;
  /** ISO time it arrived at the point. */
  droppedOffAt: string;
  isCod: boolean;
  /** The amount to collect; null on a COD parcel whose amount cannot be read (then it goes to errorCod). */
  codAmount: number | null;
}

export interface Customer {
  name: string;
  contact: string;
}

const DAY_MS = 86_400_000;

/** A COD amount the portal can take cash for: a finite, non-negative number (or such a number written as text). */
export function readCodAmount(raw: unknown): number | null {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
}

export function parcelFromWire(w: CollectOrderWire): CollectParcel {
  return {
    id: w.id,
    trackingId: w.tracking_id.trim().toUpperCase(),
    toName: w.to_name,
    droppedOffAt: w.dropped_off_at,
    isCod: w.is_cod === true,
    codAmount: w.is_cod === true ? readCodAmount(w.cod_amount) : null,
  };
}

/** Whether the parcel has stayed longer than the point keeps parcels (its `maxParcelStayDuration` days). */
export function isOverstayed(p: Pick<CollectParcel, 'droppedOffAt'>, maxStayDays: number | undefined, now: number): boolean {
  if (maxStayDays === undefined || !Number.isFinite(maxStayDays)) return false;
  const since = Date.parse(p.droppedOffAt);
  return Number.isFinite(since) && now - since > maxStayDays * DAY_MS;
}

/** The code as the flow compares it: trimmed, capitals. */
export const sameCode = (code: string) => code.trim().toUpperCase();
