// config/forms/<country>.json through the real loader: what the real files carry, and how a broken form file is
// reported (file and JSON path, like every other config file).
import { describe, expect, it } from 'vitest';
import { CONFIG_VALIDATORS, REAL_CONFIG_FILES } from '../harness/realConfig';
import { loadFromMap, MESSAGE_IDS, problemsWhenLoaded } from '../harness/configLoad';
import { loadConfig, type ConfigLoadResult } from '../../src/kernel/config/load';
import { formatProblems, type ConfigProblem } from '../../src/kernel/config/problems';
import { declaredFormKinds, type DeclaredFormKind } from '../../src/kernel/config/formsCheck';
import { pluginManifests } from '../../src/kernel/pluginHost/registry';
import type { FormSpec } from '../../src/kernel/types';
import type { OrderForms } from '../../src/plugins/orders/forms/kinds';
import en from '../../src/kernel/messages/en.json';

const validators = CONFIG_VALIDATORS;

// The form kinds the plugins declare, as start-up and config:check pass them: a new plugin's form is checked too.
const KINDS = declaredFormKinds(pluginManifests());
const load = (map: ReadonlyMap<string, string>, ids: ReadonlySet<string> = MESSAGE_IDS, kinds: readonly DeclaredFormKind[] = KINDS): Promise<ConfigLoadResult> =>
  loadFromMap(map, ids, kinds);
const problemsOf = (map: ReadonlyMap<string, string>): Promise<ConfigProblem[]> => problemsWhenLoaded(load(map));

/** A copy of the real config with one form file changed as parsed JSON. */
function withForm(code: string, change: (forms: OrderForms & Record<string, unknown>) => void): Map<string, string> {
  const map = new Map(REAL_CONFIG_FILES);
  const data = JSON.parse(map.get(`forms/${code}.json`) ?? '{}') as OrderForms & Record<string, unknown>;
  change(data);
  map.set(`forms/${code}.json`, JSON.stringify(data, null, 2));
  return map;
}

/** A copy of the real config with `form` added under `kind` in every country's file. */
function withFormEverywhere(kind: string, form: FormSpec): Map<string, string> {
  const map = new Map(REAL_CONFIG_FILES);
  for (const [rel, text] of REAL_CONFIG_FILES) {
    if (!rel.startsWith('forms/')) continue;
    map.set(rel, JSON.stringify({ ...(JSON.parse(text) as object), [kind]: form }, null, 2));
  }
  return map;
}

const POSTCODE_LENGTH = { sg: 6, id: 5, th: 5, my: 5, ph: 4, vn: 6, mm: 5, ma: 5 } as const;

describe('the real config/forms', () => {
  it('loads a recipient and a pack form for every country in use, with no warning', async () => {
    const result = await load(REAL_CONFIG_FILES);
    if (!result.ok) throw new Error(formatProblems(result.problems));
    expect(result.warnings).toEqual([]);
    expect(Object.keys(result.config.forms).sort()).toEqual(['id', 'ma', 'mm', 'my', 'ph', 'sg', 'th', 'vn']);
    for (const [code, length] of Object.entries(POSTCODE_LENGTH)) {
      const forms = (result.config.forms as Partial<Record<string, OrderForms>>)[code];
      for (const form of [forms?.recipient, forms?.pack]) {
        expect(form?.schema.properties.postCode, code).toMatchObject({ minLength: length, maxLength: length, pattern: '^[0-9]+$' });
        expect(form?.schema.required, code).toEqual(expect.arrayContaining(['postCode', 'state', 'city', 'district', 'address']));
      }
    }
  });

  it('requires lat/lng only in the Philippines, and quick address only in vn, my, th, id', async () => {
    const result = await load(REAL_CONFIG_FILES);
    if (!result.ok) throw new Error(formatProblems(result.problems));
    const forms = result.config.forms as Partial<Record<string, OrderForms>> & Record<string, OrderForms>;
    const requiresLocation = Object.entries(forms).filter(([, f]) => f.recipient.schema.required?.includes('lat')).map(([c]) => c);
    expect(requiresLocation).toEqual(['ph']);
    expect(forms.ph?.pack.schema.required).toEqual(expect.arrayContaining(['lat', 'lng']));
    const quick = Object.entries(forms).filter(([, f]) => 'quickAddress' in f.recipient.schema.properties).map(([c]) => c).sort();
    expect(quick).toEqual(['id', 'my', 'th', 'vn']);
  });
});

describe('a broken form file is reported with its file and JSON path', () => {
  it('a length that is not a number', async () => {
    const map = withForm('sg', (f) => { (f.recipient.schema.properties.name as unknown as Record<string, unknown>).maxLength = '255'; });
    expect(await problemsOf(map)).toEqual([
      { file: 'config/forms/sg.json', path: '/recipient/schema/properties/name/maxLength', message: 'must be integer', severity: 'error' },
    ]);
  });

  it('a misspelt keyword is named', async () => {
    const map = withForm('th', (f) => { (f.pack.schema.properties.description as unknown as Record<string, unknown>).maxLenght = 100; });
    expect(await problemsOf(map)).toEqual([
      { file: 'config/forms/th.json', path: '/pack/schema/properties/description', message: 'has an unknown property "maxLenght"', severity: 'error' },
    ]);
  });

  it('an unknown widget (the schema) and an unknown field (the fields orders declares for the form)', async () => {
    const widget = await problemsOf(withForm('id', (f) => {
      f.recipient.uiSchema.name = { 'ui:widget': 'slider', 'ui:title': 'orders_form.recipient_name' };
    }));
    expect(widget).toContainEqual(expect.objectContaining({ file: 'config/forms/id.json', path: '/recipient/uiSchema/name/ui:widget', severity: 'error' }));
    expect(widget.find((p) => p.path.endsWith('ui:widget'))?.message).toMatch(/^must be one of "text"/);
    const problems = await problemsOf(withForm('id', (f) => {
      (f.recipient.schema.properties as Record<string, unknown>).nickname = { type: 'string' };
      f.pack.uiSchema.nickname = { 'ui:widget': 'text' };
    }));
    expect(problems).toContainEqual({ file: 'config/forms/id.json', path: '/pack/uiSchema', message: 'has an unknown property "nickname"', severity: 'error' });
    expect(problems.filter((p) => p.path.startsWith('/pack/uiSchema')), JSON.stringify(problems)).toHaveLength(1);
    expect(problems).toContainEqual({ file: 'config/forms/id.json', path: '/recipient/schema/properties', message: 'has an unknown property "nickname"', severity: 'error' });
  });

  it('a misspelt name in ui:order: one line, naming the allowed ones', async () => {
    const map = withForm('th', (f) => { f.recipient.uiSchema['ui:order'] = ['contact', 'nmae', '*']; });
    const problems = await problemsOf(map);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'config/forms/th.json', path: '/recipient/uiSchema/ui:order/1', severity: 'error' });
    expect(problems[0]?.message).toMatch(/^must be one of "contact", "name"/);
  });

  it('a missing form file for a country in use', async () => {
    const map = new Map(REAL_CONFIG_FILES);
    map.delete('forms/mm.json');
    expect(await problemsOf(map)).toEqual([{ file: 'config/forms/mm.json', path: '', message: 'is missing', severity: 'error' }]);
  });

  it('a label or message id that no catalog has (the plugin catalogs count)', async () => {
    const map = withForm('ph', (f) => {
      f.recipient.uiSchema.name = { 'ui:widget': 'text', 'ui:title': 'orders_form.recipient_nam', 'ui:messages': { required: 'blank_please' } };
    });
    expect(await problemsOf(map)).toEqual([
      { file: 'config/forms/ph.json', path: '/recipient/uiSchema/name/ui:title', message: 'message id "orders_form.recipient_nam" is not in the catalogs', severity: 'error' },
      { file: 'config/forms/ph.json', path: '/recipient/uiSchema/name/ui:messages/required', message: 'message id "blank_please" is not in the catalogs', severity: 'error' },
    ]);
    // Without the plugin catalogs the form's labels are unknown: proof that they are looked up there.
    const kernelOnly = await load(REAL_CONFIG_FILES, new Set(Object.keys(en)));
    expect(kernelOnly.ok).toBe(false);
  });

  it('a postcode length that disagrees with the country file', async () => {
    const map = withForm('vn', (f) => { f.recipient.schema.properties.postCode = { type: 'string', minLength: 5, maxLength: 5, pattern: '^[0-9]+$' }; });
    expect(await problemsOf(map)).toEqual([
      {
        file: 'config/forms/vn.json', path: '/recipient/schema/properties/postCode',
        message: 'must have minLength and maxLength 6, the postcodeLength of config/countries/vn.json', severity: 'error',
      },
    ]);
  });

  it('a pattern that is not a regular expression is refused where it is, not left to break the form', async () => {
    const map = withForm('my', (f) => { f.recipient.schema.properties.postCode = { type: 'string', minLength: 5, maxLength: 5, pattern: '^[0-9+$' }; });
    expect(await problemsOf(map)).toEqual([
      {
        file: 'config/forms/my.json', path: '/recipient/schema/properties/postCode/pattern',
        message: expect.stringMatching(/^is not a valid regular expression: .*Unterminated character class/), severity: 'error',
      },
    ]);
  });

  it('required and ui:order naming fields the form does not have; a visible field without a label', async () => {
    const map = withForm('sg', (f) => {
      f.recipient.schema.required = [...(f.recipient.schema.required ?? []), 'quickAddress'];
      f.recipient.uiSchema['ui:order'] = ['contact', 'name'];
      delete f.recipient.uiSchema.email;
    });
    const problems = await problemsOf(map);
    const required = (JSON.parse(map.get('forms/sg.json') ?? '{}') as OrderForms).recipient.schema.required ?? [];
    expect(problems).toContainEqual({ file: 'config/forms/sg.json', path: `/recipient/schema/required/${required.length - 1}`, message: 'names "quickAddress", which is not in schema.properties', severity: 'error' });
    expect(problems).toContainEqual({ file: 'config/forms/sg.json', path: '/recipient/uiSchema/ui:order', message: 'must name "email" or contain "*" (the fields not named)', severity: 'error' });
    expect(problems).toContainEqual({ file: 'config/forms/sg.json', path: '/recipient/uiSchema', message: 'field "email" needs "ui:title" (a message id) for its label', severity: 'error' });
  });

  it('two dropdowns for the same address level', async () => {
    const map = withForm('my', (f) => { f.pack.uiSchema.city = { 'ui:widget': 'location', 'ui:title': 'orders_form.city', 'ui:options': { level: 1 } }; });
    expect(await problemsOf(map)).toEqual([
      { file: 'config/forms/my.json', path: '/pack/uiSchema/city/ui:options/level', message: 'address level 1 is already "state"', severity: 'error' },
    ]);
  });

  it('dropping a field from schema.properties hides it: its order and uiSchema entries are warnings, the form loads', async () => {
    const map = withForm('ma', (f) => { delete (f.recipient.schema.properties as Record<string, unknown>).address2; });
    const result = await load(map);
    if (!result.ok) throw new Error(formatProblems(result.problems));
    const at = (JSON.parse(map.get('forms/ma.json') ?? '{}') as OrderForms).recipient.uiSchema['ui:order']?.indexOf('address2');
    expect(result.warnings).toEqual([
      { file: 'config/forms/ma.json', path: `/recipient/uiSchema/ui:order/${at}`, message: 'names "address2", which is not in schema.properties; it is ignored', severity: 'warning' },
      { file: 'config/forms/ma.json', path: '/recipient/uiSchema/address2', message: 'is for "address2", which is not in schema.properties; it is ignored', severity: 'warning' },
    ]);
  });

  it('prints like the other files for `npm run config:check`', async () => {
    const map = withForm('sg', (f) => { (f.recipient.schema.properties.contact as unknown as Record<string, unknown>).maxLength = 0; });
    expect(formatProblems(await problemsOf(map))).toBe('Invalid config config/forms/sg.json:\n  /recipient/schema/properties/contact/maxLength must be >= 1');
  });
});

describe('form kinds come from the plugins', () => {
  const kinds = KINDS;
  const loadWith = (map: ReadonlyMap<string, string>, declared: readonly (typeof KINDS)[number][]) =>
    loadConfig((rel) => Promise.resolve(map.get(rel) ?? null), validators, MESSAGE_IDS, declared);

  it('the real files hold every kind the plugins declare', async () => {
    const result = await loadWith(REAL_CONFIG_FILES, kinds);
    if (!result.ok) throw new Error(formatProblems(result.problems));
    expect(result.warnings).toEqual([]);
  });

  it('a declared kind missing from a country file is an error with file and path', async () => {
    const result = await loadWith(withForm('sg', (f) => { delete (f as Record<string, unknown>).pack; }), kinds);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toContainEqual(expect.objectContaining({ file: 'config/forms/sg.json', path: '/pack', severity: 'error', message: expect.stringContaining('plugin "orders"') }));
  });

  it('a kind no plugin declares is a warning', async () => {
    const result = await loadWith(REAL_CONFIG_FILES, kinds.filter((k) => k.id !== 'shipperBank'));
    if (!result.ok) throw new Error(formatProblems(result.problems));
    expect(result.warnings).toContainEqual(expect.objectContaining({ file: 'config/forms/sg.json', path: '/shipperBank', severity: 'warning' }));
  });

  it('a field the declaring plugin does not know is an error', async () => {
    const map = withForm('sg', (f) => { (f.recipient.schema.properties as Record<string, unknown>).nickname = { type: 'string' }; });
    const result = await loadWith(map, kinds);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toContainEqual(expect.objectContaining({ file: 'config/forms/sg.json', path: '/recipient/schema/properties', message: 'has an unknown property "nickname"', severity: 'error' }));
  });

  it('two plugins declaring one kind is an error naming both', async () => {
    const result = await loadWith(REAL_CONFIG_FILES, [...kinds, { id: 'pack', description: 'Packs at the counter.', plugin: 'collect' }]);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toContainEqual({
      file: 'src/plugins/collect/index.ts', path: '/forms', message: 'declares the form "pack", which plugin "orders" already declares', severity: 'error',
    });
  });
});

describe('a plugin\'s own form: shared select and picture, its own widget, its own length limits', () => {
  // A report of a damaged parcel, as a plugin other than orders would declare it.
  const DAMAGE: DeclaredFormKind = {
    id: 'sampleDamage', plugin: 'damage', description: 'A damaged parcel: what happened, a photo, a note.',
    fields: ['damage', 'photo', 'note', 'signature'], widgets: ['signature'], maxLengths: { note: 1000 },
  };
  const kinds = [...KINDS, DAMAGE];
  // Real catalog ids stand in for the plugin's labels.
  const form = (): FormSpec => ({
    schema: {
      type: 'object', required: ['damage', 'photo'],
      properties: {
        damage: { type: 'string', enum: ['crushed', 'wet'] },
        photo: { type: 'string', minLength: 1 },
        note: { type: 'string', maxLength: 1000 },
        signature: { type: 'string' },
      },
    },
    uiSchema: {
      damage: { 'ui:widget': 'select', 'ui:title': 'orders_form.state', 'ui:options': { optionLabels: { crushed: 'orders_form.city', wet: 'orders_form.district' } } },
      photo: { 'ui:widget': 'image', 'ui:title': 'orders_form.postcode' },
      note: { 'ui:widget': 'textarea', 'ui:title': 'orders_form.address2' },
      signature: { 'ui:widget': 'signature', 'ui:title': 'orders_form.street_address' },
    },
  });
  const problemsWith = async (change: (f: FormSpec) => void) => {
    const spec = form();
    change(spec);
    const result = await load(withFormEverywhere('sampleDamage', spec), MESSAGE_IDS, kinds);
    if (result.ok) throw new Error(`expected the config to fail, it loaded with warnings ${JSON.stringify(result.warnings)}`);
    return result.problems.filter((p) => p.file === 'config/forms/sg.json');
  };

  it('loads clean beside the real forms', async () => {
    const result = await load(withFormEverywhere('sampleDamage', form()), MESSAGE_IDS, kinds);
    if (!result.ok) throw new Error(formatProblems(result.problems));
    expect(result.warnings).toEqual([]);
  });

  it('a select: a value without a label, a label for no value, a label no catalog has, values without a select', async () => {
    expect(await problemsWith((f) => {
      f.schema.properties.damage = { type: 'string', enum: ['crushed', 'wet', 'torn'] };
      f.uiSchema.damage = { 'ui:widget': 'select', 'ui:title': 'orders_form.state', 'ui:options': { optionLabels: { crushed: 'orders_form.city', wet: 'damage.wet', lost: 'orders_form.district' } } };
      f.schema.properties.note = { type: 'string', enum: ['a'] };
    })).toEqual([
      { file: 'config/forms/sg.json', path: '/sampleDamage/uiSchema/damage/ui:options/optionLabels/wet', message: 'message id "damage.wet" is not in the catalogs', severity: 'error' },
      { file: 'config/forms/sg.json', path: '/sampleDamage/uiSchema/damage/ui:options/optionLabels', message: 'needs a label (a message id) for the value "torn"', severity: 'error' },
      { file: 'config/forms/sg.json', path: '/sampleDamage/uiSchema/damage/ui:options/optionLabels/lost', message: 'is for "lost", which is not in the field\'s enum', severity: 'error' },
      { file: 'config/forms/sg.json', path: '/sampleDamage/schema/properties/note/enum', message: 'is for a select: "note" needs "ui:widget": "select"', severity: 'error' },
    ]);
    expect(await problemsWith((f) => { delete f.schema.properties.damage?.enum; })).toEqual([
      { file: 'config/forms/sg.json', path: '/sampleDamage/schema/properties/damage', message: 'a "select" field needs "enum", the values it offers', severity: 'error' },
    ]);
  });

  it('a length past what the API takes: the plugin\'s limit for its field, the spec\'s 255 for any other', async () => {
    expect(await problemsWith((f) => {
      f.schema.properties.note = { type: 'string', maxLength: 1001 };
      f.schema.properties.signature = { type: 'string', minLength: 300 };
    })).toEqual([
      { file: 'config/forms/sg.json', path: '/sampleDamage/schema/properties/note/maxLength', message: 'must be at most 1000, what plugin "damage" sends in "note"', severity: 'error' },
      { file: 'config/forms/sg.json', path: '/sampleDamage/schema/properties/signature/minLength', message: 'must be at most 255, the spec\'s limit for a text', severity: 'error' },
    ]);
    const recipient = await problemsOf(withForm('sg', (f) => { f.recipient.schema.properties.name = { type: 'string', maxLength: 256 }; }));
    expect(recipient).toEqual([
      { file: 'config/forms/sg.json', path: '/recipient/schema/properties/name/maxLength', message: 'must be at most 255, the spec\'s limit for a text', severity: 'error' },
    ]);
  });

  it('a widget of the plugin\'s own is allowed in the form it names it for, and refused in another', async () => {
    const problems = await problemsOf(withForm('sg', (f) => { f.recipient.uiSchema.name = { 'ui:widget': 'signature', 'ui:title': 'orders_form.recipient_name' }; }));
    expect(problems).toEqual([expect.objectContaining({ file: 'config/forms/sg.json', path: '/recipient/uiSchema/name/ui:widget', severity: 'error' })]);
    expect(problems[0]?.message).toMatch(/^must be one of "text", .*"image", "select" \(the shared widgets and those plugin "orders" names for "recipient"\)$/);
  });
});
