import type { RouteDef } from '../types';

/** Values for a route's `:name` segments; the ones the path does not name go to the query string. */
export type RouteParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

/**
 * The path of a route id with its params, from the route table (config/menus/routes.json), so a page an admin moves
 * keeps every link to it. `:name` segments take their param; other params (not null or undefined) become the query,
 * in the order given. Null when the table has no such route or a `:name` param is missing.
 */
export function pathOf(routes: readonly RouteDef[], id: string, params: RouteParams = {}): string | null {
  const route = routes.find((r) => r.id === id);
  if (!route) return null;
  const used = new Set<string>();
  let missing = false;
  const path = route.path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_m, name: string) => {
    used.add(name);
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      missing = true;
      return '';
    }
    return encodeURIComponent(String(value));
  });
  if (missing) return null;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (!used.has(key) && value !== undefined && value !== null) query.append(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** Does a route table path (with `:name` segments, an optional trailing `*`) match a location's path? */
export function pathMatches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i++) {
    const seg = want[i] as string;
    if (seg === '*') return true;
    const part = got[i];
    if (part === undefined) return false;
    if (!seg.startsWith(':') && seg.toLowerCase() !== decodeURIComponent(part).toLowerCase()) return false;
  }
  return got.length === want.length;
}

/** The id of the route the browser is on (its path without the portal's base), or null when none matches. */
export function routeIdHere(routes: readonly Pick<RouteDef, 'id' | 'path'>[]): string | null {
  const path = location.pathname.slice(import.meta.env.BASE_URL.length - 1) || '/';
  return routes.find((r) => pathMatches(r.path, path))?.id ?? null;
}
