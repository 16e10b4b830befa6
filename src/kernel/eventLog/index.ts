import { createEventLog, type EventLog } from './eventLog';
import { createIndexedDbStore } from './indexedDbStore';
import { createMemoryStore } from './memoryStore';

export type { PortalEvent, EventStore } from './types';
export { createEventLog, type EventLog } from './eventLog';
export { createMemoryStore } from './memoryStore';
export { eventsToCsvRows, neutraliseCell } from './csv';

let log: EventLog | null = null;

/** The portal's event log, persisted in IndexedDB when the browser has it. */
export function eventLog(): EventLog {
  log ??= createEventLog(typeof indexedDB !== 'undefined' ? createIndexedDbStore(indexedDB) : createMemoryStore());
  return log;
}

/** Tests swap in their own log. */
export function setEventLogForTest(next: EventLog | null): void {
  log = next;
}
