import { FIELD_LIMITS, isTooLong } from '../textLength';

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

/** Tracking, stamp and pack ids have at most 30 characters (spec: stamp id 30); a scan field's limit for every id. */
export const PARCEL_ID_MAX_LENGTH = FIELD_LIMITS.stampId;

/** Message of an id longer than that: refused whole, never cut to fit and looked up (the spec names no message). */
export const ID_TOO_LONG = 'scanner.too_long';

/** ID_TOO_LONG when an id (trimmed) is over the limit, else null: a typed id field shows it at once, as it is typed. */
export function idLengthProblem(raw: string): string | null {
  return isTooLong(raw.trim(), PARCEL_ID_MAX_LENGTH) ? ID_TOO_LONG : null;
}

/**
 * An id read from a scan or code field: too long (nothing is cut), then the format rule. Returns the catalog id of
 * the problem, or null. Every scan surface calls this before it looks anything up.
 */
export function scannedIdProblem(raw: string): string | null {
  return idLengthProblem(raw) ?? parcelIdProblem(raw);
}
