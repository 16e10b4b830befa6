import type { CountryConfig, FormFieldUi, FormSpec, LoadedConfig } from '../types';
import type { ConfigProblem } from './problems';

/** The uiSchema keys whose values are message ids (labels and texts live in the catalogs, never in config). */
const MESSAGE_ID_KEYS = ['ui:title', 'ui:placeholder', 'ui:help'] as const;

const pointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

function fieldUi(spec: FormSpec, name: string): FormFieldUi | undefined {
  const entry = spec.uiSchema[name];
  return entry && !Array.isArray(entry) ? entry : undefined;
}

/**
 * What the forms schema cannot say on its own: names in `required` are fields of the form (`ui:order` and uiSchema
 * entries for a field the form dropped are only warnings: they are ignored), every
 * visible field has a label, every message id exists, a postcode field has exactly the country's postcode length
 * (config/countries stays the one place that says how long a postcode is; the form must agree with it), and each
 * address level appears once.
 */
export function checkForms(config: LoadedConfig, messageIds: ReadonlySet<string>): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  for (const code of config.portal.countries) {
    const forms = config.forms[code];
    const country = config.countries[code];
    if (!forms || !country) continue;
    const file = `config/forms/${code}.json`;
    for (const kind of ['recipient', 'pack', 'shipper', 'shipperBank'] as const) {
      const error = (path: string, message: string, severity: ConfigProblem['severity'] = 'error') =>
        problems.push({ file, path: `/${kind}${path}`, message, severity });
      checkForm(forms[kind], country, messageIds, error);
    }
  }
  return problems;
}

function checkForm(
  spec: FormSpec,
  country: CountryConfig,
  messageIds: ReadonlySet<string>,
  report: (path: string, message: string, severity?: ConfigProblem['severity']) => void,
): void {
  const fields = Object.keys(spec.schema.properties);
  const known = new Set(fields);

  spec.schema.required?.forEach((name, i) => {
    if (!known.has(name)) report(`/schema/required/${i}`, `names "${name}", which is not in schema.properties`);
  });

  const order = spec.uiSchema['ui:order'];
  if (order) {
    order.forEach((name, i) => {
      // The form skips such a name, so dropping a field from schema.properties alone is enough to hide it.
      if (name !== '*' && !known.has(name))
        report(`/uiSchema/ui:order/${i}`, `names "${name}", which is not in schema.properties; it is ignored`, 'warning');
    });
    if (!order.includes('*')) {
      for (const name of fields) {
        if (!order.includes(name)) report('/uiSchema/ui:order', `must name "${name}" or contain "*" (the fields not named)`);
      }
    }
  }

  for (const key of Object.keys(spec.uiSchema)) {
    if (key !== 'ui:order' && !known.has(key))
      report(`/uiSchema/${pointer(key)}`, `is for "${key}", which is not in schema.properties; it is ignored`, 'warning');
  }

  const levels = new Map<number, string>();
  for (const name of fields) {
    const ui = fieldUi(spec, name);
    const at = `/uiSchema/${pointer(name)}`;
    const widget = ui?.['ui:widget'] ?? 'text';
    if (widget !== 'hidden' && !ui?.['ui:title']) report(ui ? at : '/uiSchema', `field "${name}" needs "ui:title" (a message id) for its label`);

    if (ui && messageIds.size > 0) {
      for (const key of MESSAGE_ID_KEYS) {
        const id = ui[key];
        if (id && !messageIds.has(id)) report(`${at}/${key}`, `message id "${id}" is not in the catalogs`);
      }
      for (const [rule, id] of Object.entries(ui['ui:messages'] ?? {})) {
        if (!messageIds.has(id)) report(`${at}/ui:messages/${pointer(rule)}`, `message id "${id}" is not in the catalogs`);
      }
    }

    const errorsOn = ui?.['ui:options']?.errorsOn;
    if (errorsOn && !known.has(errorsOn)) report(`${at}/ui:options/errorsOn`, `names "${errorsOn}", which is not in schema.properties`);

    if (widget === 'postcode') {
      const field = spec.schema.properties[name];
      const n = country.postcodeLength;
      if (field?.minLength !== n || field.maxLength !== n)
        report(`/schema/properties/${pointer(name)}`,
          `must have minLength and maxLength ${n}, the postcodeLength of config/countries/${country.code}.json`);
    }

    if (widget === 'location') {
      const level = ui?.['ui:options']?.level;
      if (!level) report(at, 'a "location" field needs "ui:options": { "level": 1, 2 or 3 }');
      else if (levels.has(level)) report(`${at}/ui:options/level`, `address level ${level} is already "${levels.get(level)}"`);
      else levels.set(level, name);
    }
  }
}
