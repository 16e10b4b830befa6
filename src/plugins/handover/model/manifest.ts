// The manifest check (issue 16, beyond every peer): what the job expects, what was scanned, what is missing and what
// was scanned that the job does not list.
import { FIELD_LIMITS, isTooLong } from '@ui';
import { sameCode } from './orders';

export interface ManifestCount {
  expected: number;
  scanned: number;
  missing: number;
  unexpected: number;
  /** The barcodes of the job not scanned, in the job's order. */
  missingIds: string[];
  /** Scanned codes the job does not list, in scan order. */
  unexpectedIds: string[];
}

/**
 * `expected`: the job's barcodes; `scanned`: every code accepted or refused as the operator scanned it (repeats and
 * case are forgiven). `scanned` counts the job's parcels scanned; an unexpected code counts once.
 */
export function manifestCount(expected: readonly string[], scanned: readonly string[]): ManifestCount {
  const want = new Set(expected.map(sameCode));
  const seen = new Set<string>();
  const unexpectedIds: string[] = [];
  let hits = 0;
  for (const raw of scanned) {
    const code = sameCode(raw);
    if (code === '' || seen.has(code)) continue;
    seen.add(code);
    if (want.has(code)) hits += 1;
    else unexpectedIds.push(code);
  }
  const missingIds = [...want].filter((code) => !seen.has(code));
  return { expected: want.size, scanned: hits, missing: missingIds.length, unexpected: unexpectedIds.length, missingIds, unexpectedIds };
}

/** The reason is a text field of the spec (at most 255 characters): a longer one is refused whole, never cut. */
export const reasonTooLong = (reason: string): boolean => isTooLong(reason.trim(), FIELD_LIMITS.text);

/** Completing needs at least one parcel, and with parcels missing an explicit reason that is not too long. */
export function completionProblem(count: ManifestCount, reason: string): 'nothingScanned' | 'reasonNeeded' | 'reasonTooLong' | null {
  if (count.scanned === 0) return 'nothingScanned';
  if (count.missing > 0 && reason.trim().length === 0) return 'reasonNeeded';
  if (count.missing > 0 && reasonTooLong(reason)) return 'reasonTooLong';
  return null;
}
