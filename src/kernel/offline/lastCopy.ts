/**
 * The last copy of a server list the operator loaded (a list of parcels, say), kept per operator and point in IndexedDB with
 * the time it was loaded, so a flow can start from it while the server cannot be reached and say how old it is.
 * It is not work to send: the header does not count it, and a log-out does not ask about it. It holds customers'
 * names and phone numbers, so it does not outlive its operator on a shared device: a chosen log-out clears every copy,
 * and a login clears every copy of anyone else (one a token's expiry left waits for the same operator only).
 */
import { openDB, type IDBPDatabase } from 'idb';
import { operatorScope } from '../persist/drafts';

/** A kept copy and when it was loaded (ISO time). */
export interface KeptCopy<T> {
  value: T;
  savedAt: string;
}

interface StoredCopy {
  /** `name|user@point` */
  id: string;
  value: unknown;
  savedAt: string;
}

/** Where copies are kept: one record a copy name and owner. */
export interface CopyStore {
  get(id: string): Promise<StoredCopy | undefined>;
  put(copy: StoredCopy): Promise<void>;
  /** Every kept copy's id. */
  ids(): Promise<string[]>;
  remove(ids: readonly string[]): Promise<void>;
}

export interface LastCopySpec<T> {
  /** Unique in the portal. */
  name: string;
  /** The value if it has the flow's shape, else null (then it is as if nothing were kept). */
  validate: (value: unknown) => T | null;
  store?: CopyStore;
  /** Whose copy it is; default the logged-in operator at the point, null when nobody is logged in. */
  owner?: () => string | null;
  now?: () => Date;
}

export interface LastCopy<T> {
  /** Keeps this value as the last one loaded, now. */
  save(value: T): Promise<void>;
  /** The current owner's last copy, or null (none kept, unreadable, of another shape). */
  load(): Promise<KeptCopy<T> | null>;
}

function idbCopyStore(): CopyStore {
  let db: Promise<IDBPDatabase> | null = null;
  const open = () => (db ??= openDB('dp-portal-copies', 1, { upgrade(d) { d.createObjectStore('copies', { keyPath: 'id' }); } }));
  return {
    async get(id) { return (await (await open()).get('copies', id)) as StoredCopy | undefined; },
    async put(copy) { await (await open()).put('copies', copy); },
    async ids() { return (await (await open()).getAllKeys('copies')).map(String); },
    async remove(ids) {
      const tx = (await open()).transaction('copies', 'readwrite');
      await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
    },
  };
}

/** A store in memory (tests, browsers without IndexedDB). */
export function createMemoryCopyStore(): CopyStore {
  const rows = new Map<string, StoredCopy>();
  return {
    async get(id) { const c = rows.get(id); return c && structuredClone(c); },
    async put(copy) { rows.set(copy.id, structuredClone(copy)); },
    async ids() { return [...rows.keys()]; },
    async remove(ids) { for (const id of ids) rows.delete(id); },
  };
}

let shared: CopyStore | null = null;
const defaultCopyStore = () => (shared ??= typeof indexedDB !== 'undefined' ? idbCopyStore() : createMemoryCopyStore());

export function defineLastCopy<T>(spec: LastCopySpec<T>): LastCopy<T> {
  const store = () => spec.store ?? defaultCopyStore();
  const owner = spec.owner ?? operatorScope;
  const now = spec.now ?? (() => new Date());
  const id = () => { const who = owner(); return who === null ? null : `${spec.name}|${who}`; };
  return {
    async save(value) {
      const key = id();
      if (key === null) return;
      try {
        await store().put({ id: key, value, savedAt: now().toISOString() });
      } catch {
        // A full or blocked store costs only the offline start; the page works from the server as before.
      }
    },
    async load() {
      const key = id();
      if (key === null) return null;
      try {
        const kept = await store().get(key);
        const value = kept ? spec.validate(kept.value) : null;
        return kept && value !== null ? { value, savedAt: kept.savedAt } : null;
      } catch {
        return null;
      }
    },
  };
}

/**
 * Drops every kept copy not of `keep` (`user@point`): a chosen log-out passes null (every copy goes, they are caches
 * and hold customers' details), a login the operator now at the counter (a copy kept through a token's expiry waits
 * for the same operator only). A store that cannot be read keeps its copies; the next log-out or login tries again.
 */
export async function clearLastCopies(keep: string | null, store: CopyStore = defaultCopyStore()): Promise<void> {
  const ids = await store.ids();
  await store.remove(ids.filter((id) => id.slice(id.lastIndexOf('|') + 1) !== keep));
}
