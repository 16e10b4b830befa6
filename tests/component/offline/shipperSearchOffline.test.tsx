// Shipper search asks the server for every search: offline the page says so and what still works, offers no field
// to search into a dropped network, and searches again once online.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import orders from '../../../src/plugins/orders';
import shippers from '../../../src/plugins/shippers';
import { handlers as orderHandlers } from '../../../src/plugins/orders/sim';
import { handlers as shipperHandlers } from '../../../src/plugins/shippers/sim';
import { renderPortal, resetPortal, setupPortalServer } from '../../harness/renderPortal';
import { expectOfflineNotice, goOffline, goOnline, resetNetwork } from '../../harness/network';

const server = setupPortalServer([...orderHandlers, ...shipperHandlers]);
afterEach(() => { resetPortal(); resetNetwork(); });

const FIELD = "Shipper's contact number";

describe('shipper search with no network', () => {
  it('offline: the notice and no search field; back online: a search finds shippers', async () => {
    const { user } = await renderPortal({ path: '/shipper-search', plugins: [orders, shippers], loggedInAs: 'sg-demo', locale: 'en', beforeRender: goOffline });
    await expectOfflineNotice('Shipper search');
    expect(screen.queryByRole('textbox', { name: FIELD })).toBeNull();
    await goOnline();
    await user.type(await screen.findByRole('textbox', { name: FIELD }), '9123450{Enter}');
    expect(await screen.findByRole('heading', { name: '4 shippers found' })).toBeTruthy();
  });

  it('a search sent as the network drops: the notice, not "The search did not work"', async () => {
    server.use(http.get('*/api/:country/2.0/shippers', () => HttpResponse.error()));
    const { user } = await renderPortal({ path: '/shipper-search', plugins: [orders, shippers], loggedInAs: 'sg-demo', locale: 'en' });
    await user.type(await screen.findByRole('textbox', { name: FIELD }), '9123450{Enter}');
    const notice = await expectOfflineNotice('Shipper search');
    expect(screen.queryByText('The search did not work')).toBeNull();
    // The field that had the focus is gone: the focus is on the notice, not lost to the page's start.
    expect(document.activeElement).toBe(notice);
  });
});
