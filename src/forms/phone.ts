/**
 * Contact numbers (spec part 1 §5): operators type them in many shapes (with or without the country prefix, a
 * trunk 0, spaces); the form keeps the national number and the wire gets the prefix.
 */
import { FIELD_LIMITS } from './length';

/** The message id of every mobile field problem. */
export const INVALID_PHONE = 'enter_valid_phone_number';

/** The spec's phone field limit. */
export const PHONE_MAX_LENGTH = FIELD_LIMITS.phone;

/**
 * The national number: strips leading zeros, the country prefix (with its plus) and spaces, again and again until
 * none is left at the start (so `0065 0 9123` and `+65 09123` both become `9123`); spaces inside are removed too.
 */
export function normalisePhone(input: string, prefix: string): string {
  // The prefix as typed with a plus, or dialled from abroad with 00 (0065 for +65).
  const forms = prefix ? [prefix, `00${prefix.replace(/^\+/, '')}`] : [];
  let out = input.replace(/\s+/g, '');
  for (;;) {
    const form = forms.find((f) => out.startsWith(f));
    const next = form ? out.slice(form.length) : out.replace(/^0+/, '');
    if (next === out) return out;
    out = next;
  }
}

/** The number as the server wants it: the country prefix added when absent; a number with its own plus is kept. */
export function withPrefix(input: string, prefix: string): string {
  const trimmed = input.trim();
  if (trimmed === '') return '';
  if (trimmed.startsWith('+')) return trimmed.replace(/\s+/g, '');
  return `${prefix}${normalisePhone(trimmed, prefix)}`;
}

/**
 * What is wrong with a (normalised) number, as a message id, or null. Empty is not this rule's business (the
 * required rule says so). A number must not start with 0, a plus, a space or a dash; it holds digits, with dashes
 * between them; at most 30 characters.
 */
export function phoneProblem(input: string): string | null {
  if (input === '') return null;
  if (input.length > PHONE_MAX_LENGTH) return INVALID_PHONE;
  return /^[1-9](?:[0-9-]*[0-9])?$/.test(input) ? null : INVALID_PHONE;
}

/** How many digits a number has, for deciding that it is complete enough to look up. */
export function digitCount(input: string): number {
  return input.replace(/\D/g, '').length;
}
