// What a sender did while the operator was elsewhere: the shell says it under the header in the flow's words (a
// portal-worded reason translated inside the line), links to the first page of the flow that can open here, and the
// notice goes once that page opens (it says the outcome itself) or the operator closes it.
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { noteSentAway, sentAway, type SentAwayNotice } from '../../../src/kernel/offline/sentAway';
import orders from '../../../src/plugins/orders';
import { handlers as ordersHandlers } from '../../../src/plugins/orders/sim';
import { renderPortal, resetPortal, setupPortalServer } from '../../harness/renderPortal';

setupPortalServer(ordersHandlers);
afterEach(() => {
  resetPortal();
  sentAway.bySource = {};
});

const LODGED: SentAwayNotice = {
  status: 'warning',
  lines: [
    { messageId: 'orders.offline.lodged', values: { count: 2 } },
    { messageId: 'orders.offline.refused_count', values: { count: 1 } },
    { messageId: 'orders.offline.refused_row', values: { id: 'NVSG00000009', reason: { messageId: 'lodge_in_failed' } } },
  ],
  // A route this build does not have comes first: the link goes to the first one that opens.
  routeIds: ['noSuchRoute', 'sendParcel'],
  link: { messageId: 'orders.offline.open_send' },
};

describe('the sent-away notice', () => {
  it('says what was sent and refused, links to the page that shows it, and goes when that page opens', async () => {
    const { user } = await renderPortal({ path: '/', plugins: [orders], loggedInAs: 'sg-demo' });
    await screen.findByRole('heading', { name: /^Hello, / });
    act(() => noteSentAway('orders.sendScans', LODGED));

    const notice = await screen.findByTestId('sent-away');
    expect(within(notice).getByText('2 parcels kept while offline were checked in')).toBeTruthy();
    expect(within(notice).getByText('1 parcel not sent')).toBeTruthy();
    expect(within(notice).getByText('NVSG00000009: Lodge in failed')).toBeTruthy();
    const link = within(notice).getByRole('link', { name: 'See them on the send page' });
    expect(link.getAttribute('href')).toBe('/send-parcel');

    await user.click(link);
    await screen.findByRole('heading', { level: 1, name: 'Drop off and return' });
    expect(screen.queryByTestId('sent-away')).toBeNull();
    expect(sentAway.bySource).toEqual({});
  });

  it('is closed by the operator and comes back only with the next outcome', async () => {
    const { user } = await renderPortal({ path: '/', plugins: [orders], loggedInAs: 'sg-demo' });
    await screen.findByRole('heading', { name: /^Hello, / });
    act(() => noteSentAway('orders.sendScans', LODGED));
    await user.click(within(await screen.findByTestId('sent-away')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('sent-away')).toBeNull();
    act(() => noteSentAway('orders.sendScans', { ...LODGED, status: 'success', lines: [{ messageId: 'orders.offline.lodged', values: { count: 1 } }] }));
    expect(within(await screen.findByTestId('sent-away')).getByText('1 parcel kept while offline was checked in')).toBeTruthy();
  });
});
