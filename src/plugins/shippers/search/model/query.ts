/**
 * What the operator typed into the shipper search field, decided by its shape: text with a letter is an external
 * shipper id, anything else a contact number. The operator can override the guess (an external id may be all
 * digits). Contact numbers follow part 1 §5: the country prefix is added when absent (a number with its own plus is
 * kept), leading zeros, the prefix and spaces are stripped again and again.
 */
import { FIELD_LIMITS, INVALID_PHONE, isTooLong, normalisePhone, PHONE_MAX_LENGTH, phoneProblem } from '@forms';

export type SearchMode = 'phone' | 'externalId';

/** A query ready to send, or why it cannot be sent (a message id for the field). */
export type ShipperQuery =
  | { kind: 'phone'; contactNo: string }
  | { kind: 'externalId'; externalId: string }
  | { kind: 'problem'; mode: SearchMode; messageId: string };

/** The spec's text limit; external ids are free text on the server's side. */
export const EXTERNAL_ID_MAX_LENGTH = FIELD_LIMITS.text;

export const BLANK = 'this_field_cannot_be_left_blank';

/** Full-width digits and plus signs (typed with an Asian keyboard) become ASCII; the ends are trimmed. */
export function cleanInput(raw: string): string {
  return raw.normalize('NFKC').trim();
}

/** The mode the input's shape suggests: any letter makes it an external id. */
export function modeOf(raw: string): SearchMode {
  return /\p{L}/u.test(cleanInput(raw)) ? 'externalId' : 'phone';
}

/**
 * The number to search for: `+<country prefix><national digits>`, or the number as typed when it carries another
 * country's plus. Spaces, dots, brackets and dashes are separators people type, not part of the number.
 */
export function contactNumberOf(raw: string, prefix: string): { contactNo: string } | { messageId: string } {
  const text = cleanInput(raw).replace(/[\s().-]/g, '');
  if (text === '') return { messageId: BLANK };
  if (text.length > PHONE_MAX_LENGTH) return { messageId: INVALID_PHONE };
  const foreign = text.startsWith('+') && !text.startsWith(prefix);
  if (foreign) return /^\+[1-9][0-9]*$/.test(text) ? { contactNo: text } : { messageId: INVALID_PHONE };
  const national = normalisePhone(text, prefix);
  if (national === '' || phoneProblem(national) !== null) return { messageId: INVALID_PHONE };
  return { contactNo: `${prefix}${national}` };
}

/** The query for the field's text in a mode (the operator's choice, or the shape's guess). */
export function classifyQuery(raw: string, mode: SearchMode, prefix: string): ShipperQuery {
  if (mode === 'externalId') {
    const externalId = cleanInput(raw);
    if (externalId === '') return { kind: 'problem', mode, messageId: BLANK };
    if (isTooLong(externalId, EXTERNAL_ID_MAX_LENGTH)) return { kind: 'problem', mode, messageId: 'shipper_search.external_id_too_long' };
    return { kind: 'externalId', externalId };
  }
  const number = contactNumberOf(raw, prefix);
  return 'contactNo' in number ? { kind: 'phone', contactNo: number.contactNo } : { kind: 'problem', mode, messageId: number.messageId };
}
