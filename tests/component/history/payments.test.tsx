// The payment overview: the point's payments in its money with totals of the whole result, the kind filter in the
// URL and in what the API receives, and the menu entry the plugin contributes.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import history from '../../../src/plugins/history';
import orders from '../../../src/plugins/orders';
import { handlers, resetHistorySim } from '../../../src/plugins/history/sim';
import { openMainMenu, renderPortal, resetPortal, setupPortalServer } from '../../harness/renderPortal';

const server = setupPortalServer(handlers);
afterEach(() => { resetPortal(); resetHistorySim(); });
const plugins = [orders, history];

describe('payments', () => {
  it('lists payments in the country’s money, and the kind filter narrows the list and the totals', async () => {
    const asked: URL[] = [];
    server.events.on('request:start', ({ request }) => { if (request.url.includes('reservations/payment')) asked.push(new URL(request.url)); });
    const { user } = await renderPortal({ path: '/payments', plugins, loggedInAs: 'my-demo', locale: 'en' });
    const table = await screen.findByRole('table', { name: 'Payments' });
    const body = within(table).getAllByRole('row').slice(1);
    expect(body.length).toBeGreaterThan(0);
    expect(body[0]?.textContent).toMatch(/RM\d/);
    expect(screen.getByTestId('payment-total-total').textContent).toMatch(/RM[\d,]+\.\d\d/);
    await user.click(screen.getByRole('checkbox', { name: 'Cash on delivery collected' }));
    await waitFor(() => expect(asked.at(-1)?.searchParams.getAll('filter')).toEqual(['COD']));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Payments' })).getAllByRole('row').slice(1).every((r) => r.textContent?.includes('Cash on delivery collected'))).toBe(true));
    expect(screen.getByTestId('payment-total-fee').textContent).toBe('Counter feesRM0.00');
  });

  it('is in the menu', async () => {
    const { user } = await renderPortal({ path: '/', plugins, loggedInAs: 'sg-demo' });
    const nav = await openMainMenu(user);
    expect(within(nav).getByRole('link', { name: 'Payments' }).getAttribute('href')).toBe('/payments');
  });
});
