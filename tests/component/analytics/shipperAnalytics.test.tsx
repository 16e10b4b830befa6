// Shipper analytics against the simulated API in jsdom: the category and shipper pickers drive what the API is
// asked, and the weekly view's table gives the shipper's weeks by timing. The drawing is a stand-in (see
// businessAnalytics.test.tsx); e2e draws it and downloads the report in Chromium.
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import analytics from '../../../src/plugins/analytics';
import { handlers } from '../../../src/plugins/analytics/sim';
import { renderPortal, resetPortal, setupPortalServer } from '../../harness/renderPortal';

// jsdom lays nothing out, so no chart is ever near the view: here every one is (chartCard.test.tsx tests the wait).
vi.mock('../../../src/ui/useNearView', () => ({ useNearView: () => true }));
vi.mock('../../../src/plugins/analytics/charts/BarChart', () => ({
  default: ({ label }: { label: string }) => <figure aria-label={label} data-testid="bar-chart" />,
}));

const server = setupPortalServer(handlers);
afterEach(() => resetPortal());

describe('shipper analytics', () => {
  it('asks the shippers of the chosen category and the weeks of the chosen shipper', async () => {
    const asked: URL[] = [];
    server.use(http.get('*/api/:country/1.0/dps/:id/:call', ({ request }) => { asked.push(new URL(request.url)); return undefined; }));
    const { user } = await renderPortal({ path: '/analytics/shippers', plugins: [analytics], loggedInAs: 'sg-demo', locale: 'en' });
    const picker = await screen.findByRole('combobox', { name: 'Shipper' });
    await waitFor(() => expect((picker as HTMLSelectElement).options.length).toBe(5));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Parcels counted' }), 'volume_n1_late_oc');
    await waitFor(() => expect(asked.some((u) => u.pathname.endsWith('/shipper-volumes') && u.searchParams.get('category') === 'volume_n1_late_oc')).toBe(true));
    await user.selectOptions(picker, '52');
    expect(await screen.findByRole('heading', { level: 2, name: 'Old Town Books' })).toBeTruthy();
    await waitFor(() => expect(asked.some((u) => u.pathname.endsWith('/shipper-trend') && u.searchParams.get('shipper_id') === '52')).toBe(true));
    const weekly = screen.getByTestId('chart-weekly');
    await within(weekly).findByTestId('bar-chart');
    await user.click(within(weekly).getByRole('button', { name: 'Table' }));
    const header = within(weekly).getAllByRole('columnheader').map((h) => h.textContent);
    expect(header).toEqual(['Week of', 'N+0', 'N+1 early', 'N+1 late', 'N+2 plus', 'Total']);
    const first = within(within(weekly).getAllByRole('row')[1]!).getAllByRole('cell').map((c) => Number(c.textContent?.replace(/\D/g, '')));
    // The four timings add up to the week's total.
    expect(first[1]! + first[2]! + first[3]! + first[4]!).toBe(first[5]);
  });
});
