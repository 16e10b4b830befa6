// The event kinds the shippers plugin writes, with their payloads; the manifest lists them with their labels.
import type { EventKindDef } from '@kernel';

declare module '../../kernel' {
  interface PortalEventMap {
    shipperSignup: { outcome: string; shipperId?: number; billingType?: string; cod?: boolean };
  }
}

export const SHIPPER_EVENTS: EventKindDef[] = [
  {
    kind: 'shipperSignup', label: 'orders.event.shipper_signup', details: 'orders.event.shipper_signup_details',
    values: (p) => ({ outcome: p.outcome, shipperId: p.shipperId ?? '—' }),
  },
];
