/**
 * The simulated server's memory for customer collect: parcels released, releases that already failed once, resends.
 * The in-page simulator starts again on every reload; tests call resetCollectSim() between cases.
 */
export interface SimRelease {
  country: string;
  dpId: number;
  trackingId: string;
  releasedTo: string;
  at: string;
  codCollected: number | null;
}

const released = new Map<string, SimRelease>();
const failedOnce = new Set<string>();

const key = (country: string, trackingId: string) => `${country}:${trackingId.toUpperCase()}`;

export function releasedAt(country: string, trackingId: string) {
  return released.get(key(country, trackingId));
}

export function markReleased(release: SimRelease): void {
  released.set(key(release.country, release.trackingId), release);
}

/** Releases at one point since a time, oldest first. */
export function releasesSince(country: string, dpId: number, fromIso: string): SimRelease[] {
  return [...released.values()].filter((r) => r.country === country && r.dpId === dpId && r.at >= fromIso).sort((a, b) => a.at.localeCompare(b.at));
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
