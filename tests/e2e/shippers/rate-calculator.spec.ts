// The rate calculator (/rate-calculator) as an operator uses it: a my parcel with COD on both sides of the 4 ringgit
// minimum (and the request the API receives), an sg parcel in S$, asking without a shipper, a failing price call that
// keeps the inputs, inputs kept across pages, a 360 px phone, and axe-core on the page.
import { test, type Page, type Request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { bodyOf, expect, loginInEnglish, SLOW } from '../orders/support/orders';
import { setSimFault } from '../support/simPanel';

test.describe.configure({ timeout: 120_000 });

const PRICE_URL = /\/api\/(my|sg)\/2\.2\/shippers\/\d+\/price$/;

async function openRateCalculator(page: Page, user: string): Promise<void> {
  await loginInEnglish(page, user);
  await page.goto('/rate-calculator');
  await expect(page.getByRole('heading', { level: 1, name: 'Rate calculator' })).toBeVisible(SLOW);
  // The zone table is in: the state list offers places.
  await expect(page.getByLabel('State / province').locator('option')).not.toHaveCount(1, SLOW);
}

async function pickShipper(page: Page, contact: string, name: string): Promise<void> {
  await page.getByLabel("Shipper's contact number").fill(contact);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `Select ${name}` }).click();
  await expect(page.getByTestId('selected-shipper')).toContainText(name);
}

/** The next price call whose body passes `match`. */
function priceCall(page: Page, match: (body: Record<string, unknown>) => boolean): Promise<Request> {
  return page.waitForRequest((r) => r.method() === 'POST' && PRICE_URL.test(r.url()) && match(bodyOf(r)));
}

const breakdown = (page: Page) => page.getByTestId('rate-breakdown');

test('my: a parcel with COD is quoted at 3 percent, and at the RM4 minimum below it', async ({ page }) => {
  await openRateCalculator(page, 'my-demo');
  await pickShipper(page, '122345601', 'Kedai Kain Nurul');

  // Quick address fills state, city and district at once.
  await page.getByLabel('Quick address').fill('ss2');
  await page.getByRole('option', { name: 'SS2, Petaling Jaya, Selangor' }).click();
  await expect(page.getByLabel('State / province')).toHaveValue('Selangor');
  await expect(page.getByLabel('City')).toHaveValue('Petaling Jaya');
  await expect(page.getByLabel('District')).toHaveValue('SS2');
  await expect(page.getByLabel('Weight (kg)')).toHaveValue('1');

  await page.getByText('Cash on delivery (COD)').click();
  const at200 = priceCall(page, (b) => b.cod_value === 200);
  await page.getByLabel('COD amount (MYR)').fill('200');
  expect(bodyOf(await at200)).toMatchObject({
    delivery_type: 'STANDARD', weight: 1, cod_value: 200, insured_value: 0, size: 'S', order_type: 'NORMAL', timeslot_type: 'NONE',
    global_shipper_id: 5004001, to_latitude: 3.118, to_longitude: 101.622,
  });
  await expect(breakdown(page).getByTestId('rate-cod-fee')).toHaveText('RM6.00');
  await expect(breakdown(page).getByTestId('rate-cod-rule')).toHaveText('3 % of RM200.00');
  await expect(breakdown(page).getByTestId('rate-delivery-fee')).toHaveText('RM5.30');
  await expect(breakdown(page).getByTestId('rate-tax')).toHaveText('RM0.30');
  // The COD fee is paid by the recipient: not in the total.
  await expect(breakdown(page).getByTestId('rate-total')).toHaveText('RM5.30');

  const at100 = priceCall(page, (b) => b.cod_value === 100);
  await page.getByLabel('COD amount (MYR)').fill('100');
  expect(bodyOf(await at100)).toMatchObject({ cod_value: 100, global_shipper_id: 5004001, weight: 1 });
  await expect(breakdown(page).getByTestId('rate-cod-fee')).toHaveText('RM4.00');
  await expect(breakdown(page).getByTestId('rate-cod-rule')).toHaveText('Minimum fee RM4.00 (3 % would be RM3.00)');
  await expect(breakdown(page).getByTestId('rate-total')).toHaveText('RM5.30');
  await expectNoSeriousA11yViolations(page, '/rate-calculator with a my quote');

  // Another page and back: the inputs and the quote are still there.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('link', { name: 'Shipper search' }).click();
  await expect(page).toHaveURL(/\/shipper-search$/);
  await menu.getByRole('link', { name: 'Rate calculator' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rate calculator' })).toBeVisible(SLOW);
  await expect(page.getByTestId('selected-shipper')).toContainText('Kedai Kain Nurul');
  await expect(page.getByLabel('COD amount (MYR)')).toHaveValue('100');
  await expect(page.getByLabel('District')).toHaveValue('SS2');
  await expect(breakdown(page).getByTestId('rate-cod-fee')).toHaveText('RM4.00');

  // A reload too (session storage).
  await page.reload();
  await expect(page.getByLabel('COD amount (MYR)')).toHaveValue('100', SLOW);
  await expect(page.getByLabel('Quick address')).toHaveValue('SS2, Petaling Jaya, Selangor');
  await expect(breakdown(page).getByTestId('rate-total')).toHaveText('RM5.30');
});

test('sg: a parcel by address levels is quoted in S$', async ({ page }) => {
  await openRateCalculator(page, 'sg-demo');
  await pickShipper(page, '91234501', 'Tan Kah Kee Hardware');
  await page.getByLabel('State / province').selectOption('Central');
  await page.getByLabel('City').selectOption('Orchard');
  // Orchard has one district: it picks itself.
  await expect(page.getByLabel('District')).toHaveValue('Somerset');
  const call = priceCall(page, (b) => b.weight === 3);
  await page.getByLabel('Weight (kg)').fill('3');
  expect(bodyOf(await call)).toMatchObject({ delivery_type: 'STANDARD', weight: 3, cod_value: 0, global_shipper_id: 5001001, to_latitude: 1.3006 });
  // (3.50 + 2 × 1.00) + 9 % tax.
  await expect(breakdown(page).getByTestId('rate-delivery-fee')).toHaveText('S$6.00');
  await expect(breakdown(page).getByTestId('rate-total')).toHaveText('S$6.00');
  await expect(breakdown(page).getByTestId('rate-cod-fee')).toHaveText('S$0.00');
  await expect(breakdown(page).getByTestId('rate-cod-rule')).toHaveCount(0);

  const express = priceCall(page, (b) => b.delivery_type === 'EXPRESS');
  await page.getByLabel('Delivery type').selectOption({ label: 'Express' });
  await express;
  await expect(breakdown(page).getByTestId('rate-total')).toHaveText('S$11.99');
  await expectNoSeriousA11yViolations(page, '/rate-calculator with an sg quote');
});

test('asking for a price without a shipper says the shipper id is missing', async ({ page }) => {
  await openRateCalculator(page, 'sg-demo');
  const calls: string[] = [];
  page.on('request', (r) => { if (PRICE_URL.test(r.url())) calls.push(r.url()); });
  await page.getByRole('button', { name: 'Get price' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Shipper id is missing.' })).toBeVisible();
  // The destination errors show too.
  await expect(page.getByText('Please select an item').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/rate-calculator asking without a shipper');
  await pickShipper(page, '91234501', 'Tan Kah Kee Hardware');
  await expect(page.getByText('Shipper id is missing.')).toHaveCount(0);
  expect(calls).toEqual([]);
});

test('a failing price call says so and keeps every input; Get price asks again', async ({ page }) => {
  await openRateCalculator(page, 'my-demo');
  await pickShipper(page, '122345601', 'Kedai Kain Nurul');
  await page.getByLabel('State / province').selectOption('Selangor');
  await page.getByLabel('City').selectOption('Subang Jaya');
  await expect(page.getByLabel('District')).toHaveValue('USJ 10');
  await expect(breakdown(page).getByTestId('rate-total')).toHaveText('RM5.30');

  await setSimFault(page, 'Server error (500)');
  const failed = page.waitForResponse((r) => PRICE_URL.test(r.url()) && r.request().method() === 'POST');
  await page.getByLabel('Weight (kg)').fill('2.5');
  expect((await failed).status()).toBe(500);
  await expect(breakdown(page).getByRole('alert')).toHaveText('Fetching price failed');
  await expect(breakdown(page).getByTestId('rate-total')).toHaveCount(0);
  await expect(page.getByLabel('Weight (kg)')).toHaveValue('2.5');
  await expect(page.getByLabel('District')).toHaveValue('USJ 10');
  await expect(page.getByTestId('selected-shipper')).toContainText('Kedai Kain Nurul');
  await expectNoSeriousA11yViolations(page, '/rate-calculator with a failed price');

  await setSimFault(page, 'Normal');
  const again = priceCall(page, (b) => b.weight === 2.5);
  await page.getByRole('button', { name: 'Get price' }).click();
  await again;
  // (5.00 + 2 × 1.50) + 6 % tax.
  await expect(breakdown(page).getByTestId('rate-total')).toHaveText('RM8.48');
  await expect(breakdown(page).getByText('Fetching price failed')).toHaveCount(0);
});

test('on a 360 px phone the page fits and quotes', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openRateCalculator(page, 'sg-demo');
  await pickShipper(page, '91234501', 'Tan Kah Kee Hardware');
  await page.getByLabel('State / province').selectOption('East');
  await page.getByLabel('City').selectOption('Tampines');
  await expect(breakdown(page).getByTestId('rate-total')).toHaveText('S$3.82');
  // The breakdown is below the form on a phone; the total stays in sight at the bottom and leads to it.
  await expect(page.getByTestId('rate-total-bar')).toHaveText('Total: S$3.82');
  await expect(page.getByTestId('rate-total-bar')).toBeInViewport();
  await page.getByRole('button', { name: 'See the breakdown' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Price breakdown' })).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page, '/rate-calculator at 360 px');
});
