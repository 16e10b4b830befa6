// The event kinds this plugin writes, with their payloads (logEvent checks both) and their labels.
import type { EventKindDef } from '@kernel';

declare module '../../kernel' {
  interface PortalEventMap {
    stocktake: { expected: number; found: number; missing: string[]; extra: string[] };
  }
}

export const HISTORY_EVENTS: EventKindDef[] = [{
  kind: 'stocktake', label: 'store.stocktake.event', details: 'store.stocktake.event_details',
  values: (p, f) => ({ expected: p.expected, found: p.found, missingCount: p.missing.length, missing: f.list(p.missing), extraCount: p.extra.length, extra: f.list(p.extra) }),
}];
