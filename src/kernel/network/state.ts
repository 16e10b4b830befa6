/**
 * Whether the portal can reach its server now, and how much work waits to be sent. Two causes make the portal
 * offline: the browser says so (navigator.onLine, the 'offline' event), or an API call failed as a dropped network
 * does (no answer at all) while the browser still believes it is connected, as on a Wi-Fi with no way out.
 */
import { proxy } from 'valtio';

export interface NetworkState {
  /** The browser's own view (navigator.onLine and its online/offline events). */
  browserOnline: boolean;
  /** The last API call got no answer at all; cleared by the next answered call or the 'online' event. */
  apiUnreachable: boolean;
  /** What each source (a queue, a flow) holds unsent, by source name. */
  waiting: Record<string, number>;
}

function browserSaysOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

export const networkState = proxy<NetworkState>({ browserOnline: browserSaysOnline(), apiUnreachable: false, waiting: {} });

/** Online only when neither the browser nor the last API call says otherwise. */
export function isOnline(s: Pick<NetworkState, 'browserOnline' | 'apiUnreachable'> = networkState): boolean {
  return s.browserOnline && !s.apiUnreachable;
}

/** Total of the work every source holds unsent. */
export function waitingTotal(s: Pick<NetworkState, 'waiting'> = networkState): number {
  let total = 0;
  for (const count of Object.values(s.waiting)) total += count;
  return total;
}

/** An API call got an answer (any status): the server is reachable. */
export function noteApiAnswered(): void {
  if (networkState.apiUnreachable) networkState.apiUnreachable = false;
}

/** An API call got no answer at all (not a cancel): the network dropped somewhere between us and the server. */
export function noteApiDropped(): void {
  if (!networkState.apiUnreachable) networkState.apiUnreachable = true;
}

/** The operator asks again: the next call decides whether the server answers (the browser's own view stays). */
export function retryServer(): void {
  networkState.apiUnreachable = false;
}

/**
 * A source says how many items it holds unsent (0 when it has sent everything). Sources are named so two queues
 * add up instead of overwriting each other.
 */
export function reportWaiting(source: string, count: number): void {
  const n = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  if (n === 0) {
    if (source in networkState.waiting) delete networkState.waiting[source];
    return;
  }
  if (networkState.waiting[source] !== n) networkState.waiting[source] = n;
}

/** Follows the browser's online/offline events on `target`; returns the stop. */
export function watchBrowserNetwork(target: Window = window): () => void {
  const onOnline = () => {
    networkState.browserOnline = true;
    // The browser's 'online' is the signal to try again: the next call decides whether the server is there.
    networkState.apiUnreachable = false;
  };
  const onOffline = () => { networkState.browserOnline = false; };
  networkState.browserOnline = target.navigator.onLine !== false;
  target.addEventListener('online', onOnline);
  target.addEventListener('offline', onOffline);
  return () => {
    target.removeEventListener('online', onOnline);
    target.removeEventListener('offline', onOffline);
  };
}

if (typeof window !== 'undefined') watchBrowserNetwork(window);
