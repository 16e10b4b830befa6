// Start-up checks config/ without config/forms (the login screen does not carry its validator); the forms are
// loaded and checked after login by loadForms, reported with file and JSON path like every other file.
import { describe, expect, it } from 'vitest';
import pluginMessageIds from 'virtual:plugin-message-ids';
import { CONFIG_VALIDATORS, REAL_CONFIG_FILES } from '../harness/realConfig';
import { formFileProblems, loadConfig, loadForms, type StartupValidators } from '../../src/kernel/config/load';
import { catalogIds } from '../../src/kernel/i18n/catalogs';
import en from '../../src/kernel/messages/en.json';

const REAL = REAL_CONFIG_FILES;
const reader = (map: ReadonlyMap<string, string>) => (rel: string) => Promise.resolve(map.get(rel) ?? null);

// Start-up has no forms validator: the login screen does not carry it.
const { forms: formsValidator, ...startupOnly } = CONFIG_VALIDATORS;
const startup: StartupValidators = startupOnly;
// What the browser knows before login: the kernel's catalog and the plugins' ids (no plugin catalog).
const ids = catalogIds(en);

function brokenSgForms(): Map<string, string> {
  const sg = JSON.parse(REAL.get('forms/sg.json') ?? '{}') as { recipient: { uiSchema: Record<string, Record<string, unknown>> } };
  const [field] = Object.keys(sg.recipient.uiSchema).filter((k) => !k.startsWith('ui:'));
  if (!field) throw new Error('sg recipient form has no field');
  sg.recipient.uiSchema[field] = { ...sg.recipient.uiSchema[field], 'ui:title': 'no.such.message' };
  return new Map([...REAL, ['forms/sg.json', JSON.stringify(sg)]]);
}

describe('config/forms after login', () => {
  it('the plugins\' message ids are known without their catalogs', () => {
    expect(pluginMessageIds.length).toBeGreaterThan(0);
    expect(ids.has(pluginMessageIds[0] ?? '')).toBe(true);
    expect(ids.has('no.such.message')).toBe(false);
  });

  it('start-up loads the real config without reading config/forms', async () => {
    const asked: string[] = [];
    const result = await loadConfig((rel) => (asked.push(rel), reader(REAL)(rel)), startup, ids);
    expect(result.ok).toBe(true);
    expect(asked.some((rel) => rel.startsWith('forms/'))).toBe(false);
    if (result.ok) expect(result.config.forms).toEqual({});
  });

  it('start-up is not stopped by a broken forms file; loadForms reports it with file and path', async () => {
    const map = brokenSgForms();
    const result = await loadConfig(reader(map), startup, ids);
    if (!result.ok) throw new Error('start-up config should load');
    const forms = await loadForms(reader(map), formsValidator, result.config, ids);
    expect(forms.ok).toBe(false);
    if (forms.ok) return;
    expect(forms.problems).toContainEqual(expect.objectContaining({
      file: 'config/forms/sg.json', severity: 'error', message: 'message id "no.such.message" is not in the catalogs',
    }));
  });

  it('loadForms gives every country\'s real forms, checked against the plugins\' ids', async () => {
    const result = await loadConfig(reader(REAL), startup, ids);
    if (!result.ok) throw new Error('start-up config should load');
    const forms = await loadForms(reader(REAL), formsValidator, result.config, ids);
    if (!forms.ok) throw new Error(forms.problems.map((p) => `${p.file} ${p.path} ${p.message}`).join('\n'));
    expect(Object.keys(forms.forms).sort()).toEqual([...result.config.portal.countries].sort());
  });

  it('a forms file that is not JSON is reported by loadForms', async () => {
    const map = new Map([...REAL, ['forms/th.json', '{ "recipient": ']]);
    const result = await loadConfig(reader(map), startup, ids);
    if (!result.ok) throw new Error('start-up config should load');
    const forms = await loadForms(reader(map), formsValidator, result.config, ids);
    expect(forms.ok ? [] : forms.problems.map((p) => p.file)).toContain('config/forms/th.json');
  });

  it('a start-up that fails on another file still gets the forms files\' schema problems for its error screen', async () => {
    const sg = JSON.parse(REAL.get('forms/sg.json') ?? '{}') as Record<string, unknown>;
    const ph = JSON.parse(REAL.get('countries/ph.json') ?? '{}') as Record<string, unknown>;
    const map = new Map([...REAL, ['forms/sg.json', JSON.stringify({ ...sg, recipient: 'not a form' })], ['countries/ph.json', JSON.stringify({ ...ph, postcodeLength: 'four' })]]);
    const result = await loadConfig(reader(map), startup, ids);
    if (result.ok) throw new Error('start-up should fail on countries/ph.json');
    expect(result.problems.map((p) => p.file)).toEqual(['config/countries/ph.json']);
    if (!result.portal) throw new Error('portal.json was valid and should be returned');
    const forms = await formFileProblems(reader(map), formsValidator, result.portal);
    expect(forms).toContainEqual(expect.objectContaining({ file: 'config/forms/sg.json', path: '/recipient', severity: 'error' }));
    expect(forms.every((p) => p.file === 'config/forms/sg.json')).toBe(true);
  });

  it('with portal.json itself broken there is no country list, so no forms check', async () => {
    const map = new Map([...REAL, ['portal.json', '{ "countries": 3 }']]);
    const result = await loadConfig(reader(map), startup, ids);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.portal).toBeUndefined();
  });
});
