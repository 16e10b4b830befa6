/** Spec message (part 1 §5) for a tracking or stamp id with characters it may not have. */
export const INVALID_ID_FORMAT = 'scanner.invalid_format';

/**
 * Tracking and stamp ids: one containing 'STAMP' (any case) must be letters and digits only; any other id may also
 * have hyphens. Returns the catalog id of the problem, or null when the id is fine. Empty input is the caller's
 * "required" case, not a format error.
 */
export function parcelIdProblem(raw: string): string | null {
  const id = raw.trim();
  if (id === '') return null;
  const ok = /stamp/i.test(id) ? /^[A-Za-z0-9]+$/.test(id) : /^[A-Za-z0-9-]+$/.test(id);
  return ok ? null : INVALID_ID_FORMAT;
}
