import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../src/kernel/session/storage';
import { isSessionValid, resetSession, session, sessionCountry } from '../../src/kernel/session/store';
import type { DpInfo, LoginInfo } from '../../src/kernel/types';

// The countries of the shipped config/portal.json.
const COUNTRY_CODES = ['th', 'id', 'sg', 'my', 'ph', 'vn', 'mm', 'ma'];

const NOW = Date.UTC(2026, 4, 1, 12, 0, 0);
const HOUR = 3_600_000;

function loginInfo(extra: Partial<LoginInfo> = {}): LoginInfo {
  return {
    accessToken: 'sim.token',
    dpId: 10101,
    expirationDate: new Date(NOW + 12 * HOUR).toISOString(),
    systemId: 'sg',
    username: 'sg-demo',
    ...extra,
  };
}

function dpInfo(extra: Partial<DpInfo> = {}): DpInfo {
  return { id: 10101, name: 'Kim Lian Provision Shop', country: 'SG', systemId: 'sg', shipperId: 7010101, partnerName: 'Kim Lian Trading', ...extra };
}

function stored(key: string): unknown {
  const text = localStorage.getItem(key);
  return text === null ? null : (JSON.parse(text) as unknown);
}

afterEach(() => {
  resetSession();
  session.locale = null;
});

describe('isSessionValid', () => {
  it('is valid with a token, a shipper id and an expiration in the future', () => {
    expect(isSessionValid({ loginInfo: loginInfo(), dpInfo: dpInfo() }, NOW)).toBe(true);
  });

  it('a shipper id of 0 still counts as present', () => {
    expect(isSessionValid({ loginInfo: loginInfo(), dpInfo: dpInfo({ shipperId: 0 }) }, NOW)).toBe(true);
  });

  it('is invalid without a shipper id (null or missing)', () => {
    expect(isSessionValid({ loginInfo: loginInfo(), dpInfo: dpInfo({ shipperId: null }) }, NOW)).toBe(false);
    const { shipperId: _drop, ...withoutShipper } = dpInfo();
    expect(isSessionValid({ loginInfo: loginInfo(), dpInfo: withoutShipper as DpInfo }, NOW)).toBe(false);
  });

  it('is invalid once the expiration date has passed, and at the very moment it expires', () => {
    expect(isSessionValid({ loginInfo: loginInfo({ expirationDate: new Date(NOW - 1).toISOString() }), dpInfo: dpInfo() }, NOW)).toBe(false);
    expect(isSessionValid({ loginInfo: loginInfo({ expirationDate: new Date(NOW).toISOString() }), dpInfo: dpInfo() }, NOW)).toBe(false);
    expect(isSessionValid({ loginInfo: loginInfo({ expirationDate: new Date(NOW + 1000).toISOString() }), dpInfo: dpInfo() }, NOW)).toBe(true);
  });

  it('is invalid with an unreadable expiration date', () => {
    expect(isSessionValid({ loginInfo: loginInfo({ expirationDate: 'tomorrow' }), dpInfo: dpInfo() }, NOW)).toBe(false);
    expect(isSessionValid({ loginInfo: loginInfo({ expirationDate: '' }), dpInfo: dpInfo() }, NOW)).toBe(false);
  });

  it('is invalid without a token', () => {
    expect(isSessionValid({ loginInfo: loginInfo({ accessToken: '' }), dpInfo: dpInfo() }, NOW)).toBe(false);
    expect(isSessionValid({ loginInfo: null, dpInfo: dpInfo() }, NOW)).toBe(false);
  });

  it('is invalid before the point is known (logged-in call not answered yet)', () => {
    expect(isSessionValid({ loginInfo: loginInfo(), dpInfo: null }, NOW)).toBe(false);
  });

  it('uses the current time by default', () => {
    const future = new Date(Date.now() + HOUR).toISOString();
    const past = new Date(Date.now() - HOUR).toISOString();
    expect(isSessionValid({ loginInfo: loginInfo({ expirationDate: future }), dpInfo: dpInfo() })).toBe(true);
    expect(isSessionValid({ loginInfo: loginInfo({ expirationDate: past }), dpInfo: dpInfo() })).toBe(false);
  });
});

describe('sessionCountry', () => {
  it("is the point's system id, lower-cased", () => {
    expect(sessionCountry({ loginInfo: loginInfo({ systemId: 'th' }), dpInfo: dpInfo({ systemId: 'MY' }) }, COUNTRY_CODES)).toBe('my');
  });

  it('falls back to the login result before the point is known', () => {
    expect(sessionCountry({ loginInfo: loginInfo({ systemId: 'VN' }), dpInfo: null }, COUNTRY_CODES)).toBe('vn');
  });

  it('is null when logged out, or for a country the portal does not serve', () => {
    expect(sessionCountry({ loginInfo: null, dpInfo: null }, COUNTRY_CODES)).toBeNull();
    expect(sessionCountry({ loginInfo: loginInfo({ systemId: 'jp' }), dpInfo: null }, COUNTRY_CODES)).toBeNull();
    expect(sessionCountry({ loginInfo: loginInfo({ systemId: 'th' }), dpInfo: null }, ['sg', 'my'])).toBeNull();
  });
});

describe('session persistence in local storage', () => {
  it('stores login info, partner info and locale after a change', async () => {
    session.loginInfo = loginInfo();
    session.dpInfo = dpInfo();
    session.locale = 'th';
    await vi.waitFor(() => {
      expect(stored(STORAGE_KEYS.loginInfo)).toEqual(loginInfo());
      expect(stored(STORAGE_KEYS.partnerInfo)).toEqual(dpInfo());
      expect(stored(STORAGE_KEYS.locale)).toBe('th');
    });
  });

  it('stores a nested change too', async () => {
    session.dpInfo = dpInfo();
    await vi.waitFor(() => expect(stored(STORAGE_KEYS.partnerInfo)).toEqual(dpInfo()));
    if (session.dpInfo) session.dpInfo.name = 'Renamed shop';
    await vi.waitFor(() => expect((stored(STORAGE_KEYS.partnerInfo) as DpInfo).name).toBe('Renamed shop'));
  });

  it('does not store the transient parts (loading, errors, modal)', async () => {
    session.loginInfo = loginInfo();
    session.loading = true;
    session.modal = { kind: 'info', titleId: 'x', messageId: 'y' };
    await vi.waitFor(() => expect(stored(STORAGE_KEYS.loginInfo)).toEqual(loginInfo()));
    const all = Object.keys(localStorage).map((k) => localStorage.getItem(k) ?? '').join('\n');
    expect(all).not.toContain('"modal"');
    expect(all).not.toContain('"loading"');
  });

  it('a reload starts from what was stored', async () => {
    session.loginInfo = loginInfo();
    session.dpInfo = dpInfo();
    session.locale = 'vi';
    await vi.waitFor(() => expect(stored(STORAGE_KEYS.locale)).toBe('vi'));
    vi.resetModules();
    const fresh = await import('../../src/kernel/session/store');
    expect(fresh.session).not.toBe(session);
    expect(fresh.session.loginInfo).toEqual(loginInfo());
    expect(fresh.session.dpInfo).toEqual(dpInfo());
    expect(fresh.session.locale).toBe('vi');
    expect(fresh.session.loading).toBe(false);
    expect(fresh.session.modal).toBeNull();
  });

  it('a stored locale that is not a portal language is ignored on reload', async () => {
    localStorage.setItem(STORAGE_KEYS.locale, JSON.stringify('de'));
    vi.resetModules();
    const fresh = await import('../../src/kernel/session/store');
    expect(fresh.session.locale).toBeNull();
  });

  it('corrupt stored login info does not break the start', async () => {
    localStorage.setItem(STORAGE_KEYS.loginInfo, '{not json');
    vi.resetModules();
    const fresh = await import('../../src/kernel/session/store');
    expect(fresh.session.loginInfo).toBeNull();
  });
});

describe('resetSession', () => {
  it('keeps the locale and clears login and partner info, in memory and in local storage', async () => {
    session.loginInfo = loginInfo();
    session.dpInfo = dpInfo();
    session.locale = 'zh';
    session.loginError = { invalidToken: false, message: 'x' };
    session.remoteFlags = { ENABLE_QUICK_ADDRESS: true };
    session.modal = { kind: 'info', titleId: 'a', messageId: 'b' };
    await vi.waitFor(() => expect(stored(STORAGE_KEYS.loginInfo)).not.toBeNull());

    resetSession();

    expect(session.loginInfo).toBeNull();
    expect(session.dpInfo).toBeNull();
    expect(session.locale).toBe('zh');
    expect(session.loginError).toBeNull();
    expect(session.remoteFlags).toEqual({});
    expect(session.modal).toBeNull();
    expect(session.pending2fa).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.loginInfo)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.partnerInfo)).toBeNull();
    // After the store's own write-back has run, the locale is still there and the login is still gone.
    await Promise.resolve();
    await vi.waitFor(() => expect(stored(STORAGE_KEYS.locale)).toBe('zh'));
    expect(localStorage.getItem(STORAGE_KEYS.loginInfo)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.partnerInfo)).toBeNull();
  });

  it('after a reset, a reload is logged out', async () => {
    session.loginInfo = loginInfo();
    session.dpInfo = dpInfo();
    await vi.waitFor(() => expect(stored(STORAGE_KEYS.partnerInfo)).not.toBeNull());
    resetSession();
    await Promise.resolve();
    vi.resetModules();
    const fresh = await import('../../src/kernel/session/store');
    expect(fresh.session.loginInfo).toBeNull();
    expect(fresh.session.dpInfo).toBeNull();
  });
});
