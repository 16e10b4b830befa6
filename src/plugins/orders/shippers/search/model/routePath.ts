/**
 * Paths by route id, from the route table in config (config/menus/routes.json), so an admin who moves a page does
 * not break the links to it. The kernel has no public helper for this yet.
 */
import type { RouteDef } from '../../../../../kernel';

export function routePath(routes: readonly RouteDef[], id: string): string | null {
  return routes.find((r) => r.id === id)?.path ?? null;
}
