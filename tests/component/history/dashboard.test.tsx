// Today's parcel overview: the point's figures for today and its shelf now, each linked to the history list.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import history from '../../../src/plugins/history';
import orders from '../../../src/plugins/orders';
import { handlers, resetHistorySim } from '../../../src/plugins/history/sim';
import { summaryOf } from '../../../src/plugins/history/sim/handlers/summary';
import { paymentsOf } from '../../../src/plugins/history/sim/payments';
import { formatMoney } from '../../../src/kernel';
import { simCountry } from '../../../src/sim/countries';
import { renderPortal, resetPortal, setupPortalServer } from '../../harness/renderPortal';

const server = setupPortalServer(handlers);
afterEach(() => { resetPortal(); resetHistorySim(); });

describe('dashboard', () => {
  it('shows the server’s figures and links the shelf to the history list of parcels in store', async () => {
    await renderPortal({ path: '/dashboard', plugins: [orders, history], loggedInAs: 'sg-demo' });
    const figure = await screen.findByTestId('figure-in_store');
    const expected = summaryOf('sg');
    expect(within(figure).getByRole('definition').querySelector('p')?.textContent).toBe(new Intl.NumberFormat('en').format(expected.in_store));
    const link = within(figure).getByRole('link', { name: 'See in history: In store' });
    expect(new URL(link.getAttribute('href') ?? '', 'http://x').searchParams.get('store')).toBe('in_store');
  });

  it('says what went wrong and asks again on Retry', async () => {
    let fail = true;
    server.use(http.get('*/api/:country/2.0/dps/:id/summary', () => (fail ? HttpResponse.json({ error: { code: 500, title: 'X', message: 'Summary unavailable.' } }, { status: 500 }) : undefined)));
    const { user } = await renderPortal({ path: '/dashboard', plugins: [orders, history], loggedInAs: 'sg-demo' });
    expect(await screen.findByText('Summary unavailable.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('figure-dropped_off')).toBeTruthy();
  });

  it('shows the money: what is still in the till is the sum of the unsettled payments, in the country’s money', async () => {
    await renderPortal({ path: '/dashboard', plugins: [orders, history], loggedInAs: 'my-demo', locale: 'en' });
    const till = await screen.findByTestId('money-unsettled');
    const unsettled = paymentsOf('my').filter((p) => !p.settled).reduce((sum, p) => sum + p.amount, 0);
    const country = simCountry('my');
    if (!country) throw new Error('my is a shipped country');
    expect(within(till).getByRole('definition').querySelector('p')?.textContent).toBe(formatMoney(Math.round(unsettled * 100) / 100, country, 'en'));
    expect(unsettled).toBeGreaterThan(0);
    expect(screen.getByTestId('money-cod-today')).toBeTruthy();
    expect(within(till).getByRole('link', { name: 'See payments' }).getAttribute('href')).toBe('/payments');
  });

  it('a failing money summary says so and leaves the parcel figures', async () => {
    server.use(http.get('*/api/:country/1.0/payments-summary', () => HttpResponse.json({ error: { code: 500, title: 'X', message: 'Till unavailable.' } }, { status: 500 })));
    await renderPortal({ path: '/dashboard', plugins: [orders, history], loggedInAs: 'sg-demo' });
    expect(await screen.findByText('Till unavailable.')).toBeTruthy();
    expect(await screen.findByTestId('figure-in_store')).toBeTruthy();
  });
});
