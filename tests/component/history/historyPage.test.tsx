// The history page as an operator sees it: the first page of the last seven days with totals per group, filters
// kept in the URL, the 10,000 cap offering the report, the server's error with a retry, and the header's search.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import history from '../../../src/plugins/history';
import { handlers, resetHistorySim } from '../../../src/plugins/history/sim';
import { renderPortal, resetPortal, setupPortalServer } from '../../harness/renderPortal';

const server = setupPortalServer(handlers);
afterEach(() => { resetPortal(); resetHistorySim(); });

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('history', () => {
  it('lists 50 parcels of the last seven days with the totals of the whole result, and pages on', async () => {
    const asked: URL[] = [];
    server.events.on('request:start', ({ request }) => { if (request.url.includes('reservations/parcel')) asked.push(new URL(request.url)); });
    const { user } = await renderPortal({ path: '/history', plugins: [history], loggedInAs: 'sg-demo' });
    const table = await screen.findByRole('table', { name: 'Parcels' });
    expect(rowsOf(table)).toHaveLength(50);
    const total = Number((await screen.findByTestId('total-total')).querySelector('dd')?.textContent?.replace(/\D/g, ''));
    expect(total).toBeGreaterThan(50);
    expect(asked[0]?.searchParams.get('page_size')).toBe('50');
    expect(asked[0]?.searchParams.getAll('filter')).toEqual(['default']);
    const first = rowsOf(table)[0]?.getAttribute('data-tracking-id');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: 'Parcels' }))[0]?.getAttribute('data-tracking-id')).not.toBe(first));
    expect(asked.at(-1)?.searchParams.get('page')).toBe('2');
    // Back to page 1: the kept page shows with no new request.
    const count = asked.length;
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: 'Parcels' }))[0]?.getAttribute('data-tracking-id')).toBe(first));
    expect(asked.length).toBe(count);
  });

  it('draws the tiles of the totals, labelled and blank, while the first page is asked, so the list below does not move when the figures come', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => { answer = resolve; });
    server.use(http.get('*/reservations/parcel*', async () => { await held; return undefined; }));
    // A point no other test here opened: no page of its list is kept yet.
    await renderPortal({ path: '/history', plugins: [history], loggedInAs: 'my-demo' });
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(totals.getAttribute('aria-busy')).toBe('true');
    expect(within(totals).getAllByRole('term').map((dt) => dt.textContent)).toContain('All parcels');
    expect(within(totals).getAllByRole('definition').every((dd) => dd.textContent === '\u00a0')).toBe(true);
    expect(screen.queryByTestId('total-total')).toBeNull();
    answer();
    const total = await screen.findByTestId('total-total');
    expect(total.querySelector('dd')?.textContent).toMatch(/^\d[\d,]*$/);
    expect(totals.getAttribute('aria-busy')).toBeNull();
  });

  it('filters by group and text from the URL, and shows each parcel’s time in the country', async () => {
    await renderPortal({ path: '/history?query=NVTHHIST0001&group=completed', plugins: [history], loggedInAs: 'th-demo', locale: 'en' });
    const table = await screen.findByRole('table', { name: 'Parcels' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(1));
    const row = rowsOf(table)[0] as HTMLElement;
    expect(within(row).getByRole('link', { name: 'NVTHHIST0001' })).toBeTruthy();
    expect(row.textContent).toContain('10:15 AM');
    expect(screen.getByRole('checkbox', { name: 'Completed' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Search')).toHaveProperty('value', 'NVTHHIST0001');
  });

  it('says when the result passes 10,000 parcels and offers the report', async () => {
    const from = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);
    await renderPortal({ path: `/history?from=${from}`, plugins: [history], loggedInAs: 'sg-demo' });
    expect(await screen.findByText(/Only the latest 10,000 parcels are listed here/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download report' })).toBeTruthy();
  });

  it('shows the server’s message when the list fails, and Retry asks again', async () => {
    let fail = true;
    server.use(http.get('*/api/:country/1.2/reservations/parcel', () => (fail ? HttpResponse.json({ error: { code: 500, title: 'X', message: 'Parcel search is down for maintenance.' } }, { status: 500 }) : undefined)));
    const { user } = await renderPortal({ path: '/history', plugins: [history], loggedInAs: 'sg-demo' });
    expect(await screen.findByText('Parcel search is down for maintenance.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(rowsOf(await screen.findByRole('table', { name: 'Parcels' }))).toHaveLength(50);
  });

  it('the header search with a tracking id of no order lists what matches the text, and says so', async () => {
    await renderPortal({ path: '/history?q=NOSUCHPARCEL', plugins: [history], loggedInAs: 'sg-demo' });
    expect(await screen.findByText('No order has the ID NOSUCHPARCEL. The list shows the parcels that match it.')).toBeTruthy();
    expect(await screen.findByText('No data')).toBeTruthy();
  });
});

describe('history in the point’s language', () => {
  it('a Thai point sees the page in Thai, times in Thailand’s offset', async () => {
    await renderPortal({ path: '/history?query=NVTHHIST0001&group=completed', plugins: [history], loggedInAs: 'th-demo' });
    expect(await screen.findByRole('heading', { name: 'ประวัติ' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'พัสดุ' });
    await waitFor(() => expect(rowsOf(table)).toHaveLength(1));
    expect(rowsOf(table)[0]?.textContent).toContain('10:15');
  });
});

describe('history as one list', () => {
  it('loads the latest 10,000 parcels, keeps only the rows in view in the page, and the quick filter narrows them', async () => {
    const from = new Date(Date.now() - 89 * 86_400_000).toISOString().slice(0, 10);
    const { user } = await renderPortal({ path: `/history?from=${from}&view=all`, plugins: [history], loggedInAs: 'sg-demo' });
    expect(await screen.findByText('10,000 of 10,000 parcels')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'One list (up to 10,000)' }).getAttribute('aria-pressed')).toBe('true');
    const table = screen.getByRole('table', { name: 'Parcels' });
    expect(table.getAttribute('aria-rowcount')).toBe('10001');
    expect(table.querySelectorAll('tbody tr[aria-rowindex]').length).toBeLessThan(100);
    await user.type(screen.getByLabelText('Filter these rows'), 'nvsghist0001');
    expect(await screen.findByText('1 of 10,000 parcels')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Parcels' })).getByRole('link', { name: 'NVSGHIST0001' })).toBeTruthy();
  });
});
