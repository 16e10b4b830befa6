import type { EventStore, PortalEvent } from './types';

/** An in-memory store, for tests and browsers without IndexedDB (private modes). */
export function createMemoryStore(): EventStore {
  let events: PortalEvent[] = [];
  let next = 1;
  return {
    async add(event) {
      const stored = { ...event, id: next++ };
      events.push(stored);
      return stored;
    },
    async since(fromIso) {
      return events.filter((e) => e.at >= fromIso);
    },
    async count() {
      return events.length;
    },
    async prune(beforeIso, keep) {
      events = events.filter((e) => e.at >= beforeIso);
      if (events.length > keep) events = events.slice(events.length - keep);
    },
  };
}
