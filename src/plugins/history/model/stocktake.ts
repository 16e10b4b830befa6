/** A stocktake's result: what the shelf should hold against what was scanned on it. Pure. */
export interface StocktakeResult {
  found: string[];
  /** Should be here, not scanned. */
  missing: string[];
  /** Scanned, should not be here. */
  extra: string[];
}

/** Tracking ids as the portal compares them: trimmed, in capitals. */
export const normaliseTrackingId = (id: string) => id.trim().toUpperCase();

export function compareShelf(expected: readonly string[], scanned: readonly string[]): StocktakeResult {
  const want = new Set(expected.map(normaliseTrackingId));
  const got = new Set(scanned.map(normaliseTrackingId));
  return {
    found: [...want].filter((id) => got.has(id)),
    missing: [...want].filter((id) => !got.has(id)),
    extra: [...got].filter((id) => !want.has(id)),
  };
}
