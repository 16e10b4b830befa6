/**
 * A value every tab of this browser reads the same at once. Local storage is not that in Chromium: each tab's
 * process keeps a copy and hears of another tab's write a moment later, so two tabs taking turns under a lock can
 * still read a stale value. IndexedDB transactions are seen by every tab as soon as they complete. Where IndexedDB is
 * missing (jsdom, blocked storage), local storage stands in.
 */
const DB = 'portal.shared';
const STORE = 'values';

let opening: Promise<IDBDatabase | null> | null = null;

function database(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    const idb = (globalThis as { indexedDB?: IDBFactory }).indexedDB;
    if (!idb) return resolve(null);
    try {
      const req = idb.open(DB, 1);
      req.onupgradeneeded = () => { req.result.createObjectStore(STORE); };
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => resolve(null);
      req.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

function inTransaction<T>(db: IDBDatabase, mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest | null): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const req = work(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(req ? (req.result as T) : undefined);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

/** The value under `key`, or undefined. */
export async function readShared(key: string): Promise<unknown> {
  const db = await database();
  if (!db) {
    const raw = globalThis.localStorage?.getItem(key);
    return raw == null ? undefined : (JSON.parse(raw) as unknown);
  }
  return inTransaction(db, 'readonly', (s) => s.get(key));
}

/** Stores `value` under `key`; undefined removes it. */
export async function writeShared(key: string, value: unknown): Promise<void> {
  const db = await database();
  if (!db) {
    if (value === undefined) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, JSON.stringify(value));
    return;
  }
  await inTransaction(db, 'readwrite', (s) => (value === undefined ? s.delete(key) : s.put(value, key)));
}
