/**
 * One tab at a time: a lock shared by every tab of this browser (Web Locks), so that two tabs of one operator cannot
 * both act on the same stored state. Where Web Locks are missing (old browsers, jsdom) the lock still orders the
 * callers of this page, which is all such a browser can promise.
 */
const queues = new Map<string, Promise<unknown>>();

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function lockManager(): LockManagerLike | null {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  return nav?.locks && typeof nav.locks.request === 'function' ? nav.locks : null;
}

/** Runs `fn` while holding the lock `name`; the next holder waits until `fn` has settled. */
export function withTabLock<T>(name: string, fn: () => Promise<T> | T): Promise<T> {
  const locks = lockManager();
  if (locks) return locks.request(name, async () => fn());
  const before = queues.get(name) ?? Promise.resolve();
  const mine = before.then(() => fn(), () => fn());
  const tail = mine.catch(() => undefined);
  queues.set(name, tail);
  void tail.then(() => { if (queues.get(name) === tail) queues.delete(name); });
  return mine;
}
