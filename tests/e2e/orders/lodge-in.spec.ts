// Lodge-in of send parcels on /send-parcel (part 1 §2 and §4): all in, some in (with the failed_orders.csv download),
// and still processing after the last status ask (the processing modal, buttons swapped under 550 px).
import { readFile } from 'node:fs/promises';
import { test } from '@playwright/test';
import { hardwareScan } from '../support/hardwareScan';
import { expect, addSendParcel, bodyOf, focusOutsideFields, openScanPage, scannedRow, SLOW } from './support/orders';

// Every test logs in and loads the portal's pages afresh; on a loaded 2-core machine that can pass the 60 s default.
test.describe.configure({ timeout: 120_000 });

/** Poll of the lodge-in status (GET 1.0/lodge-in/{id}). */
const STATUS_POLL = /\/api\/sg\/1\.0\/lodge-in\/\d+$/;

test('sg-demo lodges in a typed and a hardware-scanned send parcel: Lodge in completed with the green check', async ({ page }) => {
  await openScanPage(page, 'sg-demo');

  await addSendParcel(page, 'NVSG00000001');

  // A hardware scanner: a fast burst of keys ending in Enter, with the focus outside the text field.
  await focusOutsideFields(page);
  await hardwareScan(page, 'NVSG00000003');
  await expect(scannedRow(page, 'NVSG00000003')).toBeVisible();
  await expect(page.getByText('2 parcels scanned')).toBeVisible();

  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/1.2/reservations/send'));
  await page.getByRole('button', { name: 'Check in 2 parcels' }).click();
  const body = bodyOf<{ reservations: Array<{ trackingId: string }> }>(await sent);
  expect(body.reservations.map((r) => r.trackingId).sort()).toEqual(['NVSG00000001', 'NVSG00000003']);

  const result = page.getByRole('dialog', { name: 'Lodge in completed' });
  await expect(result).toBeVisible(SLOW);
  await expect(result.getByText('2 parcels checked in')).toBeVisible();
  const check = result.getByText('✔');
  await expect(check).toBeVisible();
  const [r, g, b] = (await check.evaluate((el) => getComputedStyle(el).color)).match(/\d+/g)!.map(Number);
  expect(g, 'the check is green').toBeGreaterThan(r! + 40);
  expect(g, 'the check is green').toBeGreaterThan(b! + 40);
  await expect(result.getByText('⚠')).toHaveCount(0);
  await expect(result.getByRole('button', { name: 'Download failed orders' })).toHaveCount(0);

  await result.getByRole('button', { name: 'Done' }).click();
  await expect(result).toBeHidden();
  await expect(page.getByText('No parcels scanned yet')).toBeVisible();
});

test('a partial lodge-in shows the warning and downloads failed_orders.csv with the failed parcel and its reason', async ({ page }) => {
  await openScanPage(page, 'sg-demo');
  await addSendParcel(page, 'NVSGFAIL0001');
  await addSendParcel(page, 'NVSG00000002');

  await page.getByRole('button', { name: 'Check in 2 parcels' }).click();
  const result = page.getByRole('alertdialog', { name: 'Lodge in completed' });
  await expect(result).toBeVisible(SLOW);
  await expect(result.getByText('⚠')).toBeVisible();
  await expect(result.getByText('✔')).toHaveCount(0);
  await expect(result.getByText('Some parcels were checked in, but not all of them.')).toBeVisible();
  await expect(result.getByText('There are errors in some orders')).toBeVisible();
  await expect(result.getByText('1 order(s) failed to check in')).toBeVisible();
  await expect(result.getByRole('listitem').filter({ hasText: 'NVSGFAIL0001' })).toContainText('Parcel already lodged in at another point');

  const downloading = page.waitForEvent('download');
  await result.getByRole('button', { name: 'Download failed orders' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('failed_orders.csv');
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = text.split(/\r?\n/).filter((l) => l !== '');
  expect(lines).toEqual(['tracking id,failure reason', 'NVSGFAIL0001,Parcel already lodged in at another point']);
});

test('a lodge-in still processing after the last status ask ends with the processing modal; under 550 px its buttons swap', async ({ page }) => {
  // The status is asked at 0 s, then after 1, 2, 4, 8 and 8 s: the page's clock is driven instead of waiting 23 s.
  await page.clock.install();
  await openScanPage(page, 'sg-demo');
  await addSendParcel(page, 'NVSGSLOW0001');

  const polls: string[] = [];
  // Counted as they are sent: the page's clock still runs in real time, so on a loaded machine a second ask can
  // come before the test looks.
  page.on('request', (r) => { if (STATUS_POLL.test(r.url())) polls.push(r.url()); });
  await page.getByRole('button', { name: 'Check in 1 parcel' }).click();
  await expect.poll(() => polls.length).toBeGreaterThanOrEqual(1);
  // Each jump fires the next wait's timer (jumping while an ask is still on its way just does nothing).
  await expect.poll(async () => {
    await page.clock.fastForward(8_000);
    return polls.length;
  }, { timeout: 30_000 }).toBeGreaterThanOrEqual(6);

  const modal = page.getByRole('dialog', { name: 'Processing lodge in' });
  await expect(modal).toBeVisible(SLOW);
  await expect(modal).toContainText('Check the order history in 10 minutes');
  // No further ask after the sixth.
  await page.clock.fastForward(16_000);
  expect(polls).toHaveLength(6);

  const buttons = page.getByTestId('processing-buttons');
  const home = buttons.getByRole('button', { name: 'Back to home' });
  const tracking = buttons.getByRole('button', { name: 'Go to parcel tracking' });

  // Desktop: side by side, Back to home first.
  let h = (await home.boundingBox())!;
  let t = (await tracking.boundingBox())!;
  expect(Math.abs(h.y - t.y)).toBeLessThan(2);
  expect(h.x).toBeLessThan(t.x);

  // 500 px wide: the order is swapped, the main action (Go to parcel tracking) comes first.
  await page.setViewportSize({ width: 500, height: 800 });
  await expect(modal).toBeVisible();
  await expect.poll(async () => {
    h = (await home.boundingBox())!;
    t = (await tracking.boundingBox())!;
    return t.y + t.height <= h.y;
  }).toBe(true);
});
