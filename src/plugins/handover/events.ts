// The event kinds the handover plugin writes, with their payloads; the manifest lists them with their labels.
import type { EventKindDef } from '@kernel';

declare module '../../kernel' {
  interface PortalEventMap {
    /** A handover with a driver completed: how many parcels went, how many were missing, and why. */
    handoverCompleted: { direction: 'toDriver' | 'fromDriver'; jobId: number; handedOver: number; missing: number; unexpected: number; reason: string | null };
    /** The operator completed a handover with parcels missing and gave this reason. */
    handoverMissingReason: { direction: 'toDriver' | 'fromDriver'; jobId: number; missing: string[]; reason: string };
  }
}

export const HANDOVER_EVENTS: EventKindDef[] = [
  {
    kind: 'handoverCompleted', label: 'handover.event.completed', details: 'handover.event.completed_details',
    values: (p) => ({ direction: p.direction, jobId: p.jobId, handedOver: p.handedOver, missing: p.missing, unexpected: p.unexpected, hasReason: p.reason ? 'yes' : 'no', reason: p.reason ?? '' }),
  },
  {
    kind: 'handoverMissingReason', label: 'handover.event.missing_reason', details: 'handover.event.missing_reason_details',
    values: (p, f) => ({ direction: p.direction, jobId: p.jobId, count: p.missing.length, missing: f.list(p.missing), reason: p.reason }),
  },
];
