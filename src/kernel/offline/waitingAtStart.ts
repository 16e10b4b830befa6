/**
 * The header's waiting count right after a reload or a log-in, before any flow has opened its queue: every queue's
 * entries of the logged-in operator still to send, counted from the store by queue name. A flow's queue reports
 * again on each change once it is loaded.
 */
import { subscribe } from 'valtio';
import { reportWaiting } from '../network/state';
import { operatorScope } from '../persist/drafts';
import { session } from '../session/store';
import { defaultStore, type OutboxStore } from './store';

// Queues that reported a count: a log-out or another operator's log-in sets them back to what the new owner has.
const reported = new Set<string>();

/** A queue reports its own count (outbox.ts): it is then reset with the others when the owner changes. */
export function noteQueueReported(name: string): void {
  reported.add(name);
}

export async function reportStoredWaiting(store: OutboxStore = defaultStore(), owner: string | null = operatorScope()): Promise<void> {
  const counts = new Map<string, number>();
  for (const e of owner === null ? [] : await store.all()) {
    const cut = e.box.lastIndexOf('|');
    if (cut < 0 || e.box.slice(cut + 1) !== owner || e.refused !== null) continue;
    const name = e.box.slice(0, cut);
    counts.set(name, (counts.get(name) ?? 0) + (e.size ?? 1));
  }
  reported.forEach((name) => { if (!counts.has(name)) reportWaiting(name, 0); });
  counts.forEach((count, name) => { reported.add(name); reportWaiting(name, count); });
}

/** Counts once now and at each log-in; returns the stop. */
export function watchStoredWaiting(): () => void {
  let last = operatorScope();
  const count = () => { void reportStoredWaiting().catch(() => undefined); };
  count();
  return subscribe(session, () => {
    const now = operatorScope();
    if (now !== last) { last = now; count(); }
  });
}

/**
 * A chosen log-out, once the operator has agreed to lose the work not sent: the operator's queued entries go with
 * their drafts, so the next operator on this browser never sends them (an expired token keeps them: see logout).
 */
export async function clearOperatorOutboxes(store: OutboxStore = defaultStore(), owner: string | null = operatorScope()): Promise<void> {
  if (owner === null) return;
  const mine = (await store.all()).filter((e) => e.box.endsWith(`|${owner}`));
  await store.remove(mine.map((e) => e.id));
  await reportStoredWaiting(store, null);
}
