// A cold start on a page that declares its opening GETs (its manifest's `early`) asks them beside the page's code,
// not after its first render, and the page takes those answers instead of asking again. On the live build (the
// simulated API is behind /api), so the test can hold the portal's code back and count what the API receives.
import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { loginAs } from '../support/auth';
import { useLiveBuild } from '../support/liveBuild';

useLiveBuild();

const ORDER = '/order-details?id=1999001'; // NVSGHIST0001 in the simulator

/** The API calls for order 1999001 as the server receives them. */
function countOrderCalls(page: Page): { details: Request[]; events: Request[] } {
  const seen = { details: [] as Request[], events: [] as Request[] };
  page.on('request', (req) => {
    if (req.url().includes('/orders/details/1999001')) seen.details.push(req);
    if (req.url().includes('/orders/1999001/events')) seen.events.push(req);
  });
  return seen;
}

test('order details opened cold: the order and its events are asked before the portal\'s code, once each', async ({ page }) => {
  await loginAs(page, 'sg-demo');
  const calls = countOrderCalls(page);
  const held: Route[] = [];
  await page.route('**/assets/boot-*.js', (route) => { held.push(route); });
  const asked = page.waitForRequest((req) => req.url().includes('/orders/details/1999001'));
  await page.goto(ORDER);
  await asked;
  await expect.poll(() => calls.events.length).toBe(1);
  await expect.poll(() => held.length).toBeGreaterThan(0);
  expect(calls.details[0]?.headers().authorization).toMatch(/^Bearer \S+/);
  expect(calls.details[0]?.headers()['x-request-id']).toMatch(/^npv3-\d+-\d{17}-\d+$/);

  for (const route of held.splice(0)) await route.continue();
  await page.unroute('**/assets/boot-*.js');
  const main = page.locator('main#main');
  await expect(main.getByRole('heading', { level: 1, name: 'Order details: NVSGHIST0001' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Event timeline' })).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
  expect(calls.details).toHaveLength(1);
  expect(calls.events).toHaveLength(1);
});

test('an early answer that fails is not shown: the page asks again in the usual way and shows the order', async ({ page }) => {
  await loginAs(page, 'sg-demo');
  const calls = countOrderCalls(page);
  let refused = 0;
  await page.route('**/orders/details/1999001', async (route) => {
    if (refused++ === 0) await route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"busy"}' });
    else await route.continue();
  });
  await page.goto(ORDER);
  const main = page.locator('main#main');
  await expect(main.getByRole('heading', { level: 1, name: 'Order details: NVSGHIST0001' })).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
  expect(calls.details).toHaveLength(2);
  expect(calls.events).toHaveLength(1);
});

test('no early GET where the address is not an order: the page says the id is missing and asks nothing', async ({ page }) => {
  await loginAs(page, 'sg-demo');
  const calls = countOrderCalls(page);
  let orderCalls = 0;
  page.on('request', (req) => { if (/\/orders\/(details\/)?[^/]+/.test(new URL(req.url()).pathname)) orderCalls++; });
  await page.goto('/order-details?id=abc');
  await expect(page.locator('main#main').getByText('No order was chosen. Open one from the history list.')).toBeVisible();
  expect(calls.details).toHaveLength(0);
  expect(orderCalls).toBe(0);
});

