// The event kinds the bulk plugin writes, with their payloads; the manifest lists them with their labels.
import type { EventKindDef } from '@kernel';

declare module '../../kernel' {
  interface PortalEventMap {
    /** A bulk file read at the counter: its type and how many orders, or why it was refused. */
    bulkFile: { type: 'send' | 'post' | 'refused'; orders: number; reason: string | null };
    /** One chunk of a bulk post file answered by the server. */
    bulkChunk: { key: string; created: number; failed: number };
  }
}

export const BULK_EVENTS: EventKindDef[] = [
  {
    kind: 'bulkFile', label: 'bulk.event.file', details: 'bulk.event.file_details',
    // A refused file's reason is the catalog id of what the page said.
    values: (p, f) => ({ type: p.type, orders: p.orders, reason: p.reason === null ? '' : f.text(p.reason) }),
  },
  {
    kind: 'bulkChunk', label: 'bulk.event.chunk', details: 'bulk.event.chunk_details',
    values: (p) => ({ key: p.key, created: p.created, failed: p.failed }),
  },
];
