import type { LoadedConfig, MenuItemDef } from '../types';
import type { ConfigProblem } from './problems';
import { checkForms, type DeclaredFormKind } from './formsCheck';
import { checkGates } from './gatesCheck';

/**
 * Checks that span files, which JSON Schema cannot: menu entries point at routes that exist, ids are unique,
 * message ids exist in the catalogs (the kernel's and every plugin's), country files match their names, forms agree
 * with their country and hold every form kind the plugins declare (`formKinds`; see formsCheck).
 */
export function crossCheck(config: LoadedConfig, messageIds: ReadonlySet<string>, formKinds?: readonly DeclaredFormKind[]): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const routesFile = `config/${config.portal.files.routes}`;
  const routeIds = new Set<string>();
  const paths = new Set<string>();
  config.routes.forEach((r, i) => {
    if (routeIds.has(r.id)) problems.push({ file: routesFile, path: `/routes/${i}/id`, message: `duplicate route id "${r.id}"`, severity: 'error' });
    if (paths.has(r.path)) problems.push({ file: routesFile, path: `/routes/${i}/path`, message: `duplicate path "${r.path}"`, severity: 'error' });
    routeIds.add(r.id);
    paths.add(r.path);
  });
  config.routes.forEach((r, i) => {
    if (r.highlight && !routeIds.has(r.highlight))
      problems.push({ file: routesFile, path: `/routes/${i}/highlight`, message: `names route "${r.highlight}", which is not in the route table`, severity: 'error' });
  });
  for (const required of ['home', 'login', 'settings']) {
    if (!routeIds.has(required)) problems.push({ file: routesFile, path: '/routes', message: `must contain the "${required}" route`, severity: 'error' });
  }

  const menuFiles: Array<[string, MenuItemDef[]]> = [
    [`config/${config.portal.files.legacyMenu}`, config.menus.legacy.items],
    [`config/${config.portal.files.newDesignMenu}`, config.menus.newDesign.items],
  ];
  for (const [file, items] of menuFiles) {
    const ids = new Set<string>();
    const walk = (list: MenuItemDef[], base: string) =>
      list.forEach((item, i) => {
        const at = `${base}/${i}`;
        if (ids.has(item.id)) problems.push({ file, path: `${at}/id`, message: `duplicate menu id "${item.id}"`, severity: 'error' });
        ids.add(item.id);
        if (item.route && !routeIds.has(item.route))
          problems.push({ file, path: `${at}/route`, message: `names route "${item.route}", which is not in the route table; the entry is skipped`, severity: 'warning' });
        item.routeWhen?.forEach((alt, j) => {
          if (!routeIds.has(alt.route))
            problems.push({ file, path: `${at}/routeWhen/${j}/route`, message: `names route "${alt.route}", which is not in the route table`, severity: 'warning' });
        });
        for (const key of ['labelId', 'descriptionId'] as const) {
          const id = item[key];
          if (id && messageIds.size > 0 && !messageIds.has(id))
            problems.push({ file, path: `${at}/${key}`, message: `message id "${id}" is not in the catalogs`, severity: 'error' });
        }
        if (item.children) walk(item.children, `${at}/children`);
      });
    walk(items, '/items');
  }

  if (!config.portal.countries.includes(config.portal.defaultCountry))
    problems.push({ file: 'config/portal.json', path: '/defaultCountry', message: `"${config.portal.defaultCountry}" is not one of the countries`, severity: 'error' });
  for (const code of config.portal.countries) {
    const c = config.countries[code];
    if (c && c.code !== code)
      problems.push({ file: `config/countries/${code}.json`, path: '/code', message: `must be "${code}" to match the file name`, severity: 'error' });
    if (c?.nameId && messageIds.size > 0 && !messageIds.has(c.nameId))
      problems.push({ file: `config/countries/${code}.json`, path: '/nameId', message: `message id "${c.nameId}" is not in the catalogs`, severity: 'error' });
  }
  problems.push(...checkGates(config));
  problems.push(...checkForms(config, messageIds, formKinds));
  return problems;
}
