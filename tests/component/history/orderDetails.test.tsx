// Order details as an operator sees them: the order, its parties, the timeline in the country's time, the driver
// that was unavailable after a refresh, the timeline hidden without allowViewOrderEventsHistory, the SMS resend.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../../src/kernel';
import history from '../../../src/plugins/history';
import orders from '../../../src/plugins/orders';
import { handlers as ordersHandlers } from '../../../src/plugins/orders/sim';
import { handlers as collectHandlers } from '../../../src/plugins/collect/sim';
import { handlers, resetHistorySim } from '../../../src/plugins/history/sim';
import { parcelsOf } from '../../../src/plugins/history/sim/parcels';
import { renderPortal, resetPortal, setupPortalServer } from '../../harness/renderPortal';

// Collect's simulator answers the drop-off SMS resend (its one handler, for history's parcels too).
const server = setupPortalServer([...handlers, ...ordersHandlers, ...collectHandlers]);
afterEach(() => { resetPortal(); resetHistorySim(); });
const plugins = [orders, history];
const idOf = (country: string, tracking: string) => parcelsOf(country).find((p) => p.tracking_id === tracking)?.order_id ?? 0;
const timeline = () => screen.findByRole('list', { name: 'Event timeline' });

describe('order details', () => {
  it('one instant shows in each country’s hour: 10:15 AM in th, 11:15 AM in sg', async () => {
    for (const [cc, hour] of [['th', '10:15 AM'], ['sg', '11:15 AM']] as const) {
      await renderPortal({ path: `/order-details?id=${idOf(cc, `NV${cc.toUpperCase()}HIST0001`)}`, plugins, loggedInAs: `${cc}-demo`, locale: 'en' });
      expect(await screen.findByRole('heading', { name: `Order details: NV${cc.toUpperCase()}HIST0001` })).toBeTruthy();
      const events = within(await timeline()).getAllByTestId('timeline-event');
      expect(events.map((e) => e.querySelector('p')?.nextSibling?.textContent)).toEqual([
        'Order created', 'Dropped off at the point', 'Handed to a driver', 'Arrived at the sorting hub', 'On vehicle for delivery', 'Delivered',
      ]);
      expect(within(events[1] as HTMLElement).getByTestId('event-time').textContent).toMatch(new RegExp(`, ${hour}$`));
      expect(screen.getByRole('region', { name: 'Recipient' })).toBeTruthy();
      resetPortal();
    }
  });

  it('driver info unavailable: Refresh asks again and shows the driver', async () => {
    const { user } = await renderPortal({ path: `/order-details?id=${idOf('sg', 'NVSGHIST0002')}`, plugins, loggedInAs: 'sg-demo' });
    expect(await screen.findByText('Driver info unavailable.')).toBeTruthy();
    // On a phone (jsdom resolves the phone layout) the details are under 'View more'.
    const event = within(await timeline()).getAllByTestId('timeline-event')[2] as HTMLElement;
    await user.click(within(event).getByRole('button', { name: 'View more' }));
    expect(within(event).getByRole('button', { name: 'View less' }).getAttribute('aria-expanded')).toBe('true');
    await user.click(within(event).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.queryByText('Driver info unavailable.')).toBeNull());
    const handed = within(await timeline()).getAllByTestId('timeline-event')[2] as HTMLElement;
    expect(handed.textContent).toContain('Driver: ');
  });

  it('a point without allowViewOrderEventsHistory sees the order but no timeline, and nothing asks for events', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => { asked.push(new URL(request.url).pathname); });
    await renderPortal({
      path: `/order-details?id=${idOf('sg', 'NVSGHIST0001')}`, plugins, loggedInAs: 'sg-demo',
      beforeRender: () => { if (session.dpInfo) session.dpInfo.allowViewOrderEventsHistory = false; },
    });
    expect(await screen.findByText('This point may not view the event history of orders.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Order details: NVSGHIST0001' })).toBeTruthy();
    expect(asked.some((p) => p.endsWith('/events'))).toBe(false);
  });

  it('resends the drop-off SMS of a parcel dropped off here', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => { if (request.url.endsWith('drop-off-sms/resend')) void request.clone().json().then((b) => bodies.push(b)); });
    const { user } = await renderPortal({ path: `/order-details?id=${idOf('sg', 'NVSGHIST0001')}`, plugins, loggedInAs: 'sg-demo' });
    await user.click(await screen.findByRole('button', { name: 'Resend drop-off SMS' }));
    expect(await screen.findByText('Drop-off SMS sent again.')).toBeTruthy();
    expect(bodies).toEqual([{ tracking_id: 'NVSGHIST0001', channel: 'sms' }]);
  });

  it('the header search with a tracking id opens that order’s details', async () => {
    const { user } = await renderPortal({ path: '/settings', plugins, loggedInAs: 'sg-demo' });
    const search = (await screen.findAllByRole('textbox', { name: 'Search orders' }))[0] as HTMLElement;
    await user.type(search, 'nvsghist0001{Enter}');
    expect(await screen.findByRole('heading', { name: 'Order details: NVSGHIST0001' })).toBeTruthy();
  });

  it('Retry receipt says the spec’s message when the receipt is still being made', async () => {
    // An order with a receipt the server has not made yet: fetching says NF_RECEIPT, making it fails too.
    const id = idOf('sg', 'NVSGHIST0001');
    const receiptAsks: string[] = [];
    server.events.on('request:start', ({ request }) => { if (request.url.includes('/receipts/')) receiptAsks.push(`${request.method} ${new URL(request.url).pathname}`); });
    server.use(http.get('*/api/:country/1.0/orders/details/:id', () => HttpResponse.json({ data: {
      order: { ...parcelsOf('sg').find((p) => p.order_id === id), weight: 1, from: { name: 'A', contact: '+6591111111', address: null }, to: { name: 'B', contact: '+6592222222', address: 'x' }, fees: null, receipt_id: 424242, is_shipper_prepaid: true },
      warning: null,
    } })));
    const { user } = await renderPortal({ path: `/order-details?id=${id}`, plugins, loggedInAs: 'sg-demo' });
    await user.click(await screen.findByRole('button', { name: 'Retry receipt' }));
    expect(await screen.findByText('Your receipt is still being processed. Please go to Order details or History page to try again.')).toBeTruthy();
    expect(receiptAsks[0]).toMatch(/^GET .*\/2\.0\/receipts\/424242$/);
    expect(receiptAsks.some((a) => a.startsWith('POST'))).toBe(true);
  });

  it('says when the air waybill cannot be made', async () => {
    server.use(http.post('*/api/sg/2.0/airway-bills', () => HttpResponse.json({ error: { code: 'AWB_GENERATION_FAILED', title: 'AWB_GENERATION_FAILED', message: 'Airway bill generation failed' } }, { status: 500 }), { once: true }));
    const { user } = await renderPortal({ path: `/order-details?id=${idOf('sg', 'NVSGHIST0001')}`, plugins, loggedInAs: 'sg-demo' });
    await user.click(await screen.findByRole('button', { name: 'Reprint air waybill' }));
    expect((await screen.findByRole('alert', { name: '' })).textContent).toMatch(/^Print failed: /);
    // The printed case (the PDF in a new tab) is end to end: tests/e2e/history/order-documents.spec.ts.
  });

  it('says so when no order is named', async () => {
    await renderPortal({ path: '/order-details', plugins, loggedInAs: 'sg-demo' });
    expect(await screen.findByText('No order was chosen. Open one from the history list.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to history' })).toBeTruthy();
  });
});
