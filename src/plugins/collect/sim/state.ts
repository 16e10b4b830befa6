/**
 * The simulated server's memory for customer collect: parcels released, releases that already failed once, resends.
 * The in-page simulator starts again on every reload; tests call resetCollectSim() between cases.
 */
const released = new Map<string, { releasedTo: string; at: string }>();
const failedOnce = new Set<string>();

const key = (country: string, trackingId: string) => `${country}:${trackingId.toUpperCase()}`;

export function releasedAt(country: string, trackingId: string) {
  return released.get(key(country, trackingId));
}

export function markReleased(country: string, trackingId: string, releasedTo: string, at: string): void {
  released.set(key(country, trackingId), { releasedTo, at });
}

/** True the first time it is asked for `what`, false after. */
export function firstFailure(what: string): boolean {
  if (failedOnce.has(what)) return false;
  failedOnce.add(what);
  return true;
}

export function resetCollectSim(): void {
  released.clear();
  failedOnce.clear();
}
