import type { PluginFormKind, PluginManifest } from '../pluginHost/definePlugin';
import type { CountryConfig, FormFieldUi, FormSpec, LoadedConfig } from '../types';
import type { ConfigProblem } from './problems';
import { SHARED_FORM_WIDGETS } from './formWidgets';
import { FIELD_LIMITS } from '../../ui/textLength';

/** The uiSchema keys whose values are message ids (labels and texts live in the catalogs, never in config). */
const MESSAGE_ID_KEYS = ['ui:title', 'ui:placeholder', 'ui:help'] as const;

const pointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

function fieldUi(spec: FormSpec, name: string): FormFieldUi | undefined {
  const entry = spec.uiSchema[name];
  return entry && !Array.isArray(entry) ? entry : undefined;
}

/** A form kind a loaded plugin declares, with the plugin that declares it (for the admin's messages). */
export interface DeclaredFormKind extends PluginFormKind {
  plugin: string;
}

/** The form kinds the loaded plugins declare, in plugin order; the kernel knows no kind of its own. */
export function declaredFormKinds(manifests: readonly PluginManifest[]): DeclaredFormKind[] {
  return manifests.flatMap((m) => (m.forms ?? []).map((kind) => ({ ...kind, plugin: m.id })));
}

/**
 * What the forms schema cannot say on its own. Each country's file has a form for every kind the loaded plugins
 * declare (`kinds`; a form no plugin declares is only a warning: nothing renders it); without `kinds`, every form in
 * the file is checked and none is required. In each form: names in `required` are fields of the form, fields are
 * ones the declaring plugin knows (when it lists them), `ui:order` and uiSchema entries for a field the form dropped
 * are only warnings (they are ignored), every visible field has a label, every message id exists, a postcode field
 * has exactly the country's postcode length (config/countries stays the one place that says how long a postcode
 * is; the form must agree with it), each address level appears once, every `ui:widget` is a shared one or one the
 * declaring plugin names for the form, a select offers a label for each of its values (and only a select has values),
 * and no length goes past what the plugin's API takes in that field (its `maxLengths`, else the spec's 255).
 */
export function checkForms(config: LoadedConfig, messageIds: ReadonlySet<string>, kinds?: readonly DeclaredFormKind[]): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const declared = kinds ? new Map<string, DeclaredFormKind>() : null;
  for (const kind of kinds ?? []) {
    const first = declared?.get(kind.id);
    // Two plugins drawing one form from the same config would fight over its fields: the second is refused.
    if (first) problems.push({ file: `src/plugins/${kind.plugin}/index.ts`, path: '/forms', message: `declares the form "${kind.id}", which plugin "${first.plugin}" already declares`, severity: 'error' });
    else declared?.set(kind.id, kind);
  }
  for (const code of config.portal.countries) {
    const forms = config.forms[code];
    const country = config.countries[code];
    if (!forms || !country) continue;
    const file = `config/forms/${code}.json`;
    for (const kind of declared?.values() ?? []) {
      if (!Object.hasOwn(forms, kind.id))
        problems.push({ file, path: `/${pointer(kind.id)}`, message: `is missing: plugin "${kind.plugin}" renders the form "${kind.id}" (${kind.description})`, severity: 'error' });
    }
    for (const [id, spec] of Object.entries(forms)) {
      // "$schema" names the file's JSON Schema for the admin's editor; it is not a form.
      if (id.startsWith('$')) continue;
      const kind = declared?.get(id);
      if (declared && !kind) {
        problems.push({ file, path: `/${pointer(id)}`, message: `is a form no loaded plugin declares; it is ignored`, severity: 'warning' });
        continue;
      }
      const error = (path: string, message: string, severity: ConfigProblem['severity'] = 'error') =>
        problems.push({ file, path: `/${pointer(id)}${path}`, message, severity });
      checkForm(spec, country, messageIds, error, kind);
    }
  }
  return problems;
}

function checkForm(
  spec: FormSpec,
  country: CountryConfig,
  messageIds: ReadonlySet<string>,
  report: (path: string, message: string, severity?: ConfigProblem['severity']) => void,
  kind: DeclaredFormKind | undefined,
): void {
  const allowed = kind?.fields;
  const fields = Object.keys(spec.schema.properties);
  const known = new Set(fields);

  // The fields the declaring plugin knows: anything else is a typo or a field its code would never send.
  const allowedField = (name: string) => !allowed || allowed.includes(name);
  for (const name of fields) if (!allowedField(name)) report('/schema/properties', `has an unknown property "${name}"`);

  spec.schema.required?.forEach((name, i) => {
    if (!known.has(name)) report(`/schema/required/${i}`, `names "${name}", which is not in schema.properties`);
  });

  const order = spec.uiSchema['ui:order'];
  if (order) {
    order.forEach((name, i) => {
      // The form skips such a name, so dropping a field from schema.properties alone is enough to hide it.
      if (name === '*') return;
      if (!allowedField(name)) report(`/uiSchema/ui:order/${i}`, `must be one of ${[...(allowed ?? []), '*'].map((n) => `"${n}"`).join(', ')}`);
      else if (!known.has(name))
        report(`/uiSchema/ui:order/${i}`, `names "${name}", which is not in schema.properties; it is ignored`, 'warning');
    });
    if (!order.includes('*')) {
      for (const name of fields) {
        if (!order.includes(name)) report('/uiSchema/ui:order', `must name "${name}" or contain "*" (the fields not named)`);
      }
    }
  }

  for (const key of Object.keys(spec.uiSchema)) {
    if (key === 'ui:order') continue;
    if (!allowedField(key)) report('/uiSchema', `has an unknown property "${key}"`);
    else if (!known.has(key))
      report(`/uiSchema/${pointer(key)}`, `is for "${key}", which is not in schema.properties; it is ignored`, 'warning');
  }

  for (const name of fields) {
    const pattern = spec.schema.properties[name]?.pattern;
    if (pattern === undefined) continue;
    // The form compiles it as Ajv does ('u' flag): a broken one would break the form on the counter instead.
    try {
      new RegExp(pattern, 'u');
    } catch (e) {
      report(`/schema/properties/${pointer(name)}/pattern`, `is not a valid regular expression: ${(e as Error).message}`);
    }
  }

  checkLengths(spec, report, kind);

  // Without the declaring plugin (a form checked on its own), a widget of a plugin's cannot be told from a typo.
  const widgets = kind ? [...SHARED_FORM_WIDGETS, ...(kind.widgets ?? [])] : null;
  const levels = new Map<number, string>();
  for (const name of fields) {
    const ui = fieldUi(spec, name);
    const at = `/uiSchema/${pointer(name)}`;
    const widget = ui?.['ui:widget'] ?? 'text';
    if (widgets && !widgets.includes(widget))
      report(`${at}/ui:widget`, `must be one of ${widgets.map((w) => `"${w}"`).join(', ')} (the shared widgets and those plugin "${kind?.plugin}" names for "${kind?.id}")`);
    if (widget !== 'hidden' && !ui?.['ui:title']) report(ui ? at : '/uiSchema', `field "${name}" needs "ui:title" (a message id) for its label`);
    checkSelect(spec, name, widget, messageIds, report);

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

/** A field's length rules against what the plugin's API takes in it: its manifest's `maxLengths`, else the spec's 255. */
function checkLengths(spec: FormSpec, report: (path: string, message: string) => void, kind: DeclaredFormKind | undefined): void {
  for (const [name, field] of Object.entries(spec.schema.properties)) {
    const limit = kind?.maxLengths?.[name] ?? FIELD_LIMITS.text;
    const whose = kind?.maxLengths?.[name] === undefined ? 'the spec\'s limit for a text' : `what plugin "${kind?.plugin}" sends in "${name}"`;
    for (const rule of ['minLength', 'maxLength'] as const) {
      const n = field[rule];
      if (n !== undefined && n > limit) report(`/schema/properties/${pointer(name)}/${rule}`, `must be at most ${limit}, ${whose}`);
    }
  }
}

/**
 * A select: its values are the field's `enum`, each shown by the message id `ui:options.optionLabels` gives it, in
 * every language. Values without a select (or a select without values) would draw a field that cannot be filled.
 */
function checkSelect(
  spec: FormSpec,
  name: string,
  widget: string,
  messageIds: ReadonlySet<string>,
  report: (path: string, message: string) => void,
): void {
  const values = spec.schema.properties[name]?.enum;
  const at = `/uiSchema/${pointer(name)}`;
  if (widget !== 'select') {
    if (values) report(`/schema/properties/${pointer(name)}/enum`, `is for a select: "${name}" needs "ui:widget": "select"`);
    return;
  }
  if (!values) {
    report(`/schema/properties/${pointer(name)}`, `a "select" field needs "enum", the values it offers`);
    return;
  }
  const labels = fieldUi(spec, name)?.['ui:options']?.optionLabels ?? {};
  for (const value of values) {
    const id = labels[value];
    if (id === undefined) report(`${at}/ui:options/optionLabels`, `needs a label (a message id) for the value "${value}"`);
    else if (messageIds.size > 0 && !messageIds.has(id)) report(`${at}/ui:options/optionLabels/${pointer(value)}`, `message id "${id}" is not in the catalogs`);
  }
  for (const value of Object.keys(labels)) {
    if (!values.includes(value)) report(`${at}/ui:options/optionLabels/${pointer(value)}`, `is for "${value}", which is not in the field's enum`);
  }
}
