import { BUSINESS_CODES, type CountryConfig, type FlagSet, type PortalError } from '@kernel';
import { FIELD_LIMITS, lengthProblem } from '@forms';
import { parcelIdProblem } from '../../../ui/scanner/idFormat';
import type { ParcelForm } from './parcel';

/** Field limits of part 1 §5 and §9 (the lengths are the forms module's, one rule for every field). */
export const LIMITS = { ...FIELD_LIMITS, minWeight: 0.1 } as const;

/** Stamp ids are optional unless the country's flag lists POST among the mandatory sources. */
export function stampIdRequired(flags: FlagSet): boolean {
  const sources = flags.STAMP_ID_MANDATORY_SOURCES;
  const list = Array.isArray(sources) ? sources : typeof sources === 'string' ? sources.split(',') : [];
  return list.some((x) => x.trim().toUpperCase() === 'POST');
}

/**
 * Local checks of a stamp id before the server's (part 1 §5): format (the 'STAMP' rule), length, then a duplicate in
 * the order list. Returns a message id or null.
 */
export function stampIdLocalProblem(id: string, otherIds: readonly string[]): string | null {
  const value = id.trim();
  if (value === '') return null;
  const format = parcelIdProblem(value);
  if (format) return format;
  const long = lengthProblem(value, LIMITS.stampId);
  if (long) return long;
  if (otherIds.some((o) => o.trim().toUpperCase() === value.toUpperCase())) return 'order_with_id_already_added';
  return null;
}

/** The server's verdict on a stamp or tracking id as a message id (part 1 §5). */
export function idServerProblem(error: PortalError, field: 'stamp' | 'tracking'): string {
  const conflict = error.status === 409 || Number(error.code) === BUSINESS_CODES.CONFLICT_STAMP_ID_USED;
  if (conflict) return field === 'stamp' ? 'stamp_id_already_used' : 'tracking_id_already_used';
  return field === 'stamp' ? 'invalid_stamp_id' : 'invalid_tracking_id';
}

/** Weight: more than 0, at least 0.1, one decimal at most, at most 10 digits. Returns a message id or null. */
export function weightProblem(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return 'this_field_cannot_be_left_blank';
  if (!/^\d{1,7}(\.\d)?$/.test(value)) return 'orders.weight_invalid';
  return Number(value) >= LIMITS.minWeight ? null : 'orders.weight_invalid';
}

/** An amount (COD, insured value): more than 0, two decimals at most. */
export function amountProblem(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return 'this_field_cannot_be_left_blank';
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(value) || !(Number(value) > 0)) return 'orders.amount_invalid';
  return null;
}

/** Problems of the parcel's own fields (not the recipient form's), by field name, as message ids. */
export function parcelFieldProblems(
  parcel: ParcelForm,
  opts: { country: Pick<CountryConfig, 'orderRules'>; flags: FlagSet; otherIds: readonly string[] },
): Record<string, string> {
  const out: Record<string, string> = {};
  if (parcel.kind === 'POST') {
    const stamp = parcel.stampId.id.trim();
    const local = stampIdLocalProblem(stamp, opts.otherIds);
    if (local) out.stampId = local;
    else if (stamp === '' && stampIdRequired(opts.flags)) out.stampId = 'this_field_cannot_be_left_blank';
    else if (stamp !== '' && !parcel.stampId.isVerified) out.stampId = 'orders.stamp_not_verified';
  }
  const w = weightProblem(parcel.weight);
  if (w) out.weight = w;
  if (!parcel.deliveryType) out.deliveryType = 'this_field_cannot_be_left_blank';
  if (parcel.cod) {
    const c = amountProblem(parcel.codValue);
    if (c) out.codValue = c;
  }
  // Some countries (ph) ask the insured value on every parcel; elsewhere only when insurance is on.
  if (parcel.insurance || opts.country.orderRules?.insuredValueAlwaysAsked) {
    const i = amountProblem(parcel.insuredValue);
    if (i) out.insuredValue = i;
  }
  if (opts.country.orderRules?.pickupInstructionRequired && parcel.description.trim() === '') out.description = 'this_field_cannot_be_left_blank';
  const longDescription = lengthProblem(parcel.description, LIMITS.text);
  if (longDescription) out.description = longDescription;
  const longComments = lengthProblem(parcel.comments, LIMITS.text);
  if (longComments) out.comments = longComments;
  return out;
}

/**
 * Part 1 §5: a price is asked only when the shipper is known and every required parcel field is filled, the
 * insurance and COD fields excluded.
 */
export function readyForPrice(parcelProblems: Record<string, string>, recipientProblems: Record<string, string>, shipperKnown: boolean): boolean {
  if (!shipperKnown) return false;
  const blocking = Object.keys(parcelProblems).filter((k) => k !== 'codValue' && k !== 'insuredValue' && k !== 'stampId');
  return blocking.length === 0 && Object.keys(recipientProblems).length === 0;
}
