import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countryApi, definePlugin } from '../../src/kernel';
import { session } from '../../src/kernel/session/store';
import { getControl, setControl } from '../../src/sim/control';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { APP_VERSION } from '../../src/kernel/shell/version';
import { desktopWidth } from '../harness/desktopWidth';
import { openMainMenu, renderPortal, resetPortal, setupPortalServer } from '../harness/renderPortal';

const server = setupPortalServer();
afterEach(resetPortal);

function NewOrderPage() {
  return <h1>New order page</h1>;
}

function ToDriverPage() {
  return <h1>To driver page</h1>;
}

/** A page that calls the point's country API when asked, like any flow would. */
function ZonesPage() {
  const [state, setState] = useState('idle');
  return (
    <div>
      <h1>Zones page</h1>
      <button
        type="button"
        onClick={async () => {
          try {
            const res = await (await countryApi()).get<{ data: unknown[] }>('1.0/dp-zones', { params: { system: 'sg' } });
            setState(`${res.data.data.length} zones`);
          } catch {
            setState('failed');
          }
        }}
      >
        Load zones
      </button>
      <p>Status: {state}</p>
    </div>
  );
}

function Crashing(): never {
  throw new Error('the page broke while rendering');
}

const flows = definePlugin({
  id: 'testFlows',
  description: 'Test pages for the send and to-driver routes.',
  pages: [
    { id: 'newOrder', load: () => Promise.resolve({ default: NewOrderPage }) },
    { id: 'toDriver', load: () => Promise.resolve({ default: ToDriverPage }) },
  ],
});

const zones = definePlugin({
  id: 'testZones',
  description: 'A page that calls the API on demand.',
  pages: [{ id: 'orderDetails', load: () => Promise.resolve({ default: ZonesPage }) }],
});

// What an old tab meets after a deployment: the page's file is no longer on the server.
const gone = definePlugin({
  id: 'testGone',
  description: 'A page whose code is gone.',
  pages: [{ id: 'editOrder', load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Dashboard-old.js')) }],
});

const broken = definePlugin({
  id: 'testBroken',
  description: 'A page that throws while rendering.',
  pages: [{ id: 'dashboard', load: () => Promise.resolve({ default: Crashing }) }],
});

async function home(name: string) {
  return screen.findByRole('heading', { name: `Hello, ${name}` });
}

function menuLinks(nav: HTMLElement): string[] {
  return within(nav).getAllByRole('link').map((a) => a.textContent ?? '');
}

describe('menu gates, through the real login and config', () => {
  it('a Thai company-owned point (th-demo) does not see Create post', async () => {
    const { user } = await renderPortal({ plugins: [flows], loggedInAs: 'th-demo', locale: 'en' });
    await home('Somchai Mini Mart');
    const nav = await openMainMenu(user);
    expect(menuLinks(nav)).toContain('To driver');
    expect(within(nav).queryByRole('link', { name: 'Create post' })).toBeNull();
    expect(screen.queryByTestId('tile-createPost')).toBeNull();
  });

  it('a Thai franchisee (th-franchise-demo) sees Create post and it opens the plugin page', async () => {
    const { user } = await renderPortal({ plugins: [flows], loggedInAs: 'th-franchise-demo', locale: 'en' });
    await home('Baan Suan Parcel Shop');
    const nav = await openMainMenu(user);
    const link = within(nav).getByRole('link', { name: 'Create post' });
    expect(link.getAttribute('href')).toBe('/new-order');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'New order page' })).toBeTruthy();
  });

  it('with the new driver handover (my-handover-demo) To driver is not in the menu', async () => {
    const { user } = await renderPortal({ plugins: [flows], loggedInAs: 'my-handover-demo' });
    await home('Kedai Serbaneka Bestari');
    const nav = await openMainMenu(user);
    expect(within(nav).queryByRole('link', { name: 'To driver' })).toBeNull();
    expect(menuLinks(nav)).toContain('Home');
  });

  it('without it (my-demo) To driver is in the menu', async () => {
    const { user } = await renderPortal({ plugins: [flows], loggedInAs: 'my-demo' });
    await home('Kedai Runcit Ah Seng');
    const nav = await openMainMenu(user);
    expect(within(nav).getByRole('link', { name: 'To driver' }).getAttribute('href')).toBe('/to-driver');
  });

  it('typing the rejected path (/to-driver) as my-handover-demo shows Page not found, not the page', async () => {
    await renderPortal({ path: '/to-driver', plugins: [flows], loggedInAs: 'my-handover-demo' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByText('To driver page')).toBeNull();
  });

  it('a route with no page from any plugin shows Page not found', async () => {
    await renderPortal({ path: '/to-driver', plugins: [], loggedInAs: 'my-demo' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

describe('language', () => {
  it('a Thai point that never chose a language gets the shell in Thai', async () => {
    const th = (await import('../../src/kernel/messages/th.json')).default as Record<string, string>;
    await renderPortal({ loggedInAs: 'th-demo' });
    expect(await screen.findByRole('heading', { name: (th['home.title'] ?? '').replace('{name}', 'Somchai Mini Mart') })).toBeTruthy();
    expect(screen.getByRole('button', { name: th['header.open_menu'] })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('th'));
  });
});

describe('the menu on each width', () => {
  it('a phone draws the header and no menu until it is opened; a desktop draws the column and no header', async () => {
    const { user } = await renderPortal({ path: '/', loggedInAs: 'sg-demo' });
    await screen.findByRole('button', { name: 'Open menu' });
    expect(screen.queryAllByRole('navigation', { name: 'Main menu', hidden: true })).toHaveLength(0);
    const menu = await openMainMenu(user);
    expect(within(menu).getAllByRole('link', { name: 'Home' }).length).toBeGreaterThan(0);
    resetPortal();

    desktopWidth();
    await renderPortal({ path: '/', loggedInAs: 'sg-demo' });
    const column = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(column).getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open menu', hidden: true })).toBeNull();
  });
});

describe('a crashing page', () => {
  it('shows the error dialog while the sidebar stays', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      desktopWidth();
      await renderPortal({ path: '/dashboard', plugins: [broken], loggedInAs: 'sg-demo' });
      const dialog = await screen.findByRole('alertdialog', {});
      expect(within(dialog).getByText('Something went wrong. Please refresh or try again later.')).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'Okay' })).toBeTruthy();
      // The dialog hides the rest from assistive technology while open; the shell is still rendered behind it.
      const nav = screen.getByRole('navigation', { name: 'Main menu', hidden: true });
      expect(within(nav).getAllByRole('link', { name: 'Home', hidden: true }).length).toBeGreaterThan(0);
      expect(within(nav).getByRole('button', { name: 'Log out', hidden: true })).toBeTruthy();
    } finally {
      quiet.mockRestore();
    }
  });
});

describe('a page whose code will not load', () => {
  it('after a deployment, says a new version is available and offers Update now; the sidebar stays', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      server.use(http.get('*/version.json', () => HttpResponse.json({ version: 'a-newer-build' })));
      await renderPortal({ path: '/edit-order', plugins: [gone], loggedInAs: 'sg-demo' });
      // The page's place says so (the update banner, which polls the same file, may say it too).
      const main = await screen.findByRole('main');
      const notice = await within(main).findByRole('alert');
      expect(notice.textContent).toContain('A new version of the portal is available. Update to get the latest fixes.');
      expect(within(notice).getByRole('button', { name: 'Update now' })).toBeTruthy();
      expect(screen.queryByText(/Failed to fetch dynamically imported module/)).toBeNull();
      const nav = await openMainMenu(userEvent.setup());
      expect(within(nav).getAllByRole('link', { name: 'Home' }).length).toBeGreaterThan(0);
    } finally {
      quiet.mockRestore();
    }
  });

  it('with the same version served (a network problem), says loading failed and offers a reload', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      server.use(http.get('*/version.json', () => HttpResponse.json({ version: APP_VERSION })));
      await renderPortal({ path: '/edit-order', plugins: [gone], loggedInAs: 'sg-demo' });
      const notice = await within(await screen.findByRole('main')).findByRole('alert');
      expect(notice.textContent).toContain('Loading chunk failed. Check your connection and reload the page.');
      expect(within(notice).getByRole('button', { name: 'Okay' })).toBeTruthy();
      expect(screen.queryByText(/new version/)).toBeNull();
    } finally {
      quiet.mockRestore();
    }
  });
});

describe('routing rules', () => {
  it('logged out, /settings shows the login form', async () => {
    await renderPortal({ path: '/settings' });
    expect(await screen.findByRole('heading', { name: 'Log in to your point' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Username/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Settings' })).toBeNull();
  });

  it('logging in from there lands on the page asked for', async () => {
    const { user } = await renderPortal({ path: '/settings' });
    await user.type(await screen.findByRole('textbox', { name: /Username/ }), 'sg-demo');
    await user.type(screen.getByLabelText(/^Password/), 'demo');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeTruthy();
  });

  it('logged in, /login goes home', async () => {
    await renderPortal({ path: '/login', loggedInAs: 'sg-demo' });
    expect(await home('Kim Lian Provision Shop')).toBeTruthy();
  });

  it('an unknown path shows Page not found inside the shell', async () => {
    const { user } = await renderPortal({ path: '/no-such-page', loggedInAs: 'sg-demo' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(await home('Kim Lian Provision Shop')).toBeTruthy();
  });
});

describe('an invalid token mid-session', () => {
  it("a 401 on the shell's feature-flag poll shows 'Please log out and log in again.' in a dialog", async () => {
    const { user } = await renderPortal({
      path: '/',
      loggedInAs: 'sg-demo',
      beforeRender: () => setControl({ fault: '401-next' }),
    });
    const dialog = await screen.findByRole('alertdialog', {});
    expect(within(dialog).getByText('Please log out and log in again.')).toBeTruthy();
    expect(getControl().fault).toBe('none'); // the 401 was used by the portal's call

    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Log in to your point' })).toBeTruthy();
    expect(session.loginInfo).toBeNull();
  });

  it("a 401 on a page's own call shows the dialog; the page stays behind it", async () => {
    const flagCalls: string[] = [];
    server.events.on('response:mocked', ({ request, response }) => {
      if (new URL(request.url).pathname === '/api/global/1.0/feature-flags') flagCalls.push(String(response.status));
    });
    const { user } = await renderPortal({ path: '/order-details', plugins: [zones], loggedInAs: 'sg-demo' });
    await screen.findByRole('heading', { name: 'Zones page' });
    await waitFor(() => expect(flagCalls).toEqual(['200']));

    await user.click(screen.getByRole('button', { name: 'Load zones' }));
    expect(await screen.findByText(/^Status: \d+ zones$/)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    setControl({ fault: '401-next' });
    await user.click(screen.getByRole('button', { name: 'Load zones' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Please log out and log in again.')).toBeTruthy();
    expect(screen.getByText('Status: failed')).toBeTruthy();
  });
});
