// A send (lodge-in) file: 100 tracking ids lodged in with two failures and failed_orders.csv read back from the dialog
// and from the results page, under one name; 101 refused.
import { readFile } from 'node:fs/promises';
import { test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { chooseFile, expect, openUpload, SLOW } from './support';

test.describe.configure({ timeout: 120_000 });

const ids = (n: number) => Array.from({ length: n }, (_, i) => `NVSGB${String(i + 1).padStart(7, '0')}`);

test('a 100-row send CSV is lodged in; the two failures download as failed_orders.csv', async ({ page }) => {
  await openUpload(page, 'sg-demo');
  await expectNoSeriousA11yViolations(page, '/file-upload');
  const requests: unknown[] = [];
  page.on('request', (r) => { if (r.url().includes('/1.2/reservations/send')) requests.push(r.postDataJSON()); });
  // 98 good ids, two that fail, and a repeat that is dropped before sending.
  const file = ['tracking_id', ...ids(98), 'NVSGBF000001', 'NVSGBF000002', 'nvsgb0000001'].join('\r\n');
  await chooseFile(page, 'lodge-in.csv', file);
  const result = page.getByTestId('lodge-in-result');
  await expect(result).toContainText('2 order(s) failed to check in', SLOW);
  expect(requests).toHaveLength(1);
  const sent = (requests[0] as { reservations: Array<{ trackingId: string }> }).reservations.map((r) => r.trackingId);
  expect(sent).toHaveLength(100);
  expect(new Set(sent).size).toBe(100);

  const failedFile = [
    'tracking id,failure reason',
    'NVSGBF000001,Parcel already lodged in at another point',
    'NVSGBF000002,Parcel already lodged in at another point',
  ];
  // The dialog and the results page offer the one file under the one name.
  const downloadFailed = async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download failed orders' }).click();
    expect((await download).suggestedFilename()).toBe('failed_orders.csv');
    return (await readFile(await (await download).path())).toString('utf8').replace(/^\uFEFF/, '').trim().split(/\r\n/);
  };
  expect(await downloadFailed()).toEqual(failedFile);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('bulk-result')).toHaveText('lodge-in.csv: 98 lodged in, 2 failed', SLOW);
  expect(await downloadFailed()).toEqual(failedFile);
});

test('a file of 101 tracking ids is refused before anything is sent', async ({ page }) => {
  await openUpload(page, 'sg-demo');
  let asked = false;
  page.on('request', (r) => { if (r.url().includes('/reservations/send')) asked = true; });
  await chooseFile(page, 'too-many.csv', ids(101).join('\n'));
  await expect(page.getByTestId('bulk-problem')).toHaveText('You can only upload up to 100 orders in one file.', SLOW);
  expect(asked).toBe(false);
});

test('a file that is not a spreadsheet is refused with the spec’s message', async ({ page }) => {
  await openUpload(page, 'sg-demo');
  await chooseFile(page, 'orders.xlsx', 'tracking_id\nNVSG00000001\n');
  await expect(page.getByTestId('bulk-problem')).toHaveText('Wrong file format. You can only upload Excel or CSV file.', SLOW);
});

test('a lodge-in still processing after the last ask says to check history in 10 minutes', async ({ page }) => {
  test.setTimeout(150_000);
  await openUpload(page, 'sg-demo');
  await chooseFile(page, 'slow.csv', 'tracking_id\r\nNVSG00000001\r\nNVSGSLOW0001\r\n');
  const dialog = page.getByRole('dialog');
  // Six asks with back-off (1, 2, 4, 8, 8 s) before it gives up.
  await expect(dialog).toContainText('Processing lodge in', { timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
