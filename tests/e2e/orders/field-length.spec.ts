// Part 1 §5's length limits on the new-order page: a text over a field's limit is kept whole and refused with a
// message, never cut silently and sent (a pasted 1,000-character street address was cut to 255 and the order created
// with the cut text).
import { test } from '@playwright/test';
import { expect, fillSgPostOrder, openNewOrder, recordRequests } from './support/orders';

// Logs in, fills a whole order and waits for the price: on a loaded 2-core machine that can pass the 60 s default.
test.describe.configure({ timeout: 120_000 });

const TOO_LONG = 'This is too long for this field. Please shorten it.';

test('a pasted 1,000-character street address stays whole, says it is too long, and no order is sent', async ({ page }) => {
  await openNewOrder(page, 'sg-demo');
  const card = await fillSgPostOrder(page, 'STAMPSG0401', 'Long Address');
  const creates = recordRequests(page, /\/reservations\/(post|pack)/);

  const street = card.getByLabel('Street address');
  const pasted = `${'12 Very Long Street Name '.repeat(40)}`;
  expect(pasted).toHaveLength(1000);
  await street.click();
  await street.press('ControlOrMeta+A');
  // Inserted as a paste is: one edit of the whole text (an HTML maxlength would cut it here).
  await page.keyboard.insertText(pasted);
  await expect(street).toHaveValue(pasted);
  // Said at once, while the operator is still in the field.
  await expect(street).toHaveAccessibleDescription(TOO_LONG);

  await page.getByRole('button', { name: 'Create 1 order' }).click();
  // The message is the field's own, tied to the input (announced, and read with it).
  await expect(street).toHaveAttribute('aria-invalid', 'true');
  await expect(street).toHaveAccessibleDescription(TOO_LONG);
  await expect(page.getByText('Some fields need your attention. Check the highlighted fields and try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/new-order$/);
  await page.waitForTimeout(1000);
  expect(creates.map((r) => r.url())).toEqual([]);
  // Nothing was cut: the operator shortens the text they pasted.
  await expect(street).toHaveValue(pasted);
});

test('comments over 255 characters stay whole and say so; nothing is sent', async ({ page }) => {
  await openNewOrder(page, 'sg-demo');
  const card = await fillSgPostOrder(page, 'STAMPSG0402', 'Long Comments');
  const creates = recordRequests(page, /\/reservations\/(post|pack)/);
  const comments = card.getByLabel('Comments');
  await comments.click();
  await page.keyboard.insertText('c'.repeat(300));
  await expect(comments).toHaveValue('c'.repeat(300));
  await expect(card.getByRole('group').filter({ hasText: /^Comments/ }).getByText(TOO_LONG)).toBeVisible();
  await page.getByRole('button', { name: 'Create 1 order' }).click();
  await expect(comments).toHaveAttribute('aria-invalid', 'true');
  await expect(card.getByRole('group').filter({ hasText: /^Comments/ }).getByText(TOO_LONG)).toBeVisible();
  await page.waitForTimeout(500);
  expect(creates).toHaveLength(0);
});
