/**
 * Handovers completed while the server could not be reached: kept in the kernel's offline queue (IndexedDB, per
 * operator and point), one entry a completion under the idempotency key its first try used, counted in the header by
 * its parcels, and sent once when the network is back. The page reads a live copy; a log-out asks first.
 */
import { proxy } from 'valtio';
import { defineOutbox, registerUnsentWork, waitingOf, type OutboxEntry } from '@kernel';
import type { Completion } from '../model/completion';
import type { Direction } from '../model/statuses';
import { COMPLETIONS_QUEUE } from './completionsQueueName';

const isStrList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

function completionFrom(value: unknown): Completion | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Partial<Completion>;
  const ok = (v.direction === 'toDriver' || v.direction === 'fromDriver') && typeof v.jobId === 'number'
    && isStrList(v.scanned) && isStrList(v.missing) && isStrList(v.unexpected) && (v.reason === null || typeof v.reason === 'string');
  return ok ? (v as Completion) : null;
}

export const completionQueue = defineOutbox<Completion>({
  name: COMPLETIONS_QUEUE, validate: completionFrom, size: (c) => c.scanned.length,
});

/** The queue as last read, for rendering and for the log-out question. */
export const queuedView = proxy<{ entries: OutboxEntry<Completion>[] }>({ entries: [] });

export async function refreshQueued(): Promise<void> {
  queuedView.entries = await completionQueue.entries();
  await completionQueue.refresh();
}

// A store that cannot be read now leaves the list as it was; the next change reads again.
completionQueue.watch(() => { completionQueue.entries().then((entries) => { queuedView.entries = entries; }, () => undefined); });

/** The completion of a direction kept in the queue (waiting or refused), if any. */
export function queuedFor(direction: Direction, entries: readonly OutboxEntry<Completion>[] = queuedView.entries): OutboxEntry<Completion> | null {
  return entries.find((e) => e.item.direction === direction) ?? null;
}

/**
 * Keeps a completion to send when the network is back, under `key` (the one its first try carried, if any). A
 * direction holds one: a second Complete while one waits keeps nothing more.
 */
export async function queueCompletion(completion: Completion, key: string): Promise<boolean> {
  if (queuedFor(completion.direction, await completionQueue.entries())) return true;
  const kept = await completionQueue.addBatch([completion], key);
  if (kept) queuedView.entries = await completionQueue.entries();
  return kept !== null;
}

registerUnsentWork(() => waitingOf(queuedView.entries).map((e) => ({
  messageId: 'handover.offline.unsent', values: { direction: e.item.direction, job: e.item.jobId, count: e.item.scanned.length }, ids: e.item.scanned,
})));
