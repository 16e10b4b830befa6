// The event kinds this plugin writes, with their payloads (logEvent checks both) and their labels.
import type { EventKindDef } from '@kernel';

declare module '../../kernel' {
  interface PortalEventMap {
    stocktake: { expected: number; found: number; missing: string[]; extra: string[] };
  }
}

export const HISTORY_EVENTS: EventKindDef[] = [{ kind: 'stocktake', label: 'store.stocktake.event' }];
