// A doubled slash in the address is made plain before the portal starts: `//example.com` stays on this origin.
import { describe, expect, it } from 'vitest';
import { makeAddressPlain, plainPath } from '../../src/kernel/start/plainAddress';

describe('plainPath', () => {
  it('makes every run of slashes one', () => {
    expect(plainPath('//example.com')).toBe('/example.com');
    expect(plainPath('///history//x/')).toBe('/history/x/');
    expect(plainPath('/settings')).toBe('/settings');
  });
});

describe('makeAddressPlain', () => {
  const fakeHistory = () => {
    const calls: string[] = [];
    return { calls, state: { idx: 0 }, replaceState: (_s: unknown, _t: string, url?: string | URL | null) => { calls.push(String(url)); } };
  };

  it('puts the plain path back with the query and hash, and leaves a plain address alone', () => {
    const h = fakeHistory();
    makeAddressPlain({ pathname: '//example.com', search: '?q=NVSG1', hash: '#top' }, h);
    expect(h.calls).toEqual(['/example.com?q=NVSG1#top']);
    makeAddressPlain({ pathname: '/history', search: '', hash: '' }, h);
    expect(h.calls).toHaveLength(1);
  });

  it('in the browser the address stays on this origin', () => {
    window.history.replaceState(null, '', '/start');
    // jsdom takes `//example.com` as another origin, as a browser does: only the path form can be put back.
    expect(() => window.history.replaceState(null, '', '//example.com')).toThrow();
    makeAddressPlain({ pathname: '//example.com', search: '', hash: '' });
    expect(window.location.pathname).toBe('/example.com');
  });
});
