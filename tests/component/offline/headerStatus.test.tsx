// The header's network status as an operator sees and hears it: online, offline, how many parcels wait to be sent
// (the catalog's plural), and one polite announcement once a change holds, none for a flap or a render.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { reportWaiting } from '../../../src/kernel';
import { SETTLE_MS } from '../../../src/kernel/shell/network/NetworkAnnouncer';
import { desktopWidth } from '../../harness/desktopWidth';
import { renderPortal, resetPortal, setupPortalServer } from '../../harness/renderPortal';
import { goOffline, goOnline, resetNetwork, settle } from '../../harness/network';

setupPortalServer();
afterEach(() => { resetPortal(); resetNetwork(); });

const header = () => screen.getByRole('banner');
const status = () => within(header()).getByTestId('network-status');
const waiting = () => within(header()).queryByTestId('waiting-to-send');
const region = () => screen.getByTestId('network-announcer');
const report = (source: string, count: number) => act(async () => { reportWaiting(source, count); });

async function openHome(locale: 'en' | 'fr' | 'th' = 'en') {
  const portal = await renderPortal({ path: '/', loggedInAs: 'sg-demo', locale });
  await within(await screen.findByRole('banner')).findByTestId('network-status');
  return portal;
}

describe('header network status', () => {
  it('says Online, Offline when the browser loses its network, Online again when it is back', async () => {
    await openHome();
    expect(status().textContent).toBe('Online');
    await goOffline();
    expect(status().textContent).toBe('Offline');
    expect(status().getAttribute('data-online')).toBe('false');
    await goOnline();
    expect(status().textContent).toBe('Online');
  });

  it('counts the parcels every source says wait to be sent, in the plural the catalog gives', async () => {
    await openHome();
    expect(waiting()).toBeNull();
    await report('scans', 1);
    expect(waiting()?.textContent).toBe('1 parcel waiting to send');
    await report('handover', 4);
    expect(waiting()?.textContent).toBe('5 parcels waiting to send');
    await report('scans', 0);
    await report('handover', 0);
    expect(waiting()).toBeNull();
  });

  it('the collapsed desktop menu column shows the number, with the sentence for screen readers', async () => {
    desktopWidth();
    await renderPortal({ path: '/', loggedInAs: 'sg-demo', locale: 'en', beforeRender: () => localStorage.setItem('dp.sidebarCollapsed', '1') });
    const column = await screen.findByRole('navigation', { name: 'Main menu' });
    await report('scans', 5);
    const count = within(column).getByTestId('waiting-to-send');
    expect(count.querySelector('[aria-hidden="true"]')?.textContent).toBe('5');
    expect(within(count).getByText('5 parcels waiting to send')).toBeTruthy();
    expect(count.getAttribute('title')).toBe('5 parcels waiting to send');
  });

  it('says it in the point’s language', async () => {
    await openHome('fr');
    await goOffline();
    await report('scans', 5);
    // The point's catalog arrives after the first screen.
    await waitFor(() => expect(status().textContent).toBe('Hors ligne'));
    expect(waiting()?.textContent).toBe('5 colis en attente d’envoi');
  });

  it('says it in Thai', async () => {
    await openHome('th');
    await report('scans', 2);
    await waitFor(() => expect(status().textContent).toBe('ออนไลน์'));
    expect(waiting()?.textContent).toBe('พัสดุรอส่ง 2 ชิ้น');
  });
});

describe('header network status, announced', () => {
  it('is one polite status region, silent when the page opens', async () => {
    await openHome();
    expect(region().getAttribute('role')).toBe('status');
    expect(region().getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('status', { name: 'Network status' })).toBe(region());
    await settle(SETTLE_MS + 200);
    expect(region().textContent).toBe('');
    expect(screen.getAllByTestId('network-announcer')).toHaveLength(1);
  });

  it('says offline when the network was cut before the shell was drawn (right after login), once it holds', async () => {
    await renderPortal({ path: '/', loggedInAs: 'sg-demo', locale: 'en', beforeRender: goOffline });
    expect(await within(await screen.findByRole('banner')).findByTestId('network-status')).toHaveProperty('textContent', 'Offline');
    expect(region().textContent).toBe('');
    await waitFor(() => expect(region().textContent).toBe('The portal is offline. Scans are kept and sent once the network is back.'));
    await goOnline();
    await waitFor(() => expect(region().textContent).toBe('The portal is back online.'));
  });

  it('says offline once it holds, then the count once a burst of scans settles, then back online', async () => {
    await openHome();
    await goOffline();
    await waitFor(() => expect(region().textContent).toBe('The portal is offline. Scans are kept and sent once the network is back.'));
    const changes: string[] = [];
    const observer = new MutationObserver(() => changes.push(region().textContent ?? ''));
    observer.observe(region(), { childList: true, subtree: true, characterData: true });
    // Three scans a few hundred ms apart: one announcement, of the settled count.
    for (const n of [1, 2, 3]) { await report('scans', n); await settle(300); }
    await waitFor(() => expect(region().textContent).toBe('3 parcels waiting to send.'));
    expect(changes).toEqual(['3 parcels waiting to send.']);
    await goOnline();
    await report('scans', 0);
    await waitFor(() => expect(region().textContent).toBe('The portal is back online. Everything has been sent.'));
    observer.disconnect();
  });

  it('says nothing for a flap shorter than the settle time, nor for renders that change nothing', async () => {
    const { user } = await openHome();
    const changes: string[] = [];
    const observer = new MutationObserver(() => changes.push(region().textContent ?? ''));
    observer.observe(region(), { childList: true, subtree: true, characterData: true });
    await goOffline();
    await settle(400);
    await goOnline();
    // A render of the shell that changes nothing about the network: the menu opened.
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await settle(SETTLE_MS + 300);
    expect(changes).toEqual([]);
    observer.disconnect();
  });
});
