// History needs the server for every row: offline it says so and what still works, asks nothing, and loads once
// the network is back; a call that gets no answer while the browser believes it is online does the same.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import history from '../../../src/plugins/history';
import { handlers, resetHistorySim } from '../../../src/plugins/history/sim';
import { forgetPages } from '../../../src/plugins/history/state/parcelPages';
import { renderPortal, resetPortal, setupPortalServer } from '../../harness/renderPortal';
import { expectOfflineNotice, goOffline, goOnline, requestsTo, resetNetwork, settle } from '../../harness/network';

const server = setupPortalServer(handlers);
// Pages seen are kept in memory: each test starts with none, so the list is asked of the server.
afterEach(() => { resetPortal(); resetHistorySim(); forgetPages(); resetNetwork(); });

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('history with no network', () => {
  it('offline: the notice instead of the list, no request; back online: the list loads', async () => {
    const asked = requestsTo(server, /reservations\/parcel/);
    await renderPortal({ path: '/history', plugins: [history], loggedInAs: 'sg-demo', locale: 'en', beforeRender: goOffline });
    await expectOfflineNotice('History');
    await settle();
    expect(asked).toEqual([]);
    expect(screen.queryByRole('table', { name: 'Parcels' })).toBeNull();
    // Offline in the browser's own view: Retry would only ask into the void.
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    await goOnline();
    expect(rowsOf(await screen.findByRole('table', { name: 'Parcels' }))).toHaveLength(50);
    expect(asked.length).toBeGreaterThan(0);
    expect(screen.queryByTestId('offline-notice')).toBeNull();
  });

  for (const [path, heading, api] of [
    ['/dashboard', 'Today\'s parcel overview', /\/dps\/\d+\/summary/],
    ['/payments', 'Payment overview', /payment/],
    ['/order-details?id=1', 'Order details', /\/orders\//],
  ] as const) {
    it(`${path} offline: the notice under its heading, no request`, async () => {
      const asked = requestsTo(server, api);
      await renderPortal({ path, plugins: [history], loggedInAs: 'sg-demo', locale: 'en', beforeRender: goOffline });
      await expectOfflineNotice(heading);
      await settle();
      expect(asked).toEqual([]);
    });
  }

  it('a call that gets no answer shows the notice, not a generic error; Retry asks again and the list loads', async () => {
    let drop = true;
    server.use(http.get('*/api/:country/1.2/reservations/parcel', () => (drop ? HttpResponse.error() : undefined)));
    const { user } = await renderPortal({ path: '/history', plugins: [history], loggedInAs: 'sg-demo', locale: 'en' });
    await expectOfflineNotice('History');
    expect(screen.queryByText('Something went wrong')).toBeNull();
    drop = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(rowsOf(await screen.findByRole('table', { name: 'Parcels' }))).toHaveLength(50);
  });
});
