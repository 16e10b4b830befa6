/** One thing that happened at the counter. Append-only: events are never edited. */
export interface PortalEvent {
  /** Store key, set when persisted. */
  id?: number;
  /** ISO time in UTC. */
  at: string;
  dpId: number | null;
  user: string | null;
  kind: string;
  payload: Record<string, unknown>;
}

/** Where events are kept: IndexedDB in the browser, memory where it is missing. */
export interface EventStore {
  add(event: PortalEvent): Promise<PortalEvent>;
  /** Events at or after `fromIso`, oldest first. */
  since(fromIso: string): Promise<PortalEvent[]>;
  count(): Promise<number>;
  /** Deletes events older than `beforeIso`, then the oldest beyond `keep`. */
  prune(beforeIso: string, keep: number): Promise<void>;
}
