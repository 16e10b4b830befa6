/**
 * Which errors the operator sees now: a field's after it was left (blur), all of them after a submit attempt, and a
 * text past its limit at once (a paste is not cut: the operator is told while still in the field).
 */
import type { ErrorSchema } from '@rjsf/utils';
import type { FormSpec } from '@kernel';
import { fieldUi, type FormValue } from './formSpec';
import { TOO_LONG } from './length';

/**
 * Field → message id of the errors to show. A field's own check comes before the server's (pack id); a hidden
 * field's error (lat/lng) shows on the field its `ui:options.errorsOn` names (the district), unless that field
 * already shows one.
 */
export function shownErrors(
  spec: FormSpec,
  errors: Readonly<Record<string, string>>,
  serverErrors: Readonly<Record<string, string>>,
  touched: ReadonlySet<string>,
  showAll: boolean,
): Record<string, string> {
  const all: Record<string, string> = { ...serverErrors, ...errors };
  const out: Record<string, string> = {};
  const redirected: Array<[string, string, string]> = [];
  for (const [field, id] of Object.entries(all)) {
    const target = fieldUi(spec, field)['ui:options']?.errorsOn;
    if (target) redirected.push([field, target, id]);
    else if (showAll || touched.has(field) || id === TOO_LONG) out[field] = id;
  }
  for (const [field, target, id] of redirected) {
    if (!out[target] && (showAll || touched.has(field) || touched.has(target))) out[target] = id;
  }
  return out;
}

/** The same, in the shape rjsf's `extraErrors` takes. */
export function toErrorSchema(shown: Readonly<Record<string, string>>): ErrorSchema<FormValue> {
  const schema: Record<string, { __errors: string[] }> = {};
  for (const [field, id] of Object.entries(shown)) schema[field] = { __errors: [id] };
  return schema as ErrorSchema<FormValue>;
}
