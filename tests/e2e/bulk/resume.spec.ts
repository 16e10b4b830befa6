// Nothing sent twice: after a chunk fails, or a 401 in the middle and a new login, only the chunks not yet
// created are sent again, the failed one with the same idempotency key.
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

test('a chunk that fails is sent again with its key; the chunk before it is not', async ({ page }) => {
  await openUpload(page, 'th-franchise-demo');
  await chooseFile(page, 'fail-once.csv', file('Chunk Fail Once'));
  await page.waitForURL(/\/review-bulk-order$/, SLOW);
  const posts = watchPosts(page);
  await page.getByTestId('bulk-send').click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('The service is busy. Please try again.', SLOW);
  await dialog.getByRole('button').first().click();
  await expect(page.getByTestId('status-2')).toContainText('NVTHP', SLOW);
  await expect(page.getByTestId('cell-2-to_name')).toHaveAttribute('readonly', '');
  expect(posts).toHaveLength(2);

  await page.getByTestId('bulk-send').click();
  await page.waitForURL(/\/confirm-bulk-orders$/, SLOW);
  await expect(page.getByTestId('bulk-result')).toHaveText(/65\D+65/, SLOW);
  const keys = await keysOf(posts);
  expect(posts).toHaveLength(4);
  // Chunk 2 again with the same key, then chunk 3; chunk 1 only once.
  expect(keys[2]).toBe(keys[1]);
  expect(new Set(keys).size).toBe(3);
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
