import { describe, expect, it } from 'vitest';
import { CONFIG_VALIDATORS, REAL_CONFIG_FILES } from '../harness/realConfig';
import { loadFromMap, MESSAGE_IDS, problemsWhenLoaded } from '../harness/configLoad';
import { loadConfig, type ConfigLoadResult } from '../../src/kernel/config/load';
import { formatProblems, type ConfigProblem } from '../../src/kernel/config/problems';

// ---------------------------------------------------------------------------------------------------------------
// The real files under config/, read once, and the validators compiled the way `npm run config:check` does.

const REAL_FILES = REAL_CONFIG_FILES;
const validators = CONFIG_VALIDATORS;

/** A copy of the real config/ as an in-memory map, for one test to break. */
function files(): Map<string, string> {
  return new Map(REAL_FILES);
}

function json<T = Record<string, unknown>>(map: Map<string, string>, rel: string): T {
  const text = map.get(rel);
  if (text === undefined) throw new Error(`no file ${rel}`);
  return JSON.parse(text) as T;
}

/** Changes one file as parsed JSON and writes it back, formatted like an admin would. */
function edit<T = Record<string, unknown>>(map: Map<string, string>, rel: string, change: (data: T) => void): void {
  const data = json<T>(map, rel);
  change(data);
  map.set(rel, JSON.stringify(data, null, 2));
}

const load = (map: ReadonlyMap<string, string>, messageIds: ReadonlySet<string> = MESSAGE_IDS): Promise<ConfigLoadResult> => loadFromMap(map, messageIds);
const problemsOf = (map: ReadonlyMap<string, string>): Promise<ConfigProblem[]> => problemsWhenLoaded(load(map));

interface MenuFile { items: Array<Record<string, unknown>> }
interface RoutesFile { routes: Array<Record<string, unknown>> }

// ---------------------------------------------------------------------------------------------------------------

describe('loadConfig with the real config/', () => {
  it('loads with no error and no warning', async () => {
    const result = await load(REAL_FILES);
    if (!result.ok) throw new Error(formatProblems(result.problems));
    expect(result.warnings).toEqual([]);
    expect(result.config.portal.countries).toEqual(['sg', 'id', 'th', 'my', 'ph', 'vn', 'mm', 'ma']);
    expect(Object.keys(result.config.countries).sort()).toEqual(['id', 'ma', 'mm', 'my', 'ph', 'sg', 'th', 'vn']);
    expect(result.config.routes.map((r) => r.id)).toContain('toDriver');
    expect(result.config.menus.legacy.variant).toBe('legacy');
    expect(result.config.menus.newDesign.variant).toBe('newDesign');
  });

  it('carries the spec values of the country table', async () => {
    const result = await load(REAL_FILES);
    if (!result.ok) throw new Error(formatProblems(result.problems));
    const c = result.config.countries;
    expect([c.sg?.phonePrefix, c.sg?.postcodeLength, c.sg?.utcOffsetHours]).toEqual(['+65', 6, 8]);
    expect([c.ph?.phonePrefix, c.ph?.postcodeLength, c.ph?.cod.percent, c.ph?.cod.minimumFee]).toEqual(['+63', 4, 3.5, 25]);
    expect([c.my?.cod.percent, c.my?.cod.minimumFee]).toEqual([3, 4]);
    expect([c.ma?.phonePrefix, c.ma?.utcOffsetHours, c.ma?.defaultLanguage]).toEqual(['+212', 1, 'fr']);
    expect(c.mm?.utcOffsetHours).toBe(6.5);
  });
});

describe('loadConfig reports each problem with its file and JSON path', () => {
  it('country postcodeLength that is not an integer', async () => {
    const map = files();
    edit(map, 'countries/ph.json', (c) => { c.postcodeLength = 4.5; });
    expect(await problemsOf(map)).toEqual([
      { file: 'config/countries/ph.json', path: '/postcodeLength', message: 'must be integer', severity: 'error' },
    ]);
  });

  it('phonePrefix without a plus', async () => {
    const map = files();
    edit(map, 'countries/ph.json', (c) => { c.phonePrefix = '63'; });
    expect(await problemsOf(map)).toEqual([
      { file: 'config/countries/ph.json', path: '/phonePrefix', message: 'must match pattern "^\\+[0-9]{1,4}$"', severity: 'error' },
    ]);
  });

  it('an unknown property, named in the message', async () => {
    const map = files();
    edit(map, 'countries/sg.json', (c) => { (c.currency as Record<string, unknown>).colour = 'red'; });
    expect(await problemsOf(map)).toEqual([
      { file: 'config/countries/sg.json', path: '/currency', message: 'has an unknown property "colour"', severity: 'error' },
    ]);
  });

  it('a gate with a typo: reported once, as not a valid gate, with the typo named', async () => {
    const map = files();
    const routes = json<RoutesFile>(map, 'menus/routes.json');
    const index = routes.routes.findIndex((r) => r.id === 'collect');
    edit<RoutesFile>(map, 'menus/routes.json', (f) => { f.routes[index]!.if = { settting: 'canCustomerCollect' }; });
    const problems = await problemsOf(map);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'config/menus/routes.json', path: `/routes/${index}/if`, severity: 'error' });
    expect(problems[0]?.message).toMatch(/^is not a valid gate\b/);
    expect(problems[0]?.message).toContain('"settting"');
  });

  it('a typo in a gate nested inside any: reported once, at the nested gate, and the valid "any" is not called unknown', async () => {
    const map = files();
    const index = json<RoutesFile>(map, 'menus/routes.json').routes.findIndex((r) => r.id === 'collect');
    edit<RoutesFile>(map, 'menus/routes.json', (f) => {
      f.routes[index]!.if = { any: [{ setting: 'canCustomerCollect' }, { settting: 'canShipperLodgeIn' }] };
    });
    const problems = await problemsOf(map);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'config/menus/routes.json', path: `/routes/${index}/if/any/1`, severity: 'error' });
    expect(problems[0]?.message).toMatch(/^is not a valid gate\b/);
    expect(problems.map((p) => p.message).join('\n')).not.toContain('unknown property "any"');
  });

  it('a gate that names a setting the schema does not know: the setting is reported, the known operator is not called unknown', async () => {
    const map = files();
    edit<MenuFile>(map, 'menus/legacy.json', (f) => { f.items[0]!.if = { setting: 'canFly' }; });
    const problems = await problemsOf(map);
    expect(problems.every((p) => p.file === 'config/menus/legacy.json' && p.path.startsWith('/items/0/if'))).toBe(true);
    expect(problems).toContainEqual(expect.objectContaining({ path: '/items/0/if/setting', severity: 'error' }));
    expect(problems.find((p) => p.path === '/items/0/if/setting')?.message).toMatch(/^must be one of "allowCreatePost"/);
    expect(problems.map((p) => p.message).join('\n')).not.toContain('unknown property "setting"');
  });

  it('a menu entry with two mistakes reports both (missing label and misspelt route key)', async () => {
    const map = files();
    edit<MenuFile>(map, 'menus/legacy.json', (f) => { f.items.push({ id: 'tickets', icon: 'history', order: 75, rout: 'history' }); });
    const problems = (await problemsOf(map)).filter((p) => p.file === 'config/menus/legacy.json');
    const text = problems.map((p) => `${p.path} ${p.message}`).join('\n');
    const at = `/items/${json<MenuFile>(map, 'menus/legacy.json').items.length - 1}`;
    expect(problems.every((p) => p.path === at)).toBe(true);
    expect(text).toContain('"rout"');
    expect(text).toContain('labelId');
  });

  it('a menu entry naming an unknown route: a warning, the config still loads', async () => {
    const map = files();
    let at = -1;
    edit<MenuFile>(map, 'menus/new-design.json', (f) => {
      at = f.items.push({ id: 'tickets', labelId: 'menu.history', icon: 'history', route: 'tickets', order: 55 }) - 1;
    });
    const result = await load(map);
    if (!result.ok) throw new Error(formatProblems(result.problems));
    expect(result.warnings).toEqual([
      {
        file: 'config/menus/new-design.json',
        path: `/items/${at}/route`,
        message: 'names route "tickets", which is not in the route table; the entry is skipped',
        severity: 'warning',
      },
    ]);
  });

  it('a duplicate route id', async () => {
    const map = files();
    let at = -1;
    edit<RoutesFile>(map, 'menus/routes.json', (f) => { at = f.routes.push({ id: 'history', path: '/history-2' }) - 1; });
    expect(await problemsOf(map)).toEqual([
      { file: 'config/menus/routes.json', path: `/routes/${at}/id`, message: 'duplicate route id "history"', severity: 'error' },
    ]);
  });

  it('a missing file', async () => {
    const map = files();
    map.delete('countries/ma.json');
    expect(await problemsOf(map)).toEqual([{ file: 'config/countries/ma.json', path: '', message: 'is missing', severity: 'error' }]);
  });

  it('a file that cannot be read is reported, not thrown', async () => {
    const result = await loadConfig(
      (rel) => (rel === 'flags/flags.json' ? Promise.reject(new Error('EACCES')) : Promise.resolve(REAL_FILES.get(rel) ?? null)),
      validators,
      MESSAGE_IDS,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ file: 'config/flags/flags.json', path: '', severity: 'error' });
    expect(result.problems[0]?.message).toContain('EACCES');
  });

  it('invalid JSON (a trailing comma): the message gives line and column', async () => {
    const map = files();
    map.set('countries/th.json', '{\n  "code": "th",\n  "nameId": "country.th",\n}\n');
    const problems = await problemsOf(map);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'config/countries/th.json', path: '', severity: 'error' });
    expect(problems[0]?.message).toMatch(/^is not valid JSON: /);
    expect(problems[0]?.message).toContain('line 4, column 1');
  });

  it('invalid JSON (a misspelt literal): the message gives line and column too', async () => {
    const map = files();
    map.set('countries/th.json', '{\n  "code": "th",\n  "quickAddress": flase\n}\n');
    const problems = await problemsOf(map);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'config/countries/th.json', path: '', severity: 'error' });
    expect(problems[0]?.message).toMatch(/line 3, column \d+/);
  });

  it('several broken files at once: every error is reported, not just the first', async () => {
    const map = files();
    edit(map, 'countries/ph.json', (c) => { c.postcodeLength = 'four'; c.phonePrefix = '0063'; });
    edit(map, 'countries/vn.json', (c) => { c.utcOffsetHours = 7.1; });
    edit(map, 'flags/flags.json', (f) => { f.pollIntervalMs = 10; });
    map.set('menus/legacy.json', '{ "items": [ }');
    map.delete('countries/ma.json');
    const problems = await problemsOf(map);
    const where = problems.map((p) => `${p.file} ${p.path}`).sort();
    expect(where).toEqual([
      'config/countries/ma.json ',
      'config/countries/ph.json /phonePrefix',
      'config/countries/ph.json /postcodeLength',
      'config/countries/vn.json /utcOffsetHours',
      'config/flags/flags.json /pollIntervalMs',
      'config/menus/legacy.json ',
    ]);
    expect(problems.every((p) => p.severity === 'error')).toBe(true);
  });

  it('a __proto__ key is dropped and reported as a warning; nothing is polluted', async () => {
    const map = files();
    const sg = map.get('countries/sg.json') ?? '';
    map.set('countries/sg.json', sg.replace('{', '{\n  "__proto__": { "polluted": "yes" },'));
    const result = await load(map);
    if (!result.ok) throw new Error(formatProblems(result.problems));
    expect(result.warnings).toEqual([
      { file: 'config/countries/sg.json', path: '/__proto__', message: 'is a forbidden key and was ignored', severity: 'warning' },
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(result.config.countries.sg)).toBe(Object.prototype);
    expect((result.config.countries.sg as unknown as Record<string, unknown>).polluted).toBeUndefined();
    // Spreading or merging the loaded config later does not carry the key either.
    expect(({ ...result.config.countries.sg } as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a constructor.prototype key nested in a menu is dropped too', async () => {
    const map = files();
    const legacy = map.get('menus/legacy.json') ?? '';
    map.set('menus/legacy.json', legacy.replace('"id": "home",', '"id": "home", "constructor": { "prototype": { "polluted": "yes" } },'));
    const result = await load(map);
    if (!result.ok) throw new Error(formatProblems(result.problems));
    expect(result.warnings).toEqual([
      { file: 'config/menus/legacy.json', path: '/items/0/constructor', message: 'is a forbidden key and was ignored', severity: 'warning' },
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a message id missing from the catalog', async () => {
    const map = files();
    edit<MenuFile>(map, 'menus/legacy.json', (f) => { f.items[1]!.labelId = 'menu.send_parcelz'; });
    edit(map, 'countries/mm.json', (c) => { c.nameId = 'country.burma'; });
    const problems = await problemsOf(map);
    expect(problems).toEqual([
      { file: 'config/menus/legacy.json', path: '/items/1/labelId', message: 'message id "menu.send_parcelz" is not in the catalogs', severity: 'error' },
      { file: 'config/countries/mm.json', path: '/nameId', message: 'message id "country.burma" is not in the catalogs', severity: 'error' },
    ]);
  });

  it('a message id in a nested menu entry is checked as well', async () => {
    const map = files();
    const items = json<MenuFile>(map, 'menus/legacy.json').items;
    const group = items.findIndex((i) => Array.isArray(i.children));
    edit<MenuFile>(map, 'menus/legacy.json', (f) => {
      (f.items[group]!.children as Array<Record<string, unknown>>)[1]!.descriptionId = 'menu.nope';
    });
    expect(await problemsOf(map)).toEqual([
      { file: 'config/menus/legacy.json', path: `/items/${group}/children/1/descriptionId`, message: 'message id "menu.nope" is not in the catalogs', severity: 'error' },
    ]);
  });

  it('a country file whose code does not match its name', async () => {
    const map = files();
    edit(map, 'countries/vn.json', (c) => { c.code = 'th'; });
    expect(await problemsOf(map)).toEqual([
      { file: 'config/countries/vn.json', path: '/code', message: 'must be "vn" to match the file name', severity: 'error' },
    ]);
  });

  it('a broken portal.json is reported on its own (the other files are found through it)', async () => {
    const map = files();
    edit(map, 'portal.json', (p) => { p.defaultLanguage = 'de'; });
    const problems = await problemsOf(map);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'config/portal.json', path: '/defaultLanguage', severity: 'error' });
    expect(problems[0]?.message).toContain('"en"');
  });
});
