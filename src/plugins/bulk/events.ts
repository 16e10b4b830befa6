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
  { kind: 'bulkFile', label: 'bulk.event.file' },
  { kind: 'bulkChunk', label: 'bulk.event.chunk' },
];
