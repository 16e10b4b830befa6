// The offline queue: work kept while the server cannot be reached, and sent once when it can.
export { defineOutbox, waitingOf, type Outbox, type OutboxEntry, type OutboxSpec } from './outbox';
export { createIdbStore, createMemoryStore, type OutboxStore, type StoredEntry } from './store';
export { sendAlone, onlineAgain$ } from './sender';
export { keepSending } from './keepSending';
export { gotNoAnswer, isTransientError } from './transient';
export { defineLastCopy, createMemoryCopyStore, type CopyStore, type KeptCopy, type LastCopy, type LastCopySpec } from './lastCopy';
export { drainOutbox, type BatchOutcome, type DrainEvent, type DrainOptions, type DrainSteps } from './drain';
import { watchStoredWaiting } from './waitingAtStart';

export { reportStoredWaiting } from './waitingAtStart';

// The header counts what waits from the first screen on (reload, log-in), not only once a flow opens its queue.
if (typeof window !== 'undefined' && typeof indexedDB !== 'undefined') watchStoredWaiting();
