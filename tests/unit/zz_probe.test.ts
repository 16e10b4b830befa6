import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { it } from 'vitest';
import { createAjv, loadSchemas } from '../../build/validators';
import { loadConfig, type ConfigValidators } from '../../src/kernel/config/load';
import en from '../../src/kernel/messages/en.json';

function walk(dir: string): string[] { return readdirSync(dir).flatMap((n) => { const p = join(dir, n); return statSync(p).isDirectory() ? walk(p) : [p]; }); }
const files = new Map(walk('config').map((p) => [relative('config', p), readFileSync(p, 'utf8')]));
const ajv = createAjv(loadSchemas('config/schemas'));
const v = (id: string) => { const f = ajv.getSchema(id); if (!f) throw new Error(id); return f; };
const validators = { portal: v('portal.schema.json'), country: v('country.schema.json'), routes: v('routes.schema.json'), menu: v('menu.schema.json'), flags: v('flags.schema.json') } as unknown as ConfigValidators;
it('probe', async () => {
  const m = new Map(files);
  const menu = JSON.parse(m.get('menus/legacy.json')!);
  menu.items.push({ id: 'both', icon: 'home', order: 5, route: 'home', action: 'logout' });
  menu.items.push({ id: 'none', labelId: 'menu.home', icon: 'home', order: 5, rout: 'home' });
  m.set('menus/legacy.json', JSON.stringify(menu, null, 2));
  m.set('countries/sg.json', m.get('countries/sg.json')!.replace('"quickAddress": false', '"quickAddress": flase'));
  m.set('countries/th.json', m.get('countries/th.json')!.replace('"quickAddress": true,', '"quickAddress": true,,'));
  const r = await loadConfig(async (rel) => m.get(rel) ?? null, validators, new Set(Object.keys(en)));
  console.log(JSON.stringify(r.ok ? r.warnings : r.problems, null, 1));
});
