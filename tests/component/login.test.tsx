import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../src/kernel/session/storage';
import { session } from '../../src/kernel/session/store';
import { findAccount } from '../../src/sim/accounts';
import { openMainMenu, renderPortal, resetPortal, setupPortalServer } from '../harness/renderPortal';

const server = setupPortalServer();
afterEach(resetPortal);

const REQUEST_ID = /^npv3-\d+-\d{17}-\d+$/;

interface Seen {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

/** Every request the portal sends to the simulated API, as the server receives it. */
function recordRequests(): Seen[] {
  const seen: Seen[] = [];
  server.events.on('request:start', ({ request }) => {
    const copy = request.clone();
    const entry: Seen = { method: request.method, url: new URL(request.url), headers: request.headers, body: '' };
    seen.push(entry);
    void copy.text().then((text) => { entry.body = text; });
  });
  return seen;
}

function apiCalls(seen: Seen[]): Seen[] {
  return seen.filter((r) => r.url.pathname.startsWith('/api/'));
}

async function fillAndSubmit(user: Awaited<ReturnType<typeof renderPortal>>['user'], username: string, password: string) {
  if (username) await user.type(screen.getByLabelText(/^Username/), username);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login page', () => {
  it('sg-demo / demo logs in: the home page greets the point and the sidebar has its menu', async () => {
    const { user } = await renderPortal({ path: '/login' });
    expect(await screen.findByRole('heading', { name: 'Log in to your point' })).toBeTruthy();

    await fillAndSubmit(user, 'sg-demo', 'demo');

    const dpName = findAccount('sg-demo')?.dp.name;
    expect(dpName).toBe('Kim Lian Provision Shop');
    expect(await screen.findByRole('heading', { name: 'Hello, Kim Lian Provision Shop' })).toBeTruthy();

    const nav = await openMainMenu(user);
    const [main, bottom] = within(nav).getAllByRole('list');
    if (!main || !bottom) throw new Error('the sidebar should have a main and a bottom list');
    expect(within(main).getAllByRole('link').map((a) => a.textContent)).toEqual(['Home']);
    expect(within(bottom).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(within(bottom).getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('textbox', { name: /Username/ })).toBeNull();
  });

  it('a wrong password shows the server message and keeps the username', async () => {
    const { user } = await renderPortal({ path: '/login' });
    await screen.findByRole('heading', { name: 'Log in to your point' });

    await fillAndSubmit(user, 'sg-demo', 'wrong');

    expect(await screen.findByText('Invalid username or password.')).toBeTruthy();
    expect((screen.getByLabelText(/^Username/) as HTMLInputElement).value).toBe('sg-demo');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(session.loginInfo).toBeNull();
  });

  it('an empty submit shows the required message under both fields and sends nothing', async () => {
    const seen = recordRequests();
    const { user } = await renderPortal({ path: '/login' });
    await screen.findByRole('heading', { name: 'Log in to your point' });

    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findAllByText('This field cannot be left blank')).toHaveLength(2);
    expect(screen.getByLabelText(/^Username/).getAttribute('aria-invalid')).toBe('true');
    expect(apiCalls(seen)).toEqual([]);
  });

  it('a pasted 300-character username stays whole, says it is too long at once, and nothing is sent', async () => {
    const seen = recordRequests();
    const { user } = await renderPortal({ path: '/login' });
    await screen.findByRole('heading', { name: 'Log in to your point' });
    const long = 'u'.repeat(300);

    const field = screen.getByLabelText(/^Username/) as HTMLInputElement;
    await user.click(field);
    await user.paste(long);
    expect(field.value).toBe(long);
    expect(await screen.findByText('This is too long for this field. Please shorten it.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByLabelText(/^Password/), 'demo');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(field.value).toBe(long);
    expect(apiCalls(seen)).toEqual([]);
  });

  it('a username without a password: only the password is required, nothing is sent', async () => {
    const seen = recordRequests();
    const { user } = await renderPortal({ path: '/login' });
    await screen.findByRole('heading', { name: 'Log in to your point' });

    await fillAndSubmit(user, 'sg-demo', '');

    expect(await screen.findAllByText('This field cannot be left blank')).toHaveLength(1);
    expect(apiCalls(seen)).toEqual([]);
  });

  it('the login call carries {username, password} and a request id; the logged-in call adds the bearer token', async () => {
    const seen = recordRequests();
    const { user } = await renderPortal({ path: '/login' });
    await screen.findByRole('heading', { name: 'Log in to your point' });

    await fillAndSubmit(user, 'sg-demo', 'demo');
    await screen.findByRole('heading', { name: 'Hello, Kim Lian Provision Shop' });

    const calls = apiCalls(seen);
    const login = calls.find((r) => r.method === 'POST' && r.url.pathname === '/api/global/1.0/login');
    if (!login) throw new Error(`no login call among ${calls.map((c) => c.url.pathname).join(', ')}`);
    // Relative base URLs resolve against the page the portal is served from.
    expect(login.url.origin).toBe(window.location.origin);
    await waitFor(() => expect(login.body).not.toBe(''));
    expect(JSON.parse(login.body)).toEqual({ username: 'sg-demo', password: 'demo' });
    const loginId = login.headers.get('X-Request-Id') ?? '';
    expect(loginId).toMatch(REQUEST_ID);
    expect(loginId).toHaveLength(32);
    expect(login.headers.get('Authorization')).toBeNull();

    const loggedIn = calls.find((r) => r.method === 'GET' && r.url.pathname === '/api/sg/1.0/dps/logged-in');
    if (!loggedIn) throw new Error('no logged-in call');
    expect(loggedIn.url.searchParams.get('system_id')).toBe('sg');
    expect(loggedIn.headers.get('Authorization')).toMatch(/^Bearer sim\.\S+$/);
    const id = loggedIn.headers.get('X-Request-Id') ?? '';
    expect(id).toMatch(/^npv3-10101-\d{17}-\d+$/);
    expect(id).toHaveLength(32);
    expect(id).not.toBe(loginId);
  });

  it('the login survives a reload: login info and point are in local storage', async () => {
    const { user } = await renderPortal({ path: '/login' });
    await screen.findByRole('heading', { name: 'Log in to your point' });
    await fillAndSubmit(user, 'sg-demo', 'demo');
    await screen.findByRole('heading', { name: 'Hello, Kim Lian Provision Shop' });
    await waitFor(() => {
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.loginInfo) ?? 'null')).toMatchObject({ username: 'sg-demo', dpId: 10101 });
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.partnerInfo) ?? 'null')).toMatchObject({ name: 'Kim Lian Provision Shop' });
    });
  });

  it('log out from the sidebar returns to the login form', async () => {
    const { user } = await renderPortal({ path: '/', loggedInAs: 'sg-demo' });
    await screen.findByRole('heading', { name: 'Hello, Kim Lian Provision Shop' });
    const nav = await openMainMenu(user);
    await user.click(within(nav).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Log in to your point' })).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.loginInfo)).toBeNull();
  });
});
