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

// Months counted back from this month at the demo point (Singapore, UTC+8), so the test holds on any day.
const SG_OFFSET_MS = 8 * 3_600_000;
const month = (back: number) => {
  const now = new Date(Date.now() + SG_OFFSET_MS);
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return d.toISOString().slice(0, 7);
};
/** 'Nov 2025', as the page writes a month in English. */
const label = (m: string) => new Date(`${m}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const caption = (from: string, to = month(0)) => `${label(from)} to ${label(to)}`;
/** The first Monday of a month ('Nov 3'): its week is the month's first in the weekly view. */
const firstMonday = (m: string) => {
  const d = new Date(`${m}-01T00:00:00Z`);
  d.setUTCDate(1 + ((8 - d.getUTCDay()) % 7));
  return d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
};

/** The line that says which months the figures are for ('Nov 2025 to Nov 2026'). */
const captionOf = (page: Page) => page.getByRole('region', { name: 'Parcels by month' }).getByText(/^\w{3} \d{4} to \w{3} \d{4}$/);

async function tableMonths(page: Page, testId: string) {
  const card = page.getByTestId(testId);
  // Scrolled near, a card draws its chart: the switch is pressed once that is done, not while the cards move.
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('figure')).toBeVisible();
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
  await expect(captionOf(page)).toHaveText(caption(month(12)));
  const asked = calls.length;

  await page.getByLabel('From month').fill(month(30));
  await expect(page.getByText('Choose at most 24 months.')).toBeVisible();
  await expect(page.getByLabel('From month')).toHaveValue(month(30));
  await expect(captionOf(page)).toHaveText(caption(month(12)));
  await expect(page.getByTestId('summary-total').locator('dd')).toHaveText(total ?? '');
  const months = await tableMonths(page, 'chart-by-type');
  expect(months).toHaveLength(13);
  expect(months[0]).toBe(label(month(12)));
  expect(months[12]).toBe(label(month(0)));
  expect(calls.length).toBe(asked);
  expect(new URL(page.url()).searchParams.get('from')).toBeNull();

  // A range it takes: asked once, and everything says the new range.
  await page.getByLabel('From month').fill(month(8));
  await expect(page.getByText('Choose at most 24 months.')).toHaveCount(0);
  await expect(captionOf(page)).toHaveText(caption(month(8)));
  await expect(chart.locator('tbody tr')).toHaveCount(9);
  await expect(chart.locator('tbody tr').first()).toContainText(label(month(8)));
  expect(calls.filter((u) => u.searchParams.get('start_month') === month(8)).length).toBeGreaterThan(0);
});

test('the range, category and shipper survive a reload, and the trend draws only months of the range', async ({ page }) => {
  await loginAs(page, 'sg-demo');
  await page.goto('/analytics');
  await page.getByLabel('From month').fill(month(9));
  await expect(captionOf(page)).toHaveText(caption(month(9)));
  await page.reload();
  await expect(page.getByLabel('From month')).toHaveValue(month(9));
  await expect(captionOf(page)).toHaveText(caption(month(9)));
  // The link to the shipper page opens on the same months (the test then opens that page plain, on the default range).
  await expect(page.getByRole('main').getByRole('link', { name: 'Shipper analytics' })).toHaveAttribute('href', new RegExp(`from=${month(9)}`));

  await page.goto('/analytics/shippers');
  await expect(page.getByRole('combobox', { name: 'Shipper' })).toBeEnabled();
  // A week counts in the month of its Monday: when the range's first day is not a Monday (1 Nov 2025 was a
  // Saturday), the week that holds it counts in the month before, outside the range.
  expect(await tableMonths(page, 'chart-trend')).toEqual(Array.from({ length: 13 }, (_, i) => label(month(12 - i))));
  expect((await tableMonths(page, 'chart-shipper-types'))[0]).toBe(label(month(12)));
  expect((await tableMonths(page, 'chart-weekly'))[0]).toBe(firstMonday(month(12)));

  await page.getByLabel('From month').fill(month(7));
  await page.getByRole('combobox', { name: 'Parcels counted' }).selectOption({ label: 'N+1 late' });
  await page.getByRole('combobox', { name: 'Shipper' }).selectOption({ label: 'Old Town Books' });
  await expect(page.getByRole('heading', { level: 2, name: 'Old Town Books' })).toBeVisible();
  const calls = analyticsCalls(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Old Town Books' })).toBeVisible();
  await expect(page.getByLabel('From month')).toHaveValue(month(7));
  await expect(page.getByRole('combobox', { name: 'Parcels counted' })).toHaveValue('volume_n1_late_oc');
  await expect(page.getByRole('combobox', { name: 'Shipper' })).toHaveValue('52');
  await expect.poll(() => calls.some((u) => u.pathname.endsWith('/shipper-trend') && u.searchParams.get('shipper_id') === '52')).toBe(true);
  const volumes = calls.find((u) => u.pathname.endsWith('/shipper-volumes'));
  expect(volumes?.searchParams.get('category')).toBe('volume_n1_late_oc');
  expect(volumes?.searchParams.get('start_month')).toBe(month(7));
  expect((await tableMonths(page, 'chart-trend'))[0]).toBe(label(month(7)));
  await expect(page.getByRole('main').getByRole('link', { name: 'Business analytics' })).toHaveAttribute('href', new RegExp(`from=${month(7)}`));
});

test('the figures’ error has Retry, and Retry shows the figures once the server answers', async ({ page }) => {
  await loginAs(page, 'sg-demo');
  await page.goto('/analytics');
  await expect(page.getByTestId('summary-total')).toBeVisible();
  await setSimFault(page, 'Server error (500)');
  await page.getByLabel('From month').fill(month(10));
  const figures = page.getByRole('region', { name: 'Parcels by month' });
  await expect(figures.getByRole('alert')).toBeVisible();
  await setSimFault(page, 'Normal');
  await figures.getByRole('button', { name: 'Retry' }).click();
  await expect(figures.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('summary-total')).toBeVisible();
  await expect(captionOf(page)).toHaveText(caption(month(10)));
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
