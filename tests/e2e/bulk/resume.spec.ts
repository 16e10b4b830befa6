// Nothing sent twice: after a chunk is refused (its rows marked failed, the chunks after it sent all the same), or a
// 401 in the middle and a new login, only the chunks not yet created are sent again, with the same idempotency key.
import { test, type Page, type Request } from '@playwright/test';
import { login } from '../support/auth';
import { chooseFile, csvOf, expect, openUpload, postRows, SLOW } from './support';

test.describe.configure({ timeout: 180_000 });

/** 65 orders of one shipper: chunks of 30, 30 and 5; the second chunk carries the given recipient on line 40. */
function file(name: string): string {
  return csvOf(postRows('post', Array.from({ length: 65 }, (_, i) => ({
    stamp_id: `STAMP${name.replace(/\W/g, '')}${String(i + 1).padStart(3, '0')}`,
    to_name: i === 38 ? name : `Recipient ${i + 1}`,
  }))));
}

function watchPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (r) => { if (r.method() === 'POST' && r.url().includes('/1.2/reservations/post')) posts.push(r); });
  return posts;
}
const keysOf = (posts: Request[]) => Promise.all(posts.map((r) => r.headerValue('idempotency-key')));

test('a refused chunk: its rows say failed with the server’s reason, the others created; sending again sends exactly those', async ({ page }) => {
  await openUpload(page, 'th-franchise-demo');
  await chooseFile(page, 'fail-once.csv', file('Chunk Fail Once'));
  await page.waitForURL(/\/review-bulk-order$/, SLOW);
  const posts = watchPosts(page);
  await page.getByTestId('bulk-send').click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('The service is busy. Please try again.', SLOW);
  await dialog.getByRole('button').first().click();
  // Chunk 1 (lines 2-31) created, chunk 2 (lines 32-61, line 40 the recipient the server refuses once) failed,
  // chunk 3 (lines 62-66) created all the same.
  await expect(page.getByTestId('status-2')).toContainText('NVTHP', SLOW);
  await expect(page.getByTestId('cell-2-to_name')).toHaveAttribute('readonly', '');
  const pager = page.getByRole('navigation', { name: 'รายการในไฟล์' });
  await pager.getByRole('button').last().click();
  await expect(page.getByTestId('status-31')).toContainText('NVTHP');
  for (const line of [32, 40, 41]) await expect(page.getByTestId(`status-${line}`)).toHaveText('ไม่สำเร็จ: The service is busy. Please try again.');
  await expect(page.getByTestId('cell-32-to_name')).not.toHaveAttribute('readonly', '');
  await pager.getByRole('button').last().click();
  await pager.getByRole('button').last().click();
  await expect(page.getByTestId('status-62')).toContainText('NVTHP');
  await expect(page.getByTestId('status-66')).toContainText('NVTHP');
  expect(posts).toHaveLength(3);

  const send = page.getByTestId('bulk-send');
  await expect(send).toHaveText('ส่งรายการที่ยังไม่ได้สร้าง');
  await send.click();
  await page.waitForURL(/\/confirm-bulk-orders$/, SLOW);
  await expect(page.getByTestId('bulk-result')).toHaveText(/65\D+65/, SLOW);
  const keys = await keysOf(posts);
  expect(posts).toHaveLength(4);
  // Only chunk 2 again, with its key: its 30 orders and no other.
  expect(keys[3]).toBe(keys[1]);
  expect(new Set(keys).size).toBe(3);
  const again = posts[3]?.postDataJSON() as { reservations: Array<{ stamp_id: string }> };
  expect(again.reservations.map((r) => r.stamp_id)).toEqual(Array.from({ length: 30 }, (_, i) => `STAMPChunkFailOnce${String(i + 31).padStart(3, '0')}`));
});

test('a 401 in the middle asks to log in again and resumes without duplicates', async ({ page }) => {
  await openUpload(page, 'th-franchise-demo');
  await chooseFile(page, 'expired.csv', file('Token Expires'));
  await page.waitForURL(/\/review-bulk-order$/, SLOW);
  const posts = watchPosts(page);
  // The simulated server answers the second chunk (line 40's recipient) with an expired token, once.
  await page.getByTestId('bulk-send').click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible(SLOW);
  await dialog.getByRole('button').first().click();
  await page.waitForURL(/\/login$/, SLOW);
  await login(page, 'th-franchise-demo');
  await page.waitForURL((url) => url.pathname !== '/login', SLOW);
  // Back to the review page inside the app (a reload would also restart the simulated server, which forgets keys).
  await page.evaluate(() => { history.pushState({}, '', '/review-bulk-order'); dispatchEvent(new PopStateEvent('popstate')); });
  await expect(page.getByTestId('status-2')).toContainText('NVTHP', SLOW);
  await expect(page.getByTestId('cell-3-to_name')).toHaveValue('Recipient 2');
  const before = await keysOf(posts);
  await page.getByTestId('bulk-send').click();
  await page.waitForURL(/\/confirm-bulk-orders$/, SLOW);
  await expect(page.getByTestId('bulk-result')).toHaveText(/65\D+65/, SLOW);
  const keys = await keysOf(posts);
  expect(before).toHaveLength(2);
  expect(keys).toHaveLength(4);
  expect(keys[2]).toBe(before[1]);
  expect(keys.filter((k) => k === before[0])).toHaveLength(1);
});
