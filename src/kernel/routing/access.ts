import { allows } from '../gates';
import type { CountryCode, DpInfo, FlagSet, Gate, GateContext, LoadedConfig, MenuItemDef, NamedGate, RouteDef } from '../types';

/** Config flags for the country, then the remote flag service's values over them. */
export function effectiveFlags(config: LoadedConfig, country: CountryCode | null, remote: FlagSet): FlagSet {
  return { ...config.flags.defaults, ...(country ? config.flags.countries[country] : undefined), ...remote };
}

/** The facts gates are evaluated against, from the logged-in point, and the named gates of config/gates.json. */
export function gateContext(dp: DpInfo | null, country: CountryCode | null, flags: FlagSet, gates: Readonly<Record<string, NamedGate>> = {}): GateContext {
  const settings: Record<string, unknown> = { ...(dp ?? {}), ...(dp?.settings ?? {}) };
  const named: Record<string, Gate> = {};
  for (const [name, def] of Object.entries(gates)) named[name] = def.if;
  return { country: country ?? '', settings, flags, dp: { ...(dp ?? {}) }, named };
}

/** Why a route is open to the point or not: its gate is closed, or its reject gate matches. */
export type RouteStatus = 'accepted' | 'gateClosed' | 'rejected';

export function routeStatus(route: RouteDef, ctx: GateContext): RouteStatus {
  if (!allows(route.if, ctx)) return 'gateClosed';
  return route.rejectIf && allows(route.rejectIf, ctx) ? 'rejected' : 'accepted';
}

/** A route is accepted when its gate passes and its reject gate does not. */
export function routeAccepted(route: RouteDef, ctx: GateContext): boolean {
  return routeStatus(route, ctx) === 'accepted';
}

/** Why a menu entry is or is not shown, for the configuration report. */
export type MenuStatus = 'shown' | 'hiddenInConfig' | 'gateClosed' | 'routeRejected' | 'unknownRoute' | 'noPlugin' | 'emptyGroup';

export interface MenuEntry {
  id: string;
  labelId: string;
  descriptionId?: string;
  icon: MenuItemDef['icon'];
  routeId?: string;
  path?: string;
  action?: 'logout';
  section: 'main' | 'bottom';
  dividerBefore: boolean;
  disabled: boolean;
  tile: boolean;
  trackEvent?: string;
  children: MenuEntry[];
}

export interface MenuReportRow {
  id: string;
  labelId: string;
  routeId?: string;
  status: MenuStatus;
}

export interface MenuInputs {
  items: MenuItemDef[];
  /** Plugin contributions; config entries with the same id win. */
  contributed: MenuItemDef[];
  routes: RouteDef[];
  /** Route ids that have a page (kernel or plugin). */
  pages: ReadonlySet<string>;
  ctx: GateContext;
}

/** Builds the visible menu and a row per entry saying why it is shown or not. Pure. */
export function buildMenu({ items, contributed, routes, pages, ctx }: MenuInputs): { entries: MenuEntry[]; report: MenuReportRow[] } {
  const byId = new Map(routes.map((r) => [r.id, r]));
  const report: MenuReportRow[] = [];
  const configIds = new Set<string>();
  const collect = (list: MenuItemDef[]) => list.forEach((i) => { configIds.add(i.id); if (i.children) collect(i.children); });
  collect(items);
  const all = [...items, ...contributed.filter((c) => !configIds.has(c.id))];

  const resolve = (item: MenuItemDef): MenuEntry | null => {
    const row: MenuReportRow = { id: item.id, labelId: item.labelId, routeId: item.route, status: 'shown' };
    report.push(row);
    if (item.hidden) return (row.status = 'hiddenInConfig'), null;
    if (!allows(item.if, ctx)) return (row.status = 'gateClosed'), null;
    const base = {
      id: item.id, labelId: item.labelId, descriptionId: item.descriptionId, icon: item.icon,
      section: item.section ?? 'main', dividerBefore: item.dividerBefore ?? false, disabled: item.disabled ?? false,
      tile: item.tile ?? false, trackEvent: item.trackEvent,
    };
    if (item.children) {
      const children = sortByOrder(item.children).map(resolve).filter((e): e is MenuEntry => e !== null);
      if (children.length === 0) return (row.status = 'emptyGroup'), null;
      return { ...base, children };
    }
    if (item.action) return { ...base, action: item.action, children: [] };
    const routeId = item.routeWhen?.find((alt) => allows(alt.if, ctx))?.route ?? item.route;
    row.routeId = routeId;
    const route = routeId ? byId.get(routeId) : undefined;
    if (!route) return (row.status = 'unknownRoute'), null;
    if (!routeAccepted(route, ctx)) return (row.status = 'routeRejected'), null;
    if (!pages.has(route.id)) return (row.status = 'noPlugin'), null;
    return { ...base, routeId: route.id, path: route.path, children: [] };
  };
  const entries = sortByOrder(all).map(resolve).filter((e): e is MenuEntry => e !== null);
  return { entries, report };
}

function sortByOrder(list: MenuItemDef[]): MenuItemDef[] {
  return [...list].sort((a, b) => a.order - b.order);
}

/** The menu entry to highlight for the open route: its own, or the parent named by the route's `highlight`. */
export function highlightedRoute(routeId: string | undefined, routes: RouteDef[]): string | undefined {
  if (!routeId) return undefined;
  return routes.find((r) => r.id === routeId)?.highlight ?? routeId;
}
