// The month range, category and shipper of the analytics pages in Chromium: a refused range changes nothing but
// its field's message, the choice is kept in the URL across a reload, the figures' error has Retry, no month
// outside the range is drawn, and the drawings are named in the page's language.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../support/auth';
import { setSimFault } from '../support/simPanel';

const th = JSON.parse(readFileSync('src/plugins/analytics/messages/th.json', 'utf8')) as Record<string, string>;
const vi = JSON.parse(readFileSync('src/plugins/analytics/messages/vi.json', 'utf8')) as Record<string, string>;

const analyticsCalls = (page: Page) => {
  const calls: URL[] = [];
  page.on('request', (r) => { if (/\/dps\/\d+\/(volumes-by-type|shipper-volumes|shipper-trend|tiers)/.test(r.url())) calls.push(new URL(r.url())); });
  return calls;
};

/** The line that says which months the figures are for ('Nov 2025 to Nov 2026'). */
const caption = (page: Page) => page.getByRole('region', { name: 'Parcels by month' }).getByText(/^\w{3} \d{4} to \w{3} \d{4}$/);

async function tableMonths(page: Page, testId: string) {
  const card = page.getByTestId(testId);
  await card.getByRole('button', { name: 'Table' }).click();
  await expect(card.getByRole('table')).toBeVisible();
  return card.locator('tbody tr th, tbody tr td:first-child').allTextContents();
}

test('a refused month range leaves the figures, caption and chart on the range they were computed for', async ({ page }) => {
  await loginAs(page, 'sg-demo');
  const calls = analyticsCalls(page);
  await page.goto('/analytics');
  const chart = page.getByTestId('chart-by-type');
  await expect(chart.getByTestId('bar-chart')).toBeVisible();
  await expect(page.getByTestId('summary-total')).toBeVisible();
  const total = await page.getByTestId('summary-total').locator('dd').textContent();
  await expect(caption(page)).toHaveText('Nov 2025 to Nov 2026');
  const asked = calls.length;

  await page.getByLabel('From month').fill('2024-05');
  await expect(page.getByText('Choose at most 24 months.')).toBeVisible();
  await expect(page.getByLabel('From month')).toHaveValue('2024-05');
  await expect(caption(page)).toHaveText('Nov 2025 to Nov 2026');
  await expect(page.getByTestId('summary-total').locator('dd')).toHaveText(total ?? '');
  const months = await tableMonths(page, 'chart-by-type');
  expect(months).toHaveLength(13);
  expect(months[0]).toBe('Nov 2025');
  expect(months[12]).toBe('Nov 2026');
  expect(calls.length).toBe(asked);
  expect(new URL(page.url()).searchParams.get('from')).toBeNull();

  // A range it takes: asked once, and everything says the new range.
  await page.getByLabel('From month').fill('2026-03');
  await expect(page.getByText('Choose at most 24 months.')).toHaveCount(0);
  await expect(caption(page)).toHaveText('Mar 2026 to Nov 2026');
  await expect(chart.locator('tbody tr')).toHaveCount(9);
  await expect(chart.locator('tbody tr').first()).toContainText('Mar 2026');
  expect(calls.filter((u) => u.searchParams.get('start_month') === '2026-03').length).toBeGreaterThan(0);
});

test('the range, category and shipper survive a reload, and the trend draws only months of the range', async ({ page }) => {
  await loginAs(page, 'sg-demo');
  await page.goto('/analytics');
  await page.getByLabel('From month').fill('2026-02');
  await expect(caption(page)).toHaveText('Feb 2026 to Nov 2026');
  await page.reload();
  await expect(page.getByLabel('From month')).toHaveValue('2026-02');
  await expect(caption(page)).toHaveText('Feb 2026 to Nov 2026');

  await page.goto('/analytics/shippers');
  await expect(page.getByRole('combobox', { name: 'Shipper' })).toBeEnabled();
  // The default range starts on a Saturday (1 Nov 2025): the week of 27 Oct counts in October, outside it.
  expect(await tableMonths(page, 'chart-trend')).toEqual([
    'Nov 2025', 'Dec 2025', 'Jan 2026', 'Feb 2026', 'Mar 2026', 'Apr 2026', 'May 2026', 'Jun 2026', 'Jul 2026',
    'Aug 2026', 'Sep 2026', 'Oct 2026', 'Nov 2026']);
  expect((await tableMonths(page, 'chart-shipper-types'))[0]).toBe('Nov 2025');
  expect((await tableMonths(page, 'chart-weekly'))[0]).toBe('Nov 3');

  await page.getByLabel('From month').fill('2026-04');
  await page.getByRole('combobox', { name: 'Parcels counted' }).selectOption({ label: 'N+1 late' });
  await page.getByRole('combobox', { name: 'Shipper' }).selectOption({ label: 'Old Town Books' });
  await expect(page.getByRole('heading', { level: 2, name: 'Old Town Books' })).toBeVisible();
  const calls = analyticsCalls(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Old Town Books' })).toBeVisible();
  await expect(page.getByLabel('From month')).toHaveValue('2026-04');
  await expect(page.getByRole('combobox', { name: 'Parcels counted' })).toHaveValue('volume_n1_late_oc');
  await expect(page.getByRole('combobox', { name: 'Shipper' })).toHaveValue('52');
  await expect.poll(() => calls.some((u) => u.pathname.endsWith('/shipper-trend') && u.searchParams.get('shipper_id') === '52')).toBe(true);
  const volumes = calls.find((u) => u.pathname.endsWith('/shipper-volumes'));
  expect(volumes?.searchParams.get('category')).toBe('volume_n1_late_oc');
  expect(volumes?.searchParams.get('start_month')).toBe('2026-04');
  expect((await tableMonths(page, 'chart-trend'))[0]).toBe('Apr 2026');
});

test('the figures’ error has Retry, and Retry shows the figures once the server answers', async ({ page }) => {
  await loginAs(page, 'sg-demo');
  await page.goto('/analytics');
  await expect(page.getByTestId('summary-total')).toBeVisible();
  await setSimFault(page, 'Server error (500)');
  await page.getByLabel('From month').fill('2026-01');
  const figures = page.getByRole('region', { name: 'Parcels by month' });
  await expect(figures.getByRole('alert')).toBeVisible();
  await setSimFault(page, 'Normal');
  await figures.getByRole('button', { name: 'Retry' }).click();
  await expect(figures.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('summary-total')).toBeVisible();
  await expect(caption(page)).toHaveText('Jan 2026 to Nov 2026');
});

for (const [user, messages, language] of [['th-demo', th, 'Thai'], ['vn-demo', vi, 'Vietnamese']] as const) {
  test(`the drawing is named in ${language}`, async ({ page }) => {
    await loginAs(page, user);
    await page.goto('/analytics');
    const chart = page.getByTestId('chart-by-type');
    await expect(chart.getByTestId('bar-chart').locator('svg').first()).toBeVisible();
    const name = (messages['analytics.chart_of'] ?? '').replace('{title}', messages['analytics.by_type.title'] ?? '');
    // Every element of the drawing that names itself speaks the page's language.
    const labels = await chart.getByTestId('bar-chart').evaluateAll((els) => els.flatMap((e) =>
      [e, ...e.querySelectorAll('[aria-label]')].map((x) => x.getAttribute('aria-label'))));
    expect(labels.length).toBeGreaterThan(1);
    for (const label of labels) expect(label).toBe(name);
  });
}
