import { forwardRef, useCallback, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link, useMatches, useNavigate, type NavigateOptions } from 'react-router-dom';
import { getRuntime } from '../runtime';
import { pathOf, type RouteParams } from './paths';

/**
 * The path of a route id in the running portal's route table, with params (`routePath('orderDetails', { id })`).
 * Null when config has no such route: callers hide the link rather than send the operator to a dead end.
 */
export function routePath(id: string, params?: RouteParams): string | null {
  return pathOf(getRuntime().config.routes, id, params);
}

/** Navigates by route id; a route the config does not have is reported in the console and goes nowhere. */
export function useRouteNavigate(): (id: string, params?: RouteParams, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  return useCallback(
    (id, params, options) => {
      const path = routePath(id, params);
      if (path === null) console.error(`No route "${id}" in the route table (config/menus/routes.json)`);
      else navigate(path, options);
    },
    [navigate],
  );
}

/** The route id of the page being shown ('notFound' for an unknown path). */
export function useRouteId(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { routeId?: string } | undefined;
    if (handle?.routeId) return handle.routeId;
  }
  return undefined;
}

export interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Route id in config/menus/routes.json. */
  to: string;
  params?: RouteParams;
  replace?: boolean;
  children?: ReactNode;
}

/** A link to a route id; renders nothing when the route table has no such route. Works with Chakra's `asChild`. */
export const RouteLink = forwardRef<HTMLAnchorElement, RouteLinkProps>(function RouteLink({ to, params, ...rest }, ref) {
  const path = routePath(to, params);
  if (path === null) return null;
  return <Link ref={ref} to={path} {...rest} />;
});
