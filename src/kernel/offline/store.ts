/**
 * Where queued work is kept while it waits to be sent: IndexedDB (through idb) in the browser, so a reload or a crash
 * while offline loses nothing; a memory store where there is no IndexedDB (unit tests, blocked storage).
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** One queued piece of work as stored; `item` is the flow's own shape, checked when read back. */
export interface StoredEntry {
  /** Grows with each add: the order the work was done in. */
  id: number;
  /** The queue and the operator it belongs to (`name|user@point`). */
  box: string;
  /** Idempotency key of this entry's own send. */
  key: string;
  item: unknown;
  /** Idempotency key of the one send carrying this entry with others; fixed before that send is first tried. */
  batch: string | null;
  /** The server's reason when it refused the entry; null while it waits. */
  refused: string | null;
  addedAt: string;
  /** How many parcels the entry stands for in the header's count (one request may carry several); 1 if absent. */
  size?: number;
}

export interface OutboxStore {
  add(entry: Omit<StoredEntry, 'id'>): Promise<StoredEntry>;
  /** Adds these entries in one transaction (all or none), in this order. */
  addAll(entries: readonly Omit<StoredEntry, 'id'>[]): Promise<StoredEntry[]>;
  /** A box's entries, oldest first. */
  list(box: string): Promise<StoredEntry[]>;
  /** Every entry of every box (a count at start-up, before any flow has loaded its queue). */
  all(): Promise<StoredEntry[]>;
  /** Writes these entries in one transaction (all or none). */
  put(entries: readonly StoredEntry[]): Promise<void>;
  remove(ids: readonly number[]): Promise<void>;
}

interface OutboxDb extends DBSchema {
  entries: { key: number; value: StoredEntry; indexes: { box: string } };
}

/** The browser's store: one database for every queue, entries indexed by box. */
export function createIdbStore(name = 'dp-portal-outbox'): OutboxStore {
  let db: Promise<IDBPDatabase<OutboxDb>> | null = null;
  const open = () => (db ??= openDB<OutboxDb>(name, 1, {
    upgrade(d) {
      d.createObjectStore('entries', { keyPath: 'id', autoIncrement: true }).createIndex('box', 'box');
    },
  }));
  return {
    async add(entry) {
      const id = await (await open()).add('entries', entry as StoredEntry);
      return { ...entry, id };
    },
    async addAll(entries) {
      const tx = (await open()).transaction('entries', 'readwrite');
      const ids = await Promise.all(entries.map((e) => tx.store.add(e as StoredEntry)));
      await tx.done;
      return entries.map((e, i) => ({ ...e, id: ids[i] ?? 0 }));
    },
    async list(box) {
      const all = await (await open()).getAllFromIndex('entries', 'box', box);
      return all.sort((a, b) => a.id - b.id);
    },
    async all() {
      return (await open()).getAll('entries');
    },
    async put(entries) {
      const tx = (await open()).transaction('entries', 'readwrite');
      await Promise.all([...entries.map((e) => tx.store.put(e)), tx.done]);
    },
    async remove(ids) {
      const tx = (await open()).transaction('entries', 'readwrite');
      await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
    },
  };
}

/** A store in memory (tests, and browsers without IndexedDB: the queue then lives as long as the page). */
export function createMemoryStore(): OutboxStore {
  const rows = new Map<number, StoredEntry>();
  let last = 0;
  const copy = (e: StoredEntry): StoredEntry => structuredClone(e);
  const add = (entry: Omit<StoredEntry, 'id'>): StoredEntry => {
    last += 1;
    const stored = copy({ ...entry, id: last });
    rows.set(last, stored);
    return copy(stored);
  };
  return {
    async add(entry) {
      return add(entry);
    },
    async addAll(entries) {
      return entries.map(add);
    },
    async list(box) {
      return [...rows.values()].filter((e) => e.box === box).sort((a, b) => a.id - b.id).map(copy);
    },
    async all() {
      return [...rows.values()].map(copy);
    },
    async put(entries) {
      for (const e of entries) rows.set(e.id, copy(e));
    },
    async remove(ids) {
      for (const id of ids) rows.delete(id);
    },
  };
}

let shared: OutboxStore | null = null;

/** IndexedDB where the browser has it, else memory; one store for every queue of the page. */
export function defaultStore(): OutboxStore {
  return (shared ??= typeof indexedDB !== 'undefined' ? createIdbStore() : createMemoryStore());
}
