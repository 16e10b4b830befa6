/** Identifier rules shared by the scan, stamp and reservation endpoints (spec part 1 §5). */

export const ID_FORMAT_MESSAGE = 'Invalid format. Please ensure that the input contains only alphanumeric and hyphen characters.';

/** An id containing STAMP is letters and digits only; any other id may also have hyphens. */
export function hasValidIdFormat(id: string): boolean {
  return /stamp/i.test(id) ? /^[A-Za-z0-9]+$/.test(id) : /^[A-Za-z0-9-]+$/.test(id);
}

/** What the simulated server takes for a stamp id: anything with STAMP (letters and digits), or 6 to 12 digits. */
export function looksLikeStampId(code: string): boolean {
  return (/stamp/i.test(code) && /^[A-Za-z0-9]+$/.test(code)) || /^\d{6,12}$/.test(code);
}

/** Stamp ids are compared without case or surrounding spaces. */
export function normalId(id: string): string {
  return id.trim().toUpperCase();
}

/** The stamp id every country treats as used (GET 1.0/orders/stamp-validity answers 409 for it). */
export const SEEDED_USED_STAMP = '137926';

export const STAMP_USED = { code: 137926, title: 'CONFLICT_STAMP_ID_USED', message: 'Stamp ID already used' } as const;
