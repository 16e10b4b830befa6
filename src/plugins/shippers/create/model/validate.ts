/**
 * The sign-up forms' rules: the country's config/forms schema (the same JSON Schema subset and messages as the
 * recipient form), checked by the shared forms module (validateRecord), which also forgives the typing habits of a
 * counter in id and account numbers (spaces, dashes, small letters: the `code` widget). Returns field → message id;
 * empty when the step may go on.
 */
import type { CountryConfig, FormSpec } from '@kernel';
import { validateRecord } from '@forms';

export function validateSignupForm(spec: FormSpec, country: CountryConfig, value: Readonly<Record<string, string>>): Record<string, string> {
  return validateRecord(spec, country, value);
}
