/**
 * Field length limits (spec part 1 §5: text 255, phone 30, stamp id 30, number fields 10), one rule for every input.
 * An input never cuts what is typed or pasted (no HTML maxlength): a cut address would be sent as if whole. The text
 * stays as it is, the field says it is too long, and the form refuses to send until it is shortened.
 */

export const FIELD_LIMITS = { text: 255, phone: 30, stampId: 30, number: 10 } as const;

/** The message of a text over its limit, when the field names none of its own. */
export const TOO_LONG = 'orders_form.too_long';

/** Length in code points, as JSON Schema (and Ajv) count it: a character outside the BMP counts once. */
export function codePoints(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

/** True when the text has more than `max` characters. */
export function isTooLong(text: string, max: number): boolean {
  return text.length > max && codePoints(text) > max;
}

/** TOO_LONG when the text has more than `max` characters, else null. */
export function lengthProblem(text: string, max: number): string | null {
  return isTooLong(text, max) ? TOO_LONG : null;
}
