import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DpInfo, LoginResult } from '../../src/kernel/types';

// The countries of the shipped config/portal.json, each with hand-written demo data.
const COUNTRY_CODES = ['th', 'id', 'sg', 'my', 'ph', 'vn', 'mm', 'ma'];
import { DEMO_ACCOUNTS } from '../../src/sim/accounts';
import { controlFromUrl, getControl, resetSimState, setControl } from '../../src/sim/control';
import { createTestServer } from '../../src/sim/node';
import { setRemoteFlags } from '../../src/sim/remoteFlags';
import { issueToken, readToken, TOKEN_LIFETIME_MS } from '../../src/sim/tokens';

const server = createTestServer();
const BASE = 'http://localhost/api';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetSimState();
});
afterAll(() => server.close());

interface ErrorBody {
  error: { code: number | string; title: string; message: string };
}

async function call(method: string, path: string, { token, body }: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${BASE}/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as unknown };
}

async function login(username: string, password = 'demo'): Promise<LoginResult> {
  const res = await call('POST', 'global/1.0/login', { body: { username, password } });
  expect(res.status).toBe(200);
  return (res.json as { data: LoginResult }).data;
}

async function loggedIn(token: string, country: string) {
  return call('GET', `${country}/1.0/dps/logged-in?system_id=${country}`, { token });
}

describe('password login', () => {
  it('answers a login result for a demo account', async () => {
    const before = Date.now();
    const result = await login('sg-demo');
    expect(result).toMatchObject({ active: true, admin: false, systemId: 'sg', isUserNotEnrolledIn2FaAndGracePeriodOver: false });
    expect(result.dpId).toBeTypeOf('number');
    expect(result.dpUserId).toBeTypeOf('number');
    expect(result.accessToken.startsWith('sim.')).toBe(true);
    const expires = Date.parse(result.expirationDate);
    expect(expires - before).toBeGreaterThanOrEqual(TOKEN_LIFETIME_MS - 1000);
    expect(expires - before).toBeLessThanOrEqual(TOKEN_LIFETIME_MS + 5000);
  });

  it('refuses a wrong password and an unknown user with the same LOGIN_FAILED error', async () => {
    for (const body of [{ username: 'sg-demo', password: 'nope' }, { username: 'nobody', password: 'demo' }]) {
      const res = await call('POST', 'global/1.0/login', { body });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ error: { code: 'LOGIN_FAILED', title: 'LOGIN_FAILED', message: 'Invalid username or password.' } });
    }
  });

  it('answers 400 with a message when a field is missing', async () => {
    const res = await call('POST', 'global/1.0/login', { body: { username: 'sg-demo' } });
    expect(res.status).toBe(400);
    expect((res.json as ErrorBody).error.message).toMatch(/required/i);
  });

  it('lets every listed demo account in', async () => {
    for (const a of DEMO_ACCOUNTS) expect((await login(a.username, a.password)).systemId).toBe(a.country);
  });
});

describe('tokens', () => {
  it('decode to the account and expire', () => {
    const now = Date.now();
    const { token } = issueToken('th-demo', now);
    expect(readToken(token, now)).toBe('th-demo');
    expect(readToken(token, now + TOKEN_LIFETIME_MS + 1)).toBeNull();
    expect(readToken('sim.%%%', now)).toBeNull();
    expect(readToken('sim.' + btoa('not json'), now)).toBeNull();
  });

  it('answers 401 ACCESS_TOKEN_ERR on a garbage, expired or missing token', async () => {
    const expired = issueToken('sg-demo', Date.now() - TOKEN_LIFETIME_MS - 1000).token;
    for (const token of ['garbage', 'sim.eyJ1IjoxfQ', expired, undefined]) {
      const res = await loggedIn(token as string, 'sg');
      expect(res.status).toBe(401);
      expect(res.json).toEqual({ error: { code: 2001, title: 'ACCESS_TOKEN_ERR', message: 'Access token is invalid' } });
    }
  });

  it('answers 403 when the token belongs to another country', async () => {
    const { accessToken } = await login('sg-demo');
    const res = await loggedIn(accessToken, 'th');
    expect(res.status).toBe(403);
    expect((res.json as ErrorBody).error.message).toMatch(/SG/);
  });
});

describe('logged-in point', () => {
  it('answers the account point with its settings', async () => {
    const { accessToken, dpId } = await login('th-franchise-demo');
    const res = await loggedIn(accessToken, 'th');
    expect(res.status).toBe(200);
    const dp = (res.json as { data: DpInfo }).data;
    expect(dp).toMatchObject({ id: dpId, partnerType: 'FRANCHISEE', systemId: 'th', country: 'TH', type: 'SHOP', maxParcelStayDuration: 2 });
    expect(dp.shipperId).not.toBeNull();
  });

  it('has the new driver handover on for my-handover-demo and off for my-demo', async () => {
    const handover = await loggedIn((await login('my-handover-demo')).accessToken, 'my');
    expect((handover.json as { data: DpInfo }).data.isNewDriverHandoverEnabled).toBe(true);
    const plain = await loggedIn((await login('my-demo')).accessToken, 'my');
    expect((plain.json as { data: DpInfo }).data).toMatchObject({ isNewDriverHandoverEnabled: false, partnerType: 'OWNED', allowCodService: true });
  });

  it('has the variants of the other demo accounts', async () => {
    const nocod = await loggedIn((await login('id-nocod-demo')).accessToken, 'id');
    expect((nocod.json as { data: DpInfo }).data.allowCodService).toBe(false);
    const design = (await loggedIn((await login('ph-newdesign-demo')).accessToken, 'ph')).json as { data: DpInfo };
    expect(design.data.settings?.isNewAkiraDesignsEnabled).toBe(true);
    expect(design.data.isShipperDropOffRevampEnabled).toBe(true);
  });

  it('answers 403 FB_2FA_NOT_SETUP_GRACE_PERIOD_EXCEEDED for sg-2fa-demo', async () => {
    const res = await loggedIn((await login('sg-2fa-demo')).accessToken, 'sg');
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      error: { code: 'FB_2FA_NOT_SETUP_GRACE_PERIOD_EXCEEDED', title: 'FB_2FA_NOT_SETUP_GRACE_PERIOD_EXCEEDED', message: 'Two-factor set-up required' },
    });
  });
});

describe('token login and two-factor status', () => {
  it('logs in with the demo SSO token, enrolled', async () => {
    const res = await call('POST', 'global/1.0/login/oauth', { body: { accessToken: 'sso-demo-token', aaaUserId: '9001' } });
    expect(res.status).toBe(200);
    const data = (res.json as { data: LoginResult & { email: string } }).data;
    expect(data).toMatchObject({ systemId: 'sg', email: 'sso.demo@example.com', isUserNotEnrolledIn2FaAndGracePeriodOver: false });
    expect((await loggedIn(data.accessToken, 'sg')).status).toBe(200);
  });

  it('refuses an unknown SSO token with 401', async () => {
    const res = await call('POST', 'global/1.0/login/oauth', { body: { accessToken: 'who-knows', aaaUserId: '1' } });
    expect(res.status).toBe(401);
    expect((res.json as ErrorBody).error.title).toBe('ACCESS_TOKEN_ERR');
  });

  it('flips the 2FA status on the second check and then lets the user in', async () => {
    const res = await call('POST', 'global/1.0/login/oauth', { body: { accessToken: 'sso-2fa-token', aaaUserId: '9002' } });
    const data = (res.json as { data: LoginResult & { email: string } }).data;
    expect(data).toMatchObject({ email: 'sso.2fa@example.com', isUserNotEnrolledIn2FaAndGracePeriodOver: true });
    const check = () => call('POST', 'global/1.0/login/oauth/2fa-status/search', { token: data.accessToken, body: { email: data.email } });
    expect((await loggedIn(data.accessToken, 'sg')).status).toBe(403);
    expect(await check()).toEqual({ status: 200, json: { data: { isEnrolledIn2Sv: false } } });
    expect(await check()).toEqual({ status: 200, json: { data: { isEnrolledIn2Sv: true } } });
    expect(await check()).toEqual({ status: 200, json: { data: { isEnrolledIn2Sv: true } } });
    expect((await loggedIn(data.accessToken, 'sg')).status).toBe(200);
    // resetSimState() starts the story again.
    resetSimState();
    expect((await check()).json).toEqual({ data: { isEnrolledIn2Sv: false } });
  });

  it('needs a bearer token for the status check', async () => {
    const res = await call('POST', 'global/1.0/login/oauth/2fa-status/search', { body: { email: 'sso.2fa@example.com' } });
    expect(res.status).toBe(401);
  });
});

describe('feature flags', () => {
  it('answers no overrides by default and what setRemoteFlags set', async () => {
    const { accessToken } = await login('sg-demo');
    expect((await call('GET', 'global/1.0/feature-flags?country=sg', { token: accessToken })).json).toEqual({ data: {} });
    setRemoteFlags('sg', { ENABLE_QUICK_ADDRESS: true });
    expect((await call('GET', 'global/1.0/feature-flags?country=sg', { token: accessToken })).json).toEqual({ data: { ENABLE_QUICK_ADDRESS: true } });
    expect((await call('GET', 'global/1.0/feature-flags?country=sg')).status).toBe(401);
  });
});

describe('faults', () => {
  it("'401-next' answers exactly one call with 401, then normally", async () => {
    const { accessToken } = await login('sg-demo');
    setControl({ fault: '401-next' });
    // Login itself is never faulted.
    await login('sg-demo');
    const first = await loggedIn(accessToken, 'sg');
    expect(first.status).toBe(401);
    expect((first.json as ErrorBody).error.code).toBe(2001);
    expect(getControl().fault).toBe('none');
    expect((await loggedIn(accessToken, 'sg')).status).toBe(200);
  });

  it("'500' answers every call but login with a server error", async () => {
    setControl({ fault: '500' });
    const { accessToken } = await login('vn-demo');
    for (const path of ['vn/1.0/dps/logged-in', 'vn/1.0/dp-zones?system=vn', 'global/1.0/feature-flags?country=vn']) {
      const res = await call('GET', path, { token: accessToken });
      expect(res).toEqual({ status: 500, json: { error: { code: 500, title: 'INTERNAL', message: 'Simulated server error' } } });
    }
  });

  it("'timeout' never answers", async () => {
    const { accessToken } = await login('sg-demo');
    setControl({ fault: 'timeout' });
    const pending = fetch(`${BASE}/sg/1.0/dp-zones`, { headers: { Authorization: `Bearer ${accessToken}` }, signal: AbortSignal.timeout(300) });
    await expect(pending).rejects.toThrow();
  });

  it('latency delays the answer', async () => {
    setControl({ latencyMs: 150 });
    const started = Date.now();
    await login('sg-demo');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('reads the choice from the page URL', () => {
    expect(controlFromUrl('')).toBeNull();
    expect(controlFromUrl('?sim=slow')).toEqual({ latencyMs: 2000, fault: 'none' });
    expect(controlFromUrl('?x=1&sim=slow,500')).toEqual({ latencyMs: 2000, fault: '500' });
    expect(controlFromUrl('?sim=401-next')).toEqual({ latencyMs: 0, fault: '401-next' });
    expect(controlFromUrl('?sim=timeout')).toEqual({ latencyMs: 0, fault: 'timeout' });
  });

  it('keeps the choice in session storage', () => {
    setControl({ fault: '500', latencyMs: 2000 });
    expect(JSON.parse(sessionStorage.getItem('dp.sim') ?? 'null')).toEqual({ latencyMs: 2000, fault: '500' });
  });
});

describe('zones and divisions', () => {
  it('has 6 to 15 zones for every country', async () => {
    for (const country of COUNTRY_CODES) {
      const account = DEMO_ACCOUNTS.find((a) => a.country === country);
      expect(account).toBeDefined();
      const { accessToken } = await login(account?.username ?? '');
      const res = await call('GET', `${country}/1.0/dp-zones?system=${country}`, { token: accessToken });
      expect(res.status).toBe(200);
      const zones = (res.json as { data: Array<Record<string, unknown>> }).data;
      expect(zones.length).toBeGreaterThanOrEqual(6);
      expect(zones.length).toBeLessThanOrEqual(15);
      for (const z of zones) {
        expect(Object.keys(z).sort()).toEqual(['l1Name', 'l2Name', 'l3Name', 'latitude', 'longitude']);
        expect(z.latitude).toBeTypeOf('number');
      }
    }
  });

  it('answers quick address in three steps', async () => {
    const { accessToken } = await login('id-demo');
    const step = (query: string) => call('GET', `id/1.0/divisions${query}`, { token: accessToken });
    const l1 = (await step('')).json as { data: Array<{ l1AddressDisplayValue: string; l1AddressValue: string }> };
    expect(l1.data).toContainEqual({ l1AddressDisplayValue: 'DKI Jakarta', l1AddressValue: 'DKI Jakarta' });
    const l2 = (await step('?l1_address=DKI%20Jakarta')).json as { data: Array<{ l2AddressValue: string }> };
    expect(l2.data.map((d) => d.l2AddressValue)).toEqual(['Jakarta Selatan', 'Jakarta Pusat', 'Jakarta Barat']);
    const l3 = (await step('?l1_address=DKI%20Jakarta&l2_address=Jakarta%20Selatan')).json as { data: unknown[] };
    expect(l3.data).toEqual([
      { l3AddressDisplayValue: 'Kebayoran Baru', l3AddressValue: 'Kebayoran Baru' },
      { l3AddressDisplayValue: 'Tebet', l3AddressValue: 'Tebet' },
    ]);
  });

  it('answers 404 for an endpoint nobody simulates', async () => {
    const { accessToken } = await login('id-demo');
    expect((await call('GET', 'id/9.9/nothing', { token: accessToken })).status).toBe(404);
  });
});
