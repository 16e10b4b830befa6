/**
 * A queue of work done while the server could not be reached (parcels scanned offline), kept per operator and point
 * in IndexedDB, in the order it was done. Every entry gets an idempotency key when it is added, so whatever sends it
 * (after a reload, from another tab, after a reconnect that flapped) sends the same request, which the server carries
 * out once. The queue reports how many entries wait to the header's network status.
 */
import { newIdempotencyKey } from '../api/idempotency';
import { reportWaiting } from '../network/state';
import { operatorScope } from '../persist/drafts';
import { defaultStore, type OutboxStore, type StoredEntry } from './store';
import { noteQueueReported } from './waitingAtStart';

/** One queued piece of work with the flow's own item. */
export interface OutboxEntry<T> extends Omit<StoredEntry, 'item'> {
  item: T;
}

export interface OutboxSpec<T> {
  /** The queue's name, unique in the portal (also its source name in the header's waiting count). */
  name: string;
  /** The item if it has the flow's shape, else null (then the entry is left out). */
  validate: (value: unknown) => T | null;
  /** Where entries are kept; default IndexedDB. */
  store?: OutboxStore;
  /** Whose queue it is now; default the logged-in operator at the point, null when nobody is logged in. */
  owner?: () => string | null;
  /** How many parcels an item stands for in the header's waiting count; default 1 an entry. */
  size?: (item: T) => number;
}

export interface Outbox<T> {
  readonly name: string;
  /** The current owner's entries, oldest first (refused ones included). */
  entries(): Promise<OutboxEntry<T>[]>;
  /** Queues an item with a new idempotency key; null when nobody is logged in (the work has no owner to wait for). */
  add(item: T): Promise<OutboxEntry<T> | null>;
  /**
   * Queues items to be sent together as one request under `key` (one already tried, whose answer never came: the
   * server may have acted on it) or a new one; stored in one write, so no sender sees half of them. Null when nobody
   * is logged in.
   */
  addBatch(items: readonly T[], key?: string): Promise<OutboxEntry<T>[] | null>;
  /** Stores changed entries (an item completed by a lookup, a batch key) in one write. */
  update(entries: readonly OutboxEntry<T>[]): Promise<void>;
  /**
   * Puts the entries that have no batch yet in one batch with a new key, stored before anything is sent: a send
   * interrupted half-way is sent again with the same key. Returns the entries with their batch key.
   */
  batch(entries: readonly OutboxEntry<T>[]): Promise<OutboxEntry<T>[]>;
  /** Marks entries refused by the server, with its reason: they stay as rows for the operator, unsent. */
  refuse(ids: readonly number[], reason: string): Promise<void>;
  /** Drops entries: sent, or dismissed by the operator. */
  remove(ids: readonly number[]): Promise<void>;
  /** Reads the queue again, reports its waiting count and tells the watchers (a page opening, a log-in). */
  refresh(): Promise<void>;
  /** Calls `onChange` after any change, made in this tab or another. Returns the stop. */
  watch(onChange: () => void): () => void;
}

const CHANNEL = 'portal.outbox';

/** Entries still to send (not refused). */
export function waitingOf<T>(entries: readonly OutboxEntry<T>[]): OutboxEntry<T>[] {
  return entries.filter((e) => e.refused === null);
}

const sizeOf = (e: { size?: number }) => e.size ?? 1;

export function defineOutbox<T>(spec: OutboxSpec<T>): Outbox<T> {
  let store: OutboxStore | null = spec.store ?? null;
  const kept = () => (store ??= defaultStore());
  const owner = spec.owner ?? operatorScope;
  const box = () => {
    const who = owner();
    return who === null ? null : `${spec.name}|${who}`;
  };
  const listeners = new Set<() => void>();
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  channel?.addEventListener('message', (m: MessageEvent<unknown>) => {
    // A store that cannot be read now (the tab closing) leaves the count as it was; the next change reads again.
    if (m.data === spec.name) changed(false).catch(() => undefined);
  });

  const read = async (): Promise<OutboxEntry<T>[]> => {
    const b = box();
    if (b === null) return [];
    const out: OutboxEntry<T>[] = [];
    for (const e of await kept().list(b)) {
      const item = spec.validate(e.item);
      if (item !== null) out.push({ ...e, item });
    }
    return out;
  };

  async function changed(tellOthers: boolean): Promise<void> {
    if (tellOthers) channel?.postMessage(spec.name);
    noteQueueReported(spec.name);
    reportWaiting(spec.name, waitingOf(await read()).reduce((n, e) => n + sizeOf(e), 0));
    listeners.forEach((l) => l());
  }

  const toStored = (e: OutboxEntry<T>): StoredEntry => ({ ...e, item: e.item as unknown });
  const sized = (item: T): { size?: number } => (spec.size ? { size: Math.max(0, Math.floor(spec.size(item))) } : {});

  return {
    name: spec.name,
    entries: read,
    async add(item) {
      const b = box();
      if (b === null) return null;
      const stored = await kept().add({ box: b, key: newIdempotencyKey(), item, batch: null, refused: null, addedAt: new Date().toISOString(), ...sized(item) });
      await changed(true);
      return { ...stored, item };
    },
    async addBatch(items, key) {
      const b = box();
      if (b === null) return null;
      const batch = key ?? newIdempotencyKey();
      const at = new Date().toISOString();
      const stored = await kept().addAll(items.map((item) => ({ box: b, key: newIdempotencyKey(), item, batch, refused: null, addedAt: at, ...sized(item) })));
      await changed(true);
      return stored.map((e, i) => ({ ...e, item: items[i] as T }));
    },
    async update(entries) {
      await kept().put(entries.map(toStored));
      await changed(true);
    },
    async batch(entries) {
      const key = newIdempotencyKey();
      const next = entries.map((e) => (e.batch === null ? { ...e, batch: key } : e));
      await kept().put(next.map(toStored));
      return next;
    },
    async refuse(ids, reason) {
      const all = await read();
      await kept().put(all.filter((e) => ids.includes(e.id)).map((e) => toStored({ ...e, refused: reason })));
      await changed(true);
    },
    async remove(ids) {
      await kept().remove(ids);
      await changed(true);
    },
    refresh: () => changed(false),
    watch(onChange) {
      listeners.add(onChange);
      return () => { listeners.delete(onChange); };
    },
  };
}
