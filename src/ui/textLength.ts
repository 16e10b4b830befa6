/**
 * Field length limits (spec part 1 §5: text 255, phone 30, stamp id 30, number fields 10), one rule for every input of
 * every layer: the login form, the shell's search, the forms module and the plugins' own fields all call it. An input
 * never cuts what is typed or pasted (no HTML maxlength): a cut text would be sent or searched as if whole. The text
 * stays as it is, the field says it is too long at once, and nothing is sent or looked up until it is shortened.
 * Pure and free of React, so the first screen and the forms' Web Worker can carry it.
 */

export const FIELD_LIMITS = { text: 255, phone: 30, stampId: 30, number: 10 } as const;

/** The kernel catalog's message of a text over its limit, for a field that names none of its own. */
export const TOO_LONG = 'this_field_is_too_long';

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
