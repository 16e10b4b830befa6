// The event kinds the collect plugin writes, with their payloads; the manifest lists them with their labels.
import type { EventKindDef } from '@kernel';

declare module '../../kernel' {
  interface PortalEventMap {
    /** One parcel handed to a customer (one event per parcel), with the cash taken for it when it was COD. */
    collectReleased: { trackingId: string; releasedTo: string; codCollected: number | null; currency: string };
    /** A customer's code or QR checked at the counter. */
    collectVerified: { method: 'otp' | 'qr' | 'trackingId'; outcome: 'verified' | 'refused'; parcels: number };
  }
}

export const COLLECT_EVENTS: EventKindDef[] = [
  {
    kind: 'collectReleased', label: 'collect.event.released', details: 'collect.event.released_details',
    values: (p, f) => ({ trackingId: p.trackingId, releasedTo: p.releasedTo, cod: p.codCollected === null ? 'no' : 'yes', amount: p.codCollected === null ? '' : f.money(p.codCollected, p.currency) }),
  },
  {
    kind: 'collectVerified', label: 'collect.event.verified', details: 'collect.event.verified_details',
    values: (p) => ({ method: p.method, outcome: p.outcome, parcels: p.parcels }),
  },
];
