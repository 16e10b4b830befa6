import { parseJsonSafely, type CountryConfig, type FormSpec, type Locale } from '@kernel';
import { fieldUi, messageFor, ruleValues } from '@forms';

/** A message id a previewed form may show, for which field and why, with the values it takes. */
export interface FormMessage {
  field: string;
  /** `title`, `placeholder`, `help`, or the rule whose failure shows it (required, maxLength, format…). */
  role: string;
  id: string;
  values: Record<string, string>;
}

export interface FormPreview {
  /** The form as the shared forms module reads it (validateRecord, SchemaForm's schema and uiSchema). */
  spec: FormSpec;
  /** What validateRecord needs of the country besides the form. */
  country: CountryConfig;
  /** The language the page shows the form's messages in. */
  locale: Locale;
  messages: FormMessage[];
}

export type FormPreviewResult =
  | { ok: true; preview: FormPreview }
  /** `notJson`: the edited file does not parse; `noKind`: it has no form of that kind. */
  | { ok: false; reason: 'notJson' | 'noKind' };

const SHOWN = [['title', 'ui:title'], ['placeholder', 'ui:placeholder'], ['help', 'ui:help']] as const;
// The rules a field's schema can break, and the keyword that makes each apply.
const RULES = ['minLength', 'maxLength', 'pattern', 'format', 'minimum', 'maximum'] as const;

/**
 * A country's form of one kind from the text of its edited forms file, for the shared forms module to draw and check,
 * and every message id it may show (each rule's through the forms module's own `messageFor`). Run the config check
 * on the file first: the forms module refuses a schema keyword the forms schema does not allow.
 */
export function formPreview(formsText: string, kind: string, country: CountryConfig, locale: Locale): FormPreviewResult {
  let file: unknown;
  try {
    file = parseJsonSafely(formsText).value;
  } catch {
    return { ok: false, reason: 'notJson' };
  }
  const spec = file !== null && typeof file === 'object' && Object.hasOwn(file, kind) ? (file as Record<string, unknown>)[kind] : undefined;
  if (!isSpec(spec)) return { ok: false, reason: 'noKind' };
  const required = new Set(spec.schema.required ?? []);
  const messages = Object.entries(spec.schema.properties).flatMap(([field, schema]): FormMessage[] => {
    const ui = fieldUi(spec, field);
    const values = ruleValues(schema);
    const shown = SHOWN.flatMap(([role, key]) => {
      const id = ui[key];
      return id ? [{ field, role, id, values }] : [];
    });
    const rules = [
      ...(required.has(field) ? ['required'] : []),
      ...RULES.filter((rule) => schema[rule] !== undefined),
      ...Object.keys(ui['ui:messages'] ?? {}),
    ];
    return [...shown, ...[...new Set(rules)].map((rule) => ({ field, role: rule, id: messageFor(spec, field, rule), values }))];
  });
  return { ok: true, preview: { spec, country, locale, messages } };
}

function isSpec(value: unknown): value is FormSpec {
  if (value === null || typeof value !== 'object') return false;
  const { schema, uiSchema } = value as Partial<Record<'schema' | 'uiSchema', unknown>>;
  return schema !== null && typeof schema === 'object' && 'properties' in schema && uiSchema !== null && typeof uiSchema === 'object';
}
