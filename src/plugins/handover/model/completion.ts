// A handover's completion as sent: what goes in the request, and the summary made from the server's answer. Pure, so
// a completion sent at once and one kept offline and sent later end the same way.
import type { CompleteBody, ReleasedOrderWire } from '../api/types';
import type { ManifestCount } from './manifest';
import type { HandoverState, HandoverSummary } from './session';
import { releasedToOf, type Direction } from './statuses';

/** The body: every scanned parcel of the job, released to the driver (to driver) or to the point (from driver). */
export function completeBody(direction: Direction, scanned: readonly string[]): CompleteBody {
  const to = releasedToOf(direction);
  return { orders: scanned.map((id) => ({ tracking_id: id, released_to: to })) };
}

export interface Completion {
  direction: Direction;
  jobId: number;
  /** The job's parcels scanned, handed over by the request. */
  scanned: string[];
  missing: string[];
  unexpected: string[];
  /** Why parcels are missing; null when none are. */
  reason: string | null;
}

export function completionOf(direction: Direction, jobId: number, state: HandoverState, count: ManifestCount): Completion {
  return {
    direction, jobId, scanned: [...state.scanned], missing: [...count.missingIds], unexpected: [...count.unexpectedIds],
    reason: count.missing > 0 ? state.reason.trim() : null,
  };
}

export function summaryOf(c: Completion, released: readonly ReleasedOrderWire[], now: Date = new Date()): HandoverSummary {
  return {
    direction: c.direction, jobId: c.jobId, at: released[0]?.released_at ?? now.toISOString(),
    handedOver: released.map((r) => r.barcode), missing: c.missing, unexpected: c.unexpected, reason: c.reason,
    statuses: Object.fromEntries(released.map((r) => [r.barcode, r.status])),
  };
}
