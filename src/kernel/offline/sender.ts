import { Observable } from 'rxjs';
import { subscribe } from 'valtio';
import { isOnline, networkState } from '../network/state';
import { withTabLock } from '../persist/tabLock';
import type { Outbox } from './outbox';

/**
 * Runs `send` for a queue while holding the queue's lock, shared by every tab of the browser: one tab sends, and a
 * second tab that asks meanwhile waits, then finds the queue already sent. The lock is let go when `send` completes,
 * fails, or is unsubscribed (the page left, the operator logged out). Emits what `send` emits.
 */
export function sendAlone<T, R>(outbox: Outbox<T>, send: () => Observable<R>): Observable<R> {
  return new Observable<R>((subscriber) => {
    let release: () => void = () => undefined;
    let stopped = false;
    let inner: { unsubscribe(): void } | null = null;
    void withTabLock(`portal.outbox.${outbox.name}`, () => new Promise<void>((resolve) => {
      release = resolve;
      if (stopped) { resolve(); return; }
      inner = send().subscribe({
        next: (v) => subscriber.next(v),
        error: (e: unknown) => { resolve(); subscriber.error(e); },
        complete: () => { resolve(); subscriber.complete(); },
      });
    }));
    return () => {
      stopped = true;
      inner?.unsubscribe();
      release();
    };
  });
}

/**
 * Emits each time the portal is back online (the browser's 'online', or an API call answered after one that got no
 * answer): the signal to stop waiting and send now.
 */
export function onlineAgain$(): Observable<void> {
  return new Observable<void>((subscriber) => {
    let was = isOnline(networkState);
    return subscribe(networkState, () => {
      const now = isOnline(networkState);
      if (now && !was) subscriber.next();
      was = now;
    });
  });
}
