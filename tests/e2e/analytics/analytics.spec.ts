// Business and shipper analytics in Chromium against the simulated API: the tier card and modal, a stacked chart's
// table against the API's numbers, the shipper report, the error state, a point without insights, axe and 360 px.
import { readFileSync } from 'node:fs';
import { expect, test, type Request } from '@playwright/test';
import { loginAs, mainMenu } from '../support/auth';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { setSimFault } from '../support/simPanel';
import { expectNoSideScroll } from '../support/sideScroll';

interface Tier { id: string; from: number }
const config = JSON.parse(readFileSync('config/plugins/analytics.json', 'utf8')) as { variants: Record<string, Tier[]>; parcelTypes: Record<string, string> };
const th = JSON.parse(readFileSync('src/plugins/analytics/messages/th.json', 'utf8')) as Record<string, string>;

/** The tier a volume reaches and the progress to the next, from the shipped config (what the page must show). */
function expected(type: string, volume: number) {
  const tiers = [...(config.variants[config.parcelTypes[type] ?? ''] ?? [])].sort((a, b) => a.from - b.from);
  const index = tiers.findLastIndex((t) => volume >= t.from);
  const next = tiers[index + 1];
  return { tier: tiers[index]?.id, percent: next ? Math.min(100, Math.round((volume / next.from) * 1000) / 10) : 100, left: next ? next.from - volume : 0 };
}

const chartChunk = (r: Request) => /\/assets\/BarChart-[^/]*\.js$/.test(r.url());
const digits = (s: string | null) => Number((s ?? '').replace(/\D/g, ''));

test('th-demo sees its tier and progress for both parcel types, in Thai, and opens the tier modal', async ({ page }) => {
  await loginAs(page, 'th-demo');
  const tiersAnswer = page.waitForResponse((r) => r.url().includes('/tiers?'));
  await page.goto('/analytics');
  const rows = ((await (await tiersAnswer).json()) as { data: Array<{ parcel_type: string; volume: number }> }).data;
  await expect(page.getByRole('heading', { level: 1, name: th['analytics.title'] })).toBeVisible();
  for (const type of ['POST_PLUS', 'MARKETPLACE']) {
    const volume = rows.find((r) => r.parcel_type === type)?.volume ?? -1;
    const want = expected(type, volume);
    const card = page.getByTestId(`tier-card-${type}`);
    await expect(card).toHaveAttribute('data-tier', want.tier ?? '');
    await expect(card.getByTestId('tier-name')).toHaveText(th[`analytics.tier.${want.tier}`] ?? '');
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(want.percent));
    await expect(card.getByTestId("tier-left")).toContainText(want.left ? new Intl.NumberFormat("th").format(want.left) : th["analytics.tier.top_reached"] ?? "");
    expect(digits(await card.getByTestId('tier-volume').textContent())).toBe(volume);
  }
  await page.getByRole('button', { name: th['analytics.tiers.how'] }).click();
  const dialog = page.getByRole('dialog', { name: th['analytics.tiers.modal_title'] });
  await expect(dialog).toBeVisible();
  const post = dialog.getByTestId('tier-table-POST_PLUS');
  await expect(post.getByRole('row')).toHaveText([/./, /0 – 500/, /501 – 1,250/, /1,251 ขึ้นไป/]);
  await expect(dialog.getByTestId('tier-table-MARKETPLACE').getByRole('row').nth(3)).toContainText('26,001');
  await expectNoSeriousA11yViolations(page, 'tier modal');
  await dialog.getByRole('button', { name: th['analytics.close'] }).click();
  await expect(dialog).toBeHidden();
});

test('the stacked chart of parcels by type: its table view shows the same totals as the API', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => { if (chartChunk(r)) chunks.push(r.url()); });
  await loginAs(page, 'sg-demo');
  const answer = page.waitForResponse((r) => r.url().includes('/2.0/dps/') && r.url().includes('volumes-by-type'));
  await page.goto('/analytics');
  const months = ((await (await answer).json()) as { data: Array<{ month: string; volumes: Record<string, number> }> }).data;
  expect(months).toHaveLength(13);
  const card = page.getByTestId('chart-by-type');
  await expect(card.getByTestId('bar-chart').locator('svg').first()).toBeVisible();
  expect(chunks).toHaveLength(1);
  // The stacked tooltip: the segment's parcels and its share of the month (bars are drawn series by series: the
  // 15th is Marketplace's second month).
  await card.locator('path.apexcharts-bar-area').nth(13 + 1).hover();
  const second = months[1]!;
  const share = second.volumes.MARKETPLACE! / Object.values(second.volumes).reduce((s, v) => s + v, 0);
  await expect(card.locator('.apexcharts-tooltip')).toContainText(
    `Marketplace: ${second.volumes.MARKETPLACE!.toLocaleString('en')} parcels (${new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 }).format(share)})`);
  await card.getByRole('button', { name: 'Table' }).click();
  const table = card.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['Month', 'Post Plus', 'Marketplace', 'Returns', 'Total']);
  const bodyRows = table.locator('tbody tr');
  await expect(bodyRows).toHaveCount(13);
  for (let i = 0; i < 13; i += 1) {
    const m = months[i]!;
    const cells = bodyRows.nth(i).getByRole('cell');
    const sum = Object.values(m.volumes).reduce((s, v) => s + v, 0);
    await expect(cells.nth(0)).toHaveText(new Intl.DateTimeFormat('en', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${m.month}-01T00:00:00Z`)));
    expect(digits(await cells.nth(1).textContent())).toBe(m.volumes.POST_PLUS);
    expect(digits(await cells.nth(4).textContent())).toBe(sum);
  }
  // The summary's all-parcels figure is the range's total of the 1.0 call: the same sum.
  const total = months.reduce((s, m) => s + Object.values(m.volumes).reduce((a, v) => a + v, 0), 0);
  expect(digits(await page.getByTestId('summary-total').locator('dd').textContent())).toBe(total);
  await expectNoSeriousA11yViolations(page, '/analytics table view');
});

test('shipper analytics: pick a shipper, see its weeks by timing, download its report', async ({ page }) => {
  await loginAs(page, 'sg-demo');
  await page.goto('/analytics');
  await page.getByRole('link', { name: 'Shipper analytics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipper analytics' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Shipper' }).selectOption({ label: 'Old Town Books' });
  await expect(page.getByRole('heading', { level: 2, name: 'Old Town Books' })).toBeVisible();
  const weekly = page.getByTestId('chart-weekly');
  await weekly.getByRole('button', { name: 'Table' }).click();
  await expect(weekly.getByRole('columnheader')).toHaveText(['Week of', 'N+0', 'N+1 early', 'N+1 late', 'N+2 plus', 'Total']);
  await expect(weekly.locator('tbody tr').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download shipper volumes report' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^shipper-volumes-Old-Town-Books-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await file.path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toBe('week_start,shipper_id,shipper_name,total_volume,volume_n0,volume_n1_early_oc,volume_n1_late_oc,volume_n2_plus');
  expect(lines.length).toBeGreaterThan(50);
  expect(lines[1]).toContain(',52,Old Town Books,');
  await expectNoSeriousA11yViolations(page, '/analytics/shippers');
});

test('a server error shows on each chart with Retry, and Retry draws it once the server answers', async ({ page }) => {
  await loginAs(page, 'sg-demo');
  await page.goto('/analytics');
  await expect(page.getByTestId('chart-by-type').getByTestId('bar-chart')).toBeVisible();
  await page.getByRole('link', { name: 'Shipper analytics' }).click();
  await setSimFault(page, 'Server error (500)');
  // A new range asks again: the server fails.
  await page.getByLabel('From month').fill('2026-01');
  const card = page.getByTestId('chart-shippers');
  await expect(card.getByRole('alert')).toBeVisible();
  await expect(card.getByTestId('bar-chart')).toHaveCount(0);
  await setSimFault(page, 'Normal');
  await card.getByRole('button', { name: 'Retry' }).click();
  await expect(card.getByTestId('bar-chart')).toBeVisible();
  await expect(card.getByRole('alert')).toHaveCount(0);
});

test('a point without allowViewInsights has no analytics entry and never loads the analytics or chart code', async ({ page }) => {
  // A point whose settings say no insights (the simulator's sg-counter-demo), as the server sends them at login.
  await loginAs(page, 'sg-counter-demo');
  const loaded: string[] = [];
  page.on('request', (r) => { if (/\/assets\/(BarChart|BusinessAnalyticsPage|ShipperAnalyticsPage)-/.test(r.url())) loaded.push(r.url()); });
  await page.goto('/');
  await expect(mainMenu(page).getByRole('link', { name: 'History' })).toBeVisible();
  await expect(mainMenu(page).getByRole('link', { name: 'Business analytics' })).toHaveCount(0);
  await mainMenu(page).getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/history/);
  expect(loaded).toEqual([]);
  // Typed into the address bar: the portal's start fetches that path's page with its own code, before the
  // session is checked, so the page's small chunk may come; the chart library never does.
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.goto('/analytics/shippers');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect(loaded.filter((u) => u.includes('/BarChart-'))).toEqual([]);
});

test('at 360 px wide the analytics pages do not scroll sideways; a chart under the fold loads when scrolled to', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await loginAs(page, 'th-demo');
  const chunks: string[] = [];
  page.on('request', (r) => { if (chartChunk(r)) chunks.push(r.url()); });
  for (const path of ['/analytics', '/analytics/shippers']) {
    await page.goto(path);
    const card = page.getByTestId(path === '/analytics' ? 'chart-by-type' : 'chart-shippers');
    if (path === '/analytics') {
      // The tiers and the figures fill a phone's first screen: the chart's code waits until the operator scrolls.
      await expect(page.getByTestId('tier-card-POST_PLUS')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(chunks).toEqual([]);
    }
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByTestId('bar-chart')).toBeVisible();
    await expectNoSideScroll(page, 360);
  }
  await expectNoSeriousA11yViolations(page, '/analytics/shippers at 360 px');
});
