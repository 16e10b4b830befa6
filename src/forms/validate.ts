/**
 * Validation of a record against a country's form, pure (no React, no DOM): pages call it before sending, the form
 * calls it to show errors, bulk can call it in a Web Worker on every row. The country's form schema is the one source
 * of truth (postcode length, required fields, max lengths, email format); code adds only what JSON Schema cannot say
 * (the phone rule, a consignee choice that is required only while the list is shown).
 *
 * The schemas are JSON Schema, limited by config/schemas/forms.schema.json to a flat object of fields with a handful
 * of keywords (FIELD_KEYWORDS). They are checked here, with Ajv's meaning of each keyword, rather than by Ajv: Ajv
 * compiles schemas to code at run time and, with its formats and URI parser, was a third of the order page's form
 * chunk. A keyword this file does not know stops the check with an error, so a schema change that allows a new
 * keyword fails the tests instead of being ignored.
 */
import type { ErrorSchema, RJSFSchema, RJSFValidationError, ValidationData, ValidatorType } from '@rjsf/utils';
import type { CountryConfig, FormFieldSchema, FormObjectSchema, FormSpec } from '@kernel';
import { cleanCode } from './code';
import { normalisePhone, phoneProblem } from './phone';
import { fieldsWithWidget, messageFor, valueOf, widgetOf, type FormValue } from './formSpec';
import { codePoints } from './length';
import type { FormRuntime } from './runtime';

/** The keywords a field's schema may use (forms.schema.json: definitions/field). */
export const FIELD_KEYWORDS = ['type', 'minLength', 'maxLength', 'pattern', 'format', 'minimum', 'maximum', 'enum'] as const;
/** The keywords of a form's schema itself. */
export const FORM_KEYWORDS = ['type', 'required', 'properties'] as const;

/** Ajv's "email" format (ajv-formats, full mode), which the forms used before. */
const EMAIL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const FORMATS: Record<string, RegExp> = { email: EMAIL };

/** The failed keywords of one value. */
type FieldCheck = (value: unknown) => string[];

interface CompiledForm {
  required: readonly string[];
  fields: ReadonlyArray<readonly [string, FieldCheck]>;
}

// A form's checks are built once per schema object (config objects live as long as the page).
const compiledForms = new WeakMap<object, CompiledForm>();
const compiledFields = new WeakMap<object, FieldCheck>();

function isType(type: string, v: unknown): boolean {
  switch (type) {
    case 'string': return typeof v === 'string';
    case 'number': return typeof v === 'number';
    case 'integer': return typeof v === 'number' && !(v % 1) && !Number.isNaN(v);
    case 'null': return v === null;
    case 'boolean': return typeof v === 'boolean';
    case 'object': return typeof v === 'object' && v !== null && !Array.isArray(v);
    case 'array': return Array.isArray(v);
    default: throw new Error(`form schema: unknown type "${type}"`);
  }
}

function unknownKeyword(schema: object, known: readonly string[]): string | undefined {
  return Object.keys(schema).find((k) => !known.includes(k));
}

/**
 * The checks of one field's schema. As in JSON Schema (and Ajv), the string keywords apply to strings and the number
 * keywords to numbers, whatever `type` says; `type` is its own rule.
 */
function compileField(schema: FormFieldSchema): FieldCheck {
  let check = compiledFields.get(schema);
  if (check) return check;
  const unknown = unknownKeyword(schema, FIELD_KEYWORDS);
  if (unknown) throw new Error(`form schema: unsupported keyword "${unknown}"`);
  const types = schema.type === undefined ? null : Array.isArray(schema.type) ? schema.type : [schema.type];
  const pattern = schema.pattern === undefined ? null : new RegExp(schema.pattern, 'u');
  const format = schema.format === undefined ? null : FORMATS[schema.format];
  if (format === undefined) throw new Error(`form schema: unsupported format "${schema.format}"`);
  const { minLength, maxLength, minimum, maximum } = schema;
  const values = schema.enum;
  check = (v) => {
    const failed: string[] = [];
    if (types && !types.some((t) => isType(t, v))) failed.push('type');
    // A select's value is one it offers (a draft kept from before an admin dropped an option is not).
    if (values && !values.includes(v as string)) failed.push('enum');
    if (typeof v === 'string') {
      const length = minLength !== undefined || maxLength !== undefined ? codePoints(v) : 0;
      if (minLength !== undefined && length < minLength) failed.push('minLength');
      if (maxLength !== undefined && length > maxLength) failed.push('maxLength');
      if (pattern && !pattern.test(v)) failed.push('pattern');
      if (format && !format.test(v)) failed.push('format');
    } else if (typeof v === 'number') {
      if (minimum !== undefined && v < minimum) failed.push('minimum');
      if (maximum !== undefined && v > maximum) failed.push('maximum');
    }
    return failed;
  };
  compiledFields.set(schema, check);
  return check;
}

function compileForm(schema: FormObjectSchema): CompiledForm {
  let form = compiledForms.get(schema);
  if (form) return form;
  const unknown = unknownKeyword(schema, FORM_KEYWORDS);
  if (unknown) throw new Error(`form schema: unsupported keyword "${unknown}"`);
  form = {
    required: schema.required ?? [],
    fields: Object.entries(schema.properties ?? {}).map(([name, field]) => [name, compileField(field)] as const),
  };
  compiledForms.set(schema, form);
  return form;
}

/** Each failed rule of an object value as [field, keyword]; a field that is undefined is missing. */
function formFailures(schema: FormObjectSchema, data: Readonly<Record<string, unknown>>): Array<[string, string]> {
  const form = compileForm(schema);
  const out: Array<[string, string]> = [];
  for (const name of form.required) if (data[name] === undefined) out.push([name, 'required']);
  for (const [name, check] of form.fields) {
    const v = data[name];
    if (v !== undefined) for (const rule of check(v)) out.push([name, rule]);
  }
  return out;
}

/** A value against a form's schema or a field's: the failures, [field or '', keyword]. */
function failures(schema: RJSFSchema, value: unknown): Array<[string, string]> {
  if ('properties' in schema || 'required' in schema) {
    if (!isType('object', value)) return [['', 'type']];
    return formFailures(schema as unknown as FormObjectSchema, value as Record<string, unknown>);
  }
  return compileField(schema as unknown as FormFieldSchema)(value).map((rule) => ['', rule] as [string, string]);
}

function toValidationData(found: Array<[string, string]>): ValidationData<FormValue> {
  const errors: RJSFValidationError[] = found.map(([field, rule]) => ({
    name: rule, property: field ? `.${field}` : '', message: rule, stack: `${field ? `.${field} ` : ''}${rule}`, params: {},
  }));
  const errorSchema: Record<string, { __errors: string[] }> = {};
  for (const [field, rule] of found) {
    if (!field) continue;
    (errorSchema[field] ??= { __errors: [] }).__errors.push(rule);
  }
  return { errors, errorSchema: errorSchema as ErrorSchema<FormValue> };
}

/**
 * The validator the forms render with. rjsf needs one to resolve schemas; the forms pass `noValidate` and show
 * validateRecipient's messages instead, so this mostly answers isValid for rjsf's schema utilities.
 */
export const formValidator: ValidatorType<FormValue, RJSFSchema, FormRuntime> = {
  validateFormData: (formData, schema) => toValidationData(failures(schema, formData ?? {})),
  isValid: (schema, formData) => failures(schema, formData).length === 0,
  rawValidation: <Result = RJSFValidationError>(schema: RJSFSchema, formData?: FormValue) => ({
    errors: toValidationData(failures(schema, formData ?? {})).errors as unknown as Result[],
  }),
};

/** When a field breaks several rules, the first of these is the one shown. */
const RULE_ORDER = ['required', 'type', 'enum', 'phone', 'format', 'pattern', 'minLength', 'maxLength', 'minimum', 'maximum'];

export interface ValidateContext {
  /**
   * The saved-consignee list is on screen: picking one is then required (spec: 'please select an item'), so a
   * consignee field without a value fails `required`.
   */
  consigneeChoicesShown?: boolean;
}

/**
 * One record against a country's form: the problems as field → message id, empty when the record can be sent.
 * Pure (no React, no DOM), so a Web Worker can run it on every row of a bulk file; the forms run the same function
 * to show their errors. Blank text and null count as missing (so `required` catches them), text is trimmed, a phone
 * number is checked as it will be sent (normalised: no prefix, no leading zeros), and so is a code (cleanCode).
 */
export function validateRecord(
  spec: FormSpec,
  country: Pick<CountryConfig, 'phonePrefix'>,
  record: object,
  context: ValidateContext = {},
): Record<string, string> {
  const data = toData(spec, country, record);
  const failed = new Map<string, string[]>();
  const fail = (field: string, rule: string) => failed.set(field, [...(failed.get(field) ?? []), rule]);

  for (const [field, rule] of formFailures(spec.schema, data)) fail(field, rule);
  for (const name of fieldsWithWidget(spec, 'phone')) {
    const number = data[name];
    if (typeof number === 'string' && phoneProblem(number)) fail(name, 'phone');
  }
  if (context.consigneeChoicesShown) {
    for (const name of fieldsWithWidget(spec, 'consignee')) if (data[name] === undefined) fail(name, 'required');
  }

  const errors: Record<string, string> = {};
  for (const [field, rules] of failed) {
    const rule = RULE_ORDER.find((r) => rules.includes(r)) ?? rules[0] ?? 'required';
    errors[field] = messageFor(spec, field, rule);
  }
  return errors;
}

/** The value as the schema sees it: only the form's fields, blanks dropped, text trimmed, phones and codes normalised. */
function toData(spec: FormSpec, country: Pick<CountryConfig, 'phonePrefix'>, value: object): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const name of Object.keys(spec.schema.properties)) {
    let v = valueOf(value, name);
    if (typeof v === 'string') {
      v = v.trim();
      const widget = widgetOf(spec, name);
      if (widget === 'phone') v = normalisePhone(v as string, country.phonePrefix);
      else if (widget === 'code') v = cleanCode(v as string);
      if (v === '') continue;
    }
    if (v === null || v === undefined) continue;
    data[name] = v;
  }
  return data;
}
