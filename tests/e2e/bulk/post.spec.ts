// Bulk post files: a th-franchise XLSX with one bad postcode fixed in place, kept across a reload, then sent in
// chunks of 30 per shipper (the request bodies checked); an unknown shipper id refuses the whole upload.
import { readFile } from 'node:fs/promises';
import { test, type Request } from '@playwright/test';
import * as XLSX from 'xlsx';
import { layoutOf } from '../../../src/plugins/bulk/model/columns';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { chooseFile, csvOf, expect, openUpload, postRows, SLOW, xlsxOf } from './support';

test.describe.configure({ timeout: 180_000 });

const rows = Array.from({ length: 40 }, (_, i) => ({
  shipper_id: i < 35 ? '3301' : '3302',
  stamp_id: `STAMPTHE2E${String(i + 1).padStart(3, '0')}`,
  to_name: `Recipient ${i + 1}`,
  // Line 3 of the file (its second order) has a postcode one digit short.
  to_postcode: i === 1 ? '1100' : '11000',
}));

test('a th-franchise XLSX: a bad postcode fixed in place, kept across a reload, sent in chunks of 30 per shipper', async ({ page }) => {
  await openUpload(page, 'th-franchise-demo');
  await chooseFile(page, 'orders.xlsx', xlsxOf(postRows('post', rows)));
  await page.waitForURL(/\/review-bulk-order$/, SLOW);
  await expect(page.getByTestId('bulk-summary')).toContainText('orders.xlsx', SLOW);
  const send = page.getByTestId('bulk-send');
  await expect(send).toBeDisabled();
  await expect(page.getByTestId('bulk-blocked')).toHaveText(/1\b/);
  const postcode = page.getByTestId('cell-3-to_postcode');
  await expect(postcode).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('problem-3-to_postcode')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/review-bulk-order');
  await page.getByTestId('bulk-only-to-fix').check();
  await expect(page.getByTestId('bulk-rows').locator('tbody tr')).toHaveCount(1);

  await postcode.fill('11000');
  await postcode.press('Enter');
  await expect(page.getByTestId('problem-3-to_postcode')).toHaveCount(0);
  await expect(send).toBeEnabled();
  await expect(page.getByTestId('bulk-only-to-fix')).toHaveCount(0);

  // The rows and the edit are the operator's draft: a reload keeps them.
  await page.reload();
  await expect(page.getByTestId('cell-3-to_postcode')).toHaveValue('11000', SLOW);
  await expect(page.getByTestId('cell-2-to_name')).toHaveValue('Recipient 1');

  const posts: Request[] = [];
  page.on('request', (r) => { if (r.method() === 'POST' && r.url().includes('/1.2/reservations/post')) posts.push(r); });
  await page.getByTestId('bulk-send').click();
  await page.waitForURL(/\/confirm-bulk-orders$/, SLOW);
  await expect(page.getByTestId('bulk-result')).toHaveText(/40\D+40/, SLOW);

  expect(posts).toHaveLength(3);
  const bodies = posts.map((r) => r.postDataJSON() as { shipper_id: number; dp_id: number; reservations: Array<{ stamp_id: string; recipient: { postcode: string; contact: string; country: string } }> });
  expect(bodies.map((b) => [b.shipper_id, b.reservations.length])).toEqual([[3301, 30], [3301, 5], [3302, 5]]);
  expect(bodies.every((b) => b.dp_id === 30102)).toBe(true);
  expect(bodies[0]?.reservations[1]).toMatchObject({ stamp_id: 'STAMPTHE2E002', recipient: { postcode: '11000', contact: '+66812345601', country: 'TH' } });
  const keys = await Promise.all(posts.map((r) => r.headerValue('idempotency-key')));
  expect(new Set(keys).size).toBe(3);
  expect(posts.every((r) => new URL(r.url()).searchParams.get('is_bulk') === 'true')).toBe(true);

  await expect(page.getByTestId('shipper-3301')).toContainText('35');
  await expect(page.getByTestId('shipper-3302')).toContainText('5');
  await expectNoSeriousA11yViolations(page, '/confirm-bulk-orders');
});

test('an unknown shipper id refuses the whole upload with its help', async ({ page }) => {
  await openUpload(page, 'th-franchise-demo');
  await chooseFile(page, 'unknown.csv', csvOf(postRows('post', [{ shipper_id: '3301' }, { shipper_id: '9999', stamp_id: 'STAMP0002' }])));
  await expect(page.getByTestId('bulk-problem')).toBeVisible(SLOW);
  await expect(page.getByTestId('bulk-problem')).toHaveText('รหัสผู้ส่งไม่ถูกต้อง');
  await expect(page.getByRole('alert')).toContainText('โปรดติดต่อผู้ดูแลบัญชีของคุณ');
  expect(new URL(page.url()).pathname).toBe('/file-upload');
});

test('a phone-wide review page has no sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openUpload(page, 'th-franchise-demo');
  const width = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await width()).toBeLessThanOrEqual(360);
  await chooseFile(page, 'phone.csv', csvOf(postRows('post', [{ stamp_id: 'STAMPPHONE1' }])));
  await page.waitForURL(/\/review-bulk-order$/, SLOW);
  await expect(page.getByTestId('cell-2-to_name')).toBeVisible(SLOW);
  expect(await width()).toBeLessThanOrEqual(360);
  // Back on the upload page, the open file is offered again.
  await page.evaluate(() => { history.pushState({}, '', '/file-upload'); dispatchEvent(new PopStateEvent('popstate')); });
  const pending = page.getByTestId('bulk-pending');
  await expect(pending).toContainText('phone.csv', SLOW);
  expect(await width()).toBeLessThanOrEqual(360);
  await pending.getByRole('link').click();
  await expect(page.getByTestId('cell-2-to_name')).toBeVisible(SLOW);
});

test('the XLSX template is made from the columns the reader takes', async ({ page }) => {
  await openUpload(page, 'th-franchise-demo');
  const templates = page.getByTestId('bulk-templates');
  await templates.getByRole('combobox').selectOption('province:xlsx');
  const download = page.waitForEvent('download');
  await templates.getByRole('button').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('bulk_post_address_levels_template.xlsx');
  const book = XLSX.read(await readFile(await file.path()), { type: 'buffer' });
  const sheet = book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet;
  const [header] = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 });
  expect(header).toEqual(layoutOf('province').columns.map((c) => c.key));
  // Read back by the portal, the template is a post file with one order and no problem.
  await chooseFile(page, 'template.xlsx', await readFile(await file.path()));
  await page.waitForURL(/\/review-bulk-order$/, SLOW);
  await expect(page.getByTestId('bulk-send')).toBeEnabled(SLOW);
});

test('a Thai point that is not a franchisee may not bulk post', async ({ page }) => {
  await openUpload(page, 'th-demo');
  await chooseFile(page, 'post.csv', csvOf(postRows('post', [{ stamp_id: 'STAMPTHNOT1' }])));
  await expect(page.getByTestId('bulk-problem')).toHaveText('ขออภัย ไม่รองรับคำสั่งประเภทนี้ในประเทศนี้', SLOW);
});

test('a Philippine point is told at once that post files are not supported (post orders there need coordinates)', async ({ page }) => {
  await openUpload(page, 'ph-demo');
  const lookups: string[] = [];
  page.on('request', (r) => { if (/\/shippers/.test(r.url())) lookups.push(r.url()); });
  await chooseFile(page, 'post.csv', csvOf(postRows('post', [{ stamp_id: 'STAMPPHNOT1' }])));
  await expect(page.getByTestId('bulk-problem')).toHaveText('Sorry, this order type is not supported for this country.', SLOW);
  expect(lookups).toEqual([]);
});
