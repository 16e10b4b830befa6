import type { RouteDef } from '../types';

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
