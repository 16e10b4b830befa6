import { describe, expect, it } from 'vitest';
import { loginTarget, pathMatches } from '../../src/kernel/start/loginTarget';
import type { RouteDef } from '../../src/kernel/types';

const routes = [
  { id: 'home', path: '/' },
  { id: 'login', path: '/login', public: true },
  { id: 'validateLogin', path: '/validate-login', public: true },
  { id: 'orderDetails', path: '/order-details/:id' },
] as RouteDef[];

describe('the first screen of a logged-out start', () => {
  it('draws the login form on the login path, with nothing to return to', () => {
    expect(loginTarget(routes, '/login', '')).toEqual({ kind: 'login', loginPath: '/login', from: null });
    expect(loginTarget(routes, '/Login/', '')).toEqual({ kind: 'login', loginPath: '/login', from: null });
  });

  it('draws it for a page that needs a login, and remembers the page with its query', () => {
    expect(loginTarget(routes, '/order-details/42', '?tab=events')).toEqual({ kind: 'login', loginPath: '/login', from: '/order-details/42?tab=events' });
    expect(loginTarget(routes, '/', '')).toEqual({ kind: 'login', loginPath: '/login', from: '/' });
    expect(loginTarget(routes, '/no-such-page', '')).toMatchObject({ kind: 'login', from: '/no-such-page' });
  });

  it('leaves a public page of its own (the SSO return) to the full portal', () => {
    expect(loginTarget(routes, '/validate-login', '?access_token=x')).toEqual({ kind: 'portal' });
  });

  it('leaves everything to the full portal when the route table has no login', () => {
    expect(loginTarget(routes.filter((r) => r.id !== 'login'), '/login', '')).toEqual({ kind: 'portal' });
  });

  it('matches :params and a trailing * but not a longer or shorter path', () => {
    expect(pathMatches('/order-details/:id', '/order-details/7')).toBe(true);
    expect(pathMatches('/order-details/:id', '/order-details')).toBe(false);
    expect(pathMatches('/order-details/:id', '/order-details/7/x')).toBe(false);
    expect(pathMatches('/files/*', '/files/a/b')).toBe(true);
  });
});
