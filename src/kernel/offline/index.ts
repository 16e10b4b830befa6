// The offline queue: work kept while the server cannot be reached, and sent once when it can.
export { defineOutbox, waitingOf, type Outbox, type OutboxEntry, type OutboxSpec } from './outbox';
export { createIdbStore, createMemoryStore, type OutboxStore, type StoredEntry } from './store';
export { sendAlone, onlineAgain$ } from './sender';
export { isTransientError } from './transient';
export { drainOutbox, type BatchOutcome, type DrainEvent, type DrainOptions, type DrainSteps } from './drain';
