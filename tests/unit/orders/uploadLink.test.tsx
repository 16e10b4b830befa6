// The send page leads to the bulk upload only where that page can be opened: the bulk plugin is there and its gate
// lets the point in. The link goes by route id; the kernel says whether the route is open (useRouteOpen).
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import bulk from '../../../src/plugins/bulk';
import orders from '../../../src/plugins/orders';
import { handlers } from '../../../src/plugins/orders/sim';
import { renderPortal, resetPortal, setupPortalServer } from '../../harness/renderPortal';

setupPortalServer(handlers);
const SWITCH = 'Scan parcels instead';
afterEach(() => resetPortal());

describe('the send page’s link to the bulk upload', () => {
  it('with the bulk plugin, an sg point sees it and it opens the upload page', async () => {
    const { user } = await renderPortal({ path: '/send-parcel', plugins: [orders, bulk], loggedInAs: 'sg-demo', locale: 'en' });
    const link = await screen.findByRole('link', { name: 'Many parcels? Upload a file' });
    expect(link.getAttribute('href')).toBe('/file-upload');
    await user.click(link);
    // Both pages are 'Drop off and return' (the spec's title): the upload page is the one that links back to scanning.
    expect(await screen.findByRole('link', { name: SWITCH }, { timeout: 10_000 })).toBeTruthy();
  });

  it('without the bulk plugin the page has no such link', async () => {
    await renderPortal({ path: '/send-parcel', plugins: [orders], loggedInAs: 'sg-demo', locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Drop off and return' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Many parcels? Upload a file' })).toBeNull();
  });
});
