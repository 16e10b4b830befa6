// Business analytics against the simulated API in jsdom: the tier cards from config and the month's volumes, the
// tier modal, the chart's table view, the states of a failing call, and the gate. The drawing itself (apexcharts,
// which needs a real browser's SVG layout) is a stand-in here; e2e draws it in Chromium.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import analytics from '../../../src/plugins/analytics';
import { handlers } from '../../../src/plugins/analytics/sim';
import { currentMonth, monthVolumes } from '../../../src/plugins/analytics/sim/volumes';
import { setPluginConfigs } from '../../../src/kernel/config/pluginConfig';
import { session } from '../../../src/kernel';
import { renderPortal, resetPortal, setupPortalServer } from '../../harness/renderPortal';

// jsdom lays nothing out, so no chart is ever near the view: here every one is (chartCard.test.tsx tests the wait).
vi.mock('../../../src/ui/useNearView', () => ({ useNearView: () => true }));
vi.mock('../../../src/plugins/analytics/charts/BarChart', () => ({
  default: ({ label }: { label: string }) => <figure aria-label={label} data-testid="bar-chart" />,
}));

const server = setupPortalServer(handlers);
beforeEach(() => setPluginConfigs({ analytics: JSON.parse(readFileSync('config/plugins/analytics.json', 'utf8')) as unknown }));
afterEach(() => { resetPortal(); setPluginConfigs({}); });

describe('business analytics', () => {
  it('shows each tiered type’s tier and progress from this month’s volume, and the thresholds in the modal', async () => {
    const { user } = await renderPortal({ path: '/analytics', plugins: [analytics], loggedInAs: 'sg-demo', locale: 'en' });
    const post = await screen.findByTestId('tier-card-POST_PLUS');
    const volume = monthVolumes('sg', currentMonth('sg')).POST_PLUS;
    const tier = volume > 1250 ? 'platinum' : volume > 500 ? 'gold' : 'silver';
    expect(post.getAttribute('data-tier')).toBe(tier);
    const bar = within(post).getByRole('progressbar');
    const next = tier === 'silver' ? 501 : tier === 'gold' ? 1251 : null;
    expect(Number(bar.getAttribute('aria-valuenow'))).toBe(next ? Math.round(Math.min(100, (volume / next) * 100) * 10) / 10 : 100);
    await user.click(screen.getByRole('button', { name: 'How tiers work' }));
    const dialog = await screen.findByRole('dialog', { name: 'Award tiers' });
    const rows = within(within(dialog).getByTestId('tier-table-MARKETPLACE')).getAllByRole('row').map((r) => r.textContent);
    expect(rows.slice(1)).toEqual(['Emerald0 – 13,000', 'Ruby13,001 – 26,000', 'Diamond26,001 and above']);
  });

  it('the stacked chart’s table view lists every month with its total', async () => {
    const { user } = await renderPortal({ path: '/analytics', plugins: [analytics], loggedInAs: 'sg-demo', locale: 'en' });
    const card = await screen.findByTestId('chart-by-type');
    await within(card).findByTestId('bar-chart');
    await user.click(within(card).getByRole('button', { name: 'Table' }));
    const body = within(card).getAllByRole('row').slice(1);
    expect(body).toHaveLength(13);
    const month = currentMonth('sg');
    const v = monthVolumes('sg', month);
    const last = within(body[12]!).getAllByRole('cell').map((c) => c.textContent);
    expect(last.at(-1)).toBe(new Intl.NumberFormat('en').format(v.POST_PLUS + v.MARKETPLACE + v.RETURN));
  });

  it('a failing call says so on its chart and Retry asks again', async () => {
    let fail = true;
    server.use(http.get('*/api/:country/2.0/dps/:id/volumes-by-type', () => (fail ? HttpResponse.json({ error: { code: 500, title: 'X', message: 'Volumes unavailable.' } }, { status: 500 }) : undefined)));
    const { user } = await renderPortal({ path: '/analytics', plugins: [analytics], loggedInAs: 'sg-demo', locale: 'en' });
    const card = await screen.findByTestId('chart-by-type');
    expect(await within(card).findByText('Volumes unavailable.')).toBeTruthy();
    fail = false;
    await user.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByTestId('bar-chart')).toBeTruthy();
  });

  it('without allowViewInsights the page is not found', async () => {
    await renderPortal({
      path: '/analytics', plugins: [analytics], loggedInAs: 'sg-demo', locale: 'en',
      beforeRender: () => { if (session.dpInfo) session.dpInfo = { ...session.dpInfo, allowViewInsights: false }; },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByTestId('tier-card-POST_PLUS')).toBeNull();
  });
});
