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
  { kind: 'handoverCompleted', label: 'handover.event.completed' },
  { kind: 'handoverMissingReason', label: 'handover.event.missing_reason' },
];
