import { pageSources } from '../pageSources';
import type { PortalView } from '../portalView';
import { usePortal } from '../usePortal';
import { routeAccepted } from './access';

/** Whether the route `id` can be opened at the point `portal` describes (what `useRouteOpen` says, outside a hook). */
export function routeOpenIn(id: string, portal: Pick<PortalView, 'config' | 'gate'>): boolean {
  const route = portal.config.routes.find((r) => r.id === id);
  return Boolean(route && pageSources().has(id) && routeAccepted(route, portal.gate));
}

/**
 * Whether the route `id` can be opened now: config has it, a plugin provides its page, and its gate lets this point
 * in. A plugin links to another plugin's page only when this says so (a missing plugin or a closed gate hides it).
 */
export function useRouteOpen(id: string): boolean {
  return routeOpenIn(id, usePortal());
}
