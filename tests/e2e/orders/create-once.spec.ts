// Part 1 §7: a post order's create call carries an idempotency key, kept for the attempt. The simulated server
// creates the order and loses its answer (?sim=lost-next, as a timeout after the server acted); the operator sees the
// error, creates again, and the server answers with the order it already made: one order, not two.
import { test } from '@playwright/test';
import {
  expect, fillRecipient, loginInEnglish, parcelCard, selectShipper, sgRecipient, SG_SHIPPER, SLOW,
} from './support/orders';

// Logs in, fills a whole order and waits for the simulated server twice: more than the 60 s default when loaded.
test.describe.configure({ timeout: 120_000 });

const isCreate = (method: string, url: string) => method === 'POST' && /\/1\.2\/reservations\/post(\?|$)/.test(url);

test('a create whose answer was lost, then Create again: the same key, the same order, no second one', async ({ page }) => {
  await loginInEnglish(page, 'sg-demo');
  // The next create call is carried out by the server and its answer lost; every other call answers normally.
  await page.goto('/new-order?sim=lost-next');
  await expect(page.getByRole('heading', { level: 1, name: 'New post order' })).toBeVisible(SLOW);
  const card = parcelCard(page, 1, 1);
  await expect(card.getByLabel('State / province').locator('option')).not.toHaveCount(1, SLOW);
  await selectShipper(page, SG_SHIPPER.contact, SG_SHIPPER.name);
  // No stamp id (optional in Singapore): nothing but the key can stop a second order.
  await fillRecipient(card, sgRecipient('Only Once'));
  await expect(card.getByTestId('parcel-total')).toHaveText(/S\$\d/);

  const keys: string[] = [];
  page.on('request', (r) => { if (isCreate(r.method(), r.url())) keys.push(r.headers()['idempotency-key'] ?? ''); });

  const lost = page.waitForEvent('requestfailed', (r) => isCreate(r.method(), r.url()));
  await page.getByRole('button', { name: 'Create 1 order' }).click();
  await lost;
  const modal = page.getByRole('alertdialog', { name: 'Error' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Okay' }).click();
  await expect(page).toHaveURL(/\/new-order(\?|$)/);
  await expect(card.getByLabel('Recipient name')).toHaveValue('Only Once');

  const answered = page.waitForResponse((r) => isCreate(r.request().method(), r.url()));
  await page.getByRole('button', { name: 'Create 1 order' }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as { data: { reservations: Array<{ reservation?: { barcode: string } }> } };
  const trackingId = answer.data.reservations[0]?.reservation?.barcode ?? '';
  expect(trackingId).toMatch(/^NVSGP\d{7}$/);
  await expect(page).toHaveURL(/\/confirm-order$/, SLOW);

  // One order: the tracking id the retry got is the order the lost call made, and the server made no other one
  // before or after it (created tracking ids are numbered in turn).
  const lookUp = (code: string) => page.evaluate(async (scan) => {
    const token = (JSON.parse(localStorage.getItem('dp.loginInfo') ?? '{}') as { accessToken?: string }).accessToken;
    const res = await fetch(`/api/sg/1.0/orders?scan=${scan}`, { headers: { Authorization: `Bearer ${token ?? ''}` } });
    return res.status;
  }, code);
  const neighbour = (d: number) => `NVSGP${String(Number(trackingId.slice(5)) + d).padStart(7, '0')}`;
  expect(await lookUp(trackingId)).toBe(200);
  expect(await lookUp(neighbour(-1))).toBe(404);
  expect(await lookUp(neighbour(1))).toBe(404);

  // The API received one key for the attempt, sent again with the retry.
  expect(keys).toHaveLength(2);
  expect(keys[0]).not.toBe('');
  expect(keys[1]).toBe(keys[0]);
});
