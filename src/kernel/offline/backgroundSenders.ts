/**
 * Runs the plugins' senders on every page: a sender's module is loaded and started only once its queue has work
 * waiting (the header's count by queue name, read from the store at log-in), so a page with nothing waiting loads no
 * sender's code. One start per queue in a tab; tabs take turns through the queue's own lock (keepSending).
 */
import { subscribe } from 'valtio';
import type { BackgroundSender } from '../pluginHost/definePlugin';
import { isOnline, networkState, type NetworkState } from '../network/state';

/** Starts each sender when its queue first has work waiting; returns the stop of them all. */
export function runBackgroundSenders(senders: readonly BackgroundSender[], state: NetworkState = networkState): () => void {
  const stops = new Map<BackgroundSender, (() => void) | null>();
  // A module that could not load (offline, and not in the worker's cache) is tried again when the portal is back
  // online or the queue's count changes, not on every change of the state.
  const failed = new Map<BackgroundSender, number>();
  let wasOnline = isOnline(state);
  let stopped = false;

  const check = () => {
    if (stopped) return;
    const online = isOnline(state);
    if (online && !wasOnline) failed.clear();
    wasOnline = online;
    for (const sender of senders) {
      const waiting = state.waiting[sender.queue] ?? 0;
      if (stops.has(sender) || waiting === 0 || failed.get(sender) === waiting) continue;
      failed.delete(sender);
      stops.set(sender, null);
      sender.start().then(
        (stop) => { if (stopped) stop(); else stops.set(sender, stop); },
        () => { stops.delete(sender); failed.set(sender, state.waiting[sender.queue] ?? 0); },
      );
    }
  };
  check();
  const unsubscribe = subscribe(state, check);
  return () => {
    stopped = true;
    unsubscribe();
    stops.forEach((stop) => stop?.());
    stops.clear();
  };
}
