import { gateNames } from '../gates';
import type { Gate, LoadedConfig, MenuItemDef } from '../types';
import type { ConfigProblem } from './problems';

/**
 * Named gates across files: every `{ "gate": name }` in the route table, the menus and config/gates.json names a gate
 * that exists, and no named gate refers back to itself (directly or through others). Both would be false at run time
 * and hide a page without a word; here they are errors with the file and JSON path.
 */
export function checkGates(config: LoadedConfig): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const defined = new Set(Object.keys(config.gates));
  const gatesFile = `config/${config.portal.files.gates}`;
  const refer = (file: string, at: string, gate: Gate | undefined) => {
    for (const { name, path } of gateNames(gate, at)) {
      if (!defined.has(name)) problems.push({ file, path, message: `names gate "${name}", which is not in ${gatesFile}`, severity: 'error' });
    }
  };

  const routesFile = `config/${config.portal.files.routes}`;
  config.routes.forEach((r, i) => {
    refer(routesFile, `/routes/${i}/if`, r.if);
    refer(routesFile, `/routes/${i}/rejectIf`, r.rejectIf);
  });
  const menus: Array<[string, MenuItemDef[]]> = [
    [`config/${config.portal.files.legacyMenu}`, config.menus.legacy.items],
    [`config/${config.portal.files.newDesignMenu}`, config.menus.newDesign.items],
  ];
  for (const [file, items] of menus) {
    const walk = (list: MenuItemDef[], base: string) =>
      list.forEach((item, i) => {
        const at = `${base}/${i}`;
        refer(file, `${at}/if`, item.if);
        item.routeWhen?.forEach((alt, j) => refer(file, `${at}/routeWhen/${j}/if`, alt.if));
        if (item.children) walk(item.children, `${at}/children`);
      });
    walk(items, '/items');
  }
  for (const [name, def] of Object.entries(config.gates)) refer(gatesFile, `/gates/${name}/if`, def.if);

  for (const name of defined) {
    const loop = cycleFrom(name, config);
    if (loop) problems.push({ file: gatesFile, path: `/gates/${name}/if`, message: `refers back to itself (${loop.join(' -> ')})`, severity: 'error' });
  }
  return problems;
}

/** The chain of names from `start` back to itself, if there is one. */
function cycleFrom(start: string, config: LoadedConfig): string[] | null {
  const search = (name: string, chain: string[]): string[] | null => {
    for (const { name: next } of gateNames(config.gates[name]?.if)) {
      if (next === start) return [...chain, next];
      if (chain.includes(next) || !config.gates[next]) continue;
      const found = search(next, [...chain, next]);
      if (found) return found;
    }
    return null;
  };
  return search(start, [start]);
}
