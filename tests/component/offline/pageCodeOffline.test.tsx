// A page whose code is not on the device (not precached), opened while offline: the shell's offline notice under the
// page's name, with what still works and a link to each page that works offline, not 'Loading chunk failed'; back
// online the page opens by itself. Online, code that does not arrive still says 'Loading chunk failed'.
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { definePlugin } from '../../../src/kernel';
import { renderPortal, resetPortal, setupPortalServer } from '../../harness/renderPortal';
import { expectOfflineNotice, goOffline, goOnline, resetNetwork } from '../../harness/network';

setupPortalServer();
afterEach(() => { resetPortal(); resetNetwork(); });

/** As the browser fetches a chunk: refused with no network, there once it is back. */
function fetchedCode(heading: string) {
  const Page = () => <h1>{heading}</h1>;
  return () => (navigator.onLine
    ? Promise.resolve({ default: Page })
    : Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/Page-1a2b3c.js')));
}

const pages = definePlugin({
  id: 'testOfflineCode',
  description: 'A page left to the network and a counter page that works offline.',
  pages: [
    { id: 'shipperSearch', load: fetchedCode('Shipper search page') },
    { id: 'rateCalculator', load: fetchedCode('Rate calculator page') },
    { id: 'sendParcel', load: () => Promise.resolve({ default: () => <h1>Send page</h1> }), worksOffline: true },
  ],
});

describe('a page whose code cannot be fetched offline', () => {
  it('opened from home: the offline notice with the page that works offline; back online, the page opens by itself', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { user } = await renderPortal({ path: '/', plugins: [pages], loggedInAs: 'sg-demo', locale: 'en' });
      const tile = await screen.findByRole('link', { name: /^Shipper search/ });
      await goOffline();
      await user.click(tile);
      const notice = await expectOfflineNotice('Shipper search');
      expect(screen.queryByText(/Loading chunk failed/)).toBeNull();
      const still = within(notice).getByRole('group', { name: 'Scanning and sending still work: what you scan is kept and sent once the network is back.' });
      expect(within(still).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Send parcels', '/send-parcel']]);

      await goOnline();
      expect(await screen.findByRole('heading', { level: 1, name: 'Shipper search page' })).toBeTruthy();
      expect(screen.queryByTestId('offline-notice')).toBeNull();
    } finally {
      quiet.mockRestore();
    }
  });

  it('its link to a page that works offline opens that page', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { user } = await renderPortal({ path: '/rate-calculator', plugins: [pages], loggedInAs: 'sg-demo', locale: 'en', beforeRender: goOffline });
      const notice = await expectOfflineNotice('Rate calculator');
      await user.click(within(notice).getByRole('link', { name: 'Send parcels' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Send page' })).toBeTruthy();
    } finally {
      quiet.mockRestore();
    }
  });
});
