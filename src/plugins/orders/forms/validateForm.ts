/**
 * Validation of the recipient and pack forms, pure: the page calls it before pricing and creating orders, the form
 * calls it to show errors. The country's form schema is the one source of truth (postcode length, required fields,
 * max lengths, email format); code adds only what JSON Schema cannot say (the phone rule, a consignee choice that
 * is required only while the list is shown).
 */
import { customizeValidator } from '@rjsf/validator-ajv8';
import type { ValidateFunction } from 'ajv';
import type { CountryConfig, FormObjectSchema, FormsConfig, FormSpec } from '../../../kernel';
import { normalisePhone, phoneProblem } from '../model/phone';
import { fieldsWithWidget, hasField, messageFor, valueOf, widgetOf, type FormKind, type FormValue } from './formSpec';

/** One validator for every schema form (Ajv with the standard formats, email included); the forms render with it. */
export const formValidator = customizeValidator<FormValue>();

// Compiling is the slow part (milliseconds); running a compiled schema on a flat object takes microseconds, so a
// keystroke can afford to validate the whole form. Config objects live as long as the page, hence a WeakMap.
const compiled = new WeakMap<FormObjectSchema, ValidateFunction>();

function compile(schema: FormObjectSchema): ValidateFunction {
  let fn = compiled.get(schema);
  if (!fn) {
    fn = formValidator.ajv.compile(schema);
    compiled.set(schema, fn);
  }
  return fn;
}

/** When a field breaks several rules, the first of these is the one shown. */
const RULE_ORDER = ['required', 'type', 'phone', 'format', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum'];

export interface ValidateContext {
  /** The saved-consignee list is on screen: picking one is then required (spec: 'please select an item'). */
  consigneeChoicesShown?: boolean;
}

/**
 * The form's problems as field → message id; empty when the value can be priced and sent. Blank text and null
 * count as missing (so `required` catches them), text is trimmed, the phone number is checked as it will be sent
 * (normalised: no prefix, no leading zeros).
 */
export function validateRecipient(
  kind: FormKind,
  formConfig: FormsConfig | FormSpec,
  country: CountryConfig,
  value: FormValue,
  context: ValidateContext = {},
): Record<string, string> {
  // The country's whole forms file, or the one form already picked from it.
  const spec = 'schema' in formConfig ? formConfig : formConfig[kind];
  const data = toData(spec, country, value);
  const failed = new Map<string, string[]>();
  const fail = (field: string, rule: string) => failed.set(field, [...(failed.get(field) ?? []), rule]);

  const validate = compile(spec.schema);
  if (!validate(data)) {
    for (const e of validate.errors ?? []) {
      const field = e.keyword === 'required' ? String(e.params.missingProperty) : e.instancePath.split('/')[1];
      if (field) fail(field, e.keyword);
    }
  }
  for (const name of fieldsWithWidget(spec, 'phone')) {
    const number = data[name];
    if (typeof number === 'string' && phoneProblem(number)) fail(name, 'phone');
  }
  if (context.consigneeChoicesShown && hasField(spec, 'consigneeInfoId') && value.consigneeInfoId === null) {
    fail('consigneeInfoId', 'required');
  }

  const errors: Record<string, string> = {};
  for (const [field, rules] of failed) {
    const rule = RULE_ORDER.find((r) => rules.includes(r)) ?? rules[0] ?? 'required';
    errors[field] = messageFor(spec, field, rule);
  }
  return errors;
}

/** The value as the schema sees it: only the form's fields, blanks dropped, text trimmed, phones normalised. */
function toData(spec: FormSpec, country: CountryConfig, value: FormValue): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const name of Object.keys(spec.schema.properties)) {
    let v = valueOf(value, name);
    if (typeof v === 'string') {
      v = v.trim();
      if (widgetOf(spec, name) === 'phone') v = normalisePhone(v as string, country.phonePrefix);
      if (v === '') continue;
    }
    if (v === null || v === undefined) continue;
    data[name] = v;
  }
  return data;
}
