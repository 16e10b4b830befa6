import { pathMatches } from '../routing/paths';
import type { RouteDef } from '../types';

export { pathMatches };

/**
 * What a logged-out start shows at this location. `login`: the login form, with `from` the page asked for (opened
 * again after logging in) when it was not the login itself. `portal`: a public page of its own (the SSO return, the
 * two-factor set-up), which the full portal draws.
 */
export function loginTarget(routes: readonly RouteDef[], pathname: string, search: string):
  | { kind: 'login'; loginPath: string; from: string | null }
  | { kind: 'portal' } {
  const login = routes.find((r) => r.id === 'login');
  if (!login) return { kind: 'portal' };
  if (pathMatches(login.path, pathname)) return { kind: 'login', loginPath: login.path, from: null };
  if (routes.some((r) => r.public && pathMatches(r.path, pathname))) return { kind: 'portal' };
  return { kind: 'login', loginPath: login.path, from: `${pathname}${search}` };
}
