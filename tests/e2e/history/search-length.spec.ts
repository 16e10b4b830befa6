// Searches keep a text over the spec's 255 characters whole and say so, instead of cutting it and searching the cut
// text (issue 26, 8): history's search field and the shell's order search, in Chromium on the demo build.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { loginAs } from '../support/auth';

test.describe.configure({ timeout: 120_000 });

const TOO_LONG = 'This is too long for this field. Please shorten it.';
const PASTED = `NVSG${'1234567890'.repeat(29)}123456`;

const rows = (page: Page) => page.getByRole('table', { name: 'Parcels' }).locator('tbody tr');

/** The search texts the parcel list is asked for from now on. */
function searchedQueries(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.includes('reservations/parcel')) seen.push(url.searchParams.get('query') ?? '');
  });
  return seen;
}

/** Puts the text in the field as a paste does: one edit of the whole text (an HTML maxlength would cut it here). */
async function paste(page: Page, field: Locator, text: string) {
  await field.click();
  await field.press('ControlOrMeta+A');
  await page.keyboard.insertText(text);
}

test('300 pasted characters in a search stay whole, say they are too long at once, and nothing is searched', async ({ page }) => {
  expect(PASTED).toHaveLength(300);
  await loginAs(page, 'sg-demo');
  await page.goto('/history');
  await expect(rows(page)).toHaveCount(50, { timeout: 30_000 });
  const queries = searchedQueries(page);
  const before = page.url();

  const search = page.getByLabel('Search', { exact: true });
  await paste(page, search, PASTED);
  await expect(search).toHaveValue(PASTED);
  // Said at once, before Apply, and tied to the field (its error message, announced as an alert).
  await expect(search).toHaveAccessibleErrorMessage(TOO_LONG);
  await expect(search).toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('button', { name: 'Apply' }).click();
  await search.press('Enter');
  // Give a search the time to leave; none may.
  await page.waitForTimeout(1000);
  expect(queries).toEqual([]);
  expect(page.url()).toBe(before);
  await expect(search).toHaveValue(PASTED);
  await expect(rows(page)).toHaveCount(50);

  // The shell's order search says the same and opens nothing.
  const orderSearch = page.getByRole('textbox', { name: 'Search orders' }).filter({ visible: true }).first();
  await paste(page, orderSearch, PASTED);
  await expect(orderSearch).toHaveValue(PASTED);
  await expect(orderSearch).toHaveAccessibleDescription(TOO_LONG);
  await expectNoSeriousA11yViolations(page, '/history with both searches too long');
  await orderSearch.press('Enter');
  await page.waitForTimeout(1000);
  expect(page.url()).toBe(before);
  expect(queries).toEqual([]);

  // Shortened to the limit, the search goes out whole.
  await paste(page, search, PASTED.slice(0, 255));
  await expect(search).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect.poll(() => queries).toEqual([PASTED.slice(0, 255)]);
});
