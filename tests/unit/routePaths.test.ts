import { describe, expect, it } from 'vitest';
import { pathOf } from '../../src/kernel/routing/paths';
import type { RouteDef } from '../../src/kernel/types';

const routes: RouteDef[] = [
  { id: 'home', path: '/' },
  { id: 'history', path: '/history' },
  { id: 'orderDetails', path: '/order-details/:id' },
];

describe('paths by route id', () => {
  it('gives the path of the route table', () => {
    expect(pathOf(routes, 'history')).toBe('/history');
    expect(pathOf(routes, 'home')).toBe('/');
  });

  it('fills :name segments and puts the other params in the query, encoded', () => {
    expect(pathOf(routes, 'orderDetails', { id: 'NV 1/2', tab: 'events' })).toBe('/order-details/NV%201%2F2?tab=events');
    expect(pathOf(routes, 'history', { q: 'a&b', page: 2, none: undefined, empty: null })).toBe('/history?q=a%26b&page=2');
  });

  it('is null for a route the table lacks or a missing path param, so no link leads nowhere', () => {
    expect(pathOf(routes, 'collect')).toBeNull();
    expect(pathOf(routes, 'orderDetails', {})).toBeNull();
    expect(pathOf(routes, 'orderDetails', { id: '' })).toBeNull();
  });
});
