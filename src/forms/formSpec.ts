/**
 * Reading a form's config (config/forms/<country>.json): which fields it has, how each is shown, which message a
 * failed rule gives. Kept apart from the components so validation and rendering read the config the same way.
 */
import type { FormFieldUi, FormSpec } from '@kernel';
import { TOO_LONG } from './length';

/** A form's value: its fields by name (text as typed, numbers such as coordinates, null for none). */
export type FormValue = Record<string, unknown>;

const NO_UI: FormFieldUi = {};

export function fieldUi(spec: FormSpec, name: string): FormFieldUi {
  const entry = spec.uiSchema[name];
  return entry && !Array.isArray(entry) ? entry : NO_UI;
}

export function widgetOf(spec: FormSpec, name: string): string {
  return fieldUi(spec, name)['ui:widget'] ?? 'text';
}

/** Fields of the form whose widget is `widget`, in schema order. */
export function fieldsWithWidget(spec: FormSpec, widget: string): string[] {
  return Object.keys(spec.schema.properties).filter((name) => widgetOf(spec, name) === widget);
}

export function hasField(spec: FormSpec, name: string): boolean {
  return Object.hasOwn(spec.schema.properties, name);
}

/** Default message of a rule when the field's `ui:messages` does not name one. */
const DEFAULT_MESSAGES: Record<string, string> = {
  required: 'this_field_cannot_be_left_blank',
  format: 'enter_a_valid_email_address',
  phone: 'enter_valid_phone_number',
  // Inputs do not cut text at the limit (length.ts): this is how an over-long value is told.
  maxLength: TOO_LONG,
  // A select's value that it no longer offers: pick again.
  enum: 'please_select_an_item',
};

/** The message id shown when `rule` fails on `name`: the admin's choice first, then the spec's default. */
export function messageFor(spec: FormSpec, name: string, rule: string): string {
  return fieldUi(spec, name)['ui:messages']?.[rule] ?? DEFAULT_MESSAGES[rule] ?? 'orders_form.invalid_value';
}

/** Values for a field's help and messages: {length} is the field's length rule ("12", or "6–8"). */
export function ruleValues(field: { minLength?: number; maxLength?: number } | undefined): Record<string, string> {
  const min = field?.minLength;
  const max = field?.maxLength;
  if (min === undefined && max === undefined) return { length: '' };
  return { length: min === max || min === undefined ? String(max) : max === undefined ? `${min}+` : `${min}–${max}` };
}

/** The field value as plain data (numbers stay numbers, everything else a string). */
export function valueOf(value: object, name: string): unknown {
  return (value as Record<string, unknown>)[name];
}
