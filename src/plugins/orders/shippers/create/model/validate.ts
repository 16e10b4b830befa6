/**
 * The sign-up forms' rules: the country's config/forms schema (the same JSON Schema subset and messages as the
 * recipient form), checked with the same code (validateRecord), after the typing habits of a counter are forgiven (spaces, dashes and
 * small letters in id and account numbers). Returns field → message id; empty when the step may go on.
 */
import type { CountryConfig, FormFieldSchema, FormSpec } from '../../../../../kernel';
import { validateRecord, widgetOf } from '../../../../../forms';

/** An id or account number (`code` widget) as the server wants it: no spaces or dashes, letters in capitals. */
export function cleanCode(v: string): string {
  return v.replace(/[\s-]/g, '').toUpperCase();
}

/** The value with the form's code fields cleaned; other fields as typed. */
export function cleanedValue(spec: FormSpec, value: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, v] of Object.entries(value)) out[name] = widgetOf(spec, name) === 'code' ? cleanCode(v) : v;
  return out;
}

export function validateSignupForm(spec: FormSpec, country: CountryConfig, value: Readonly<Record<string, string>>): Record<string, string> {
  return validateRecord(spec, country, cleanedValue(spec, value));
}

/** Values for a field's messages: {length} is the field's length rule ("12", or "6–8"). */
export function messageValues(field: FormFieldSchema | undefined): Record<string, string> {
  const min = field?.minLength;
  const max = field?.maxLength;
  if (min === undefined && max === undefined) return { length: '' };
  return { length: min === max || min === undefined ? String(max) : max === undefined ? `${min}+` : `${min}–${max}` };
}
