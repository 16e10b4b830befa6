import type { EventStore, PortalEvent } from './types';

const STORE = 'events';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function open(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = factory.open(name, 1);
    req.onupgradeneeded = () => {
      const store = req.result.createObjectStore(STORE, { keyPath: 'id', autoIncrement: true });
      store.createIndex('at', 'at');
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** Events in IndexedDB, indexed by time, so a day's events load without reading the whole log. */
export function createIndexedDbStore(factory: IDBFactory, name = 'dp-portal-events'): EventStore {
  let db: Promise<IDBDatabase> | null = null;
  const tx = async (mode: IDBTransactionMode) => (await (db ??= open(factory, name))).transaction(STORE, mode).objectStore(STORE);
  return {
    async add(event) {
      const store = await tx('readwrite');
      const { id: _ignored, ...record } = event;
      const id = await request(store.add(record));
      return { ...event, id: Number(id) };
    },
    async since(fromIso) {
      const store = await tx('readonly');
      return request(store.index('at').getAll(IDBKeyRange.lowerBound(fromIso))) as Promise<PortalEvent[]>;
    },
    async count() {
      return request((await tx('readonly')).count());
    },
    async prune(beforeIso, keep) {
      const store = await tx('readwrite');
      const old = await request(store.index('at').getAllKeys(IDBKeyRange.upperBound(beforeIso, true)));
      for (const key of old) store.delete(key);
      const total = await request(store.count());
      if (total > keep) {
        const extra = await request(store.getAllKeys(null, total - keep));
        for (const key of extra) store.delete(key);
      }
    },
  };
}
