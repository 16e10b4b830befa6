// A scan field never cuts what is pasted or scanned to fit and looks that up: an over-long code stays whole, the
// field says it is too long, and no lookup is sent (issue 26, 8).
import { test } from '@playwright/test';
import { hardwareScan } from '../support/hardwareScan';
import { expect, focusOutsideFields, openScanPage, recordRequests, SCAN_LABEL, scanResult } from '../orders/support/orders';

const TOO_LONG = 'Too long for an ID: at most 30 characters. Check the code, then scan or type it again.';

test('200 characters pasted into the typed entry: the message shows, the text stays whole, nothing is looked up', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openScanPage(page, 'sg-demo');
  const lookups = recordRequests(page, /\/1\.0\/orders\?/);
  const pasted = `NVSG${'0123456789'.repeat(19)}123456`;
  expect(pasted).toHaveLength(200);

  const field = page.getByLabel(SCAN_LABEL);
  await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(field).toHaveValue(pasted);
  // Said at once, while the code is in the field, then again on Submit.
  await expect(page.getByText(TOO_LONG)).toBeVisible();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText(TOO_LONG)).toBeVisible();
  await expect(field).toHaveValue(pasted);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await page.waitForTimeout(500);
  expect(lookups).toHaveLength(0);

  // A scanner's burst of 40 characters outside the field: refused the same way.
  await focusOutsideFields(page);
  await hardwareScan(page, `NVSG${'9'.repeat(36)}`);
  await expect(scanResult(page)).toHaveText(TOO_LONG);
  await expect(scanResult(page)).toHaveAttribute('data-kind', 'error');
  await page.waitForTimeout(500);
  expect(lookups).toHaveLength(0);

  // The field still works for a real code afterwards: that one is looked up.
  await field.fill('NVSG00000004');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect.poll(() => lookups.length).toBe(1);
  expect(lookups.map((r) => new URL(r.url()).searchParams.get('scan'))).toEqual(['NVSG00000004']);
});

test('a pack id pasted 200 characters long is refused on leaving the field and never looked up', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openScanPage(page, 'sg-demo');
  await page.getByLabel(SCAN_LABEL).fill('NPSG0001'); // a pack id: the order form opens with it
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const packId = page.getByRole('textbox', { name: 'Pack ID' });
  await expect(packId).toHaveValue('NPSG0001', { timeout: 45_000 });
  const lookups = recordRequests(page, /\/1\.0\/orders\?/);

  const pasted = `NPSG${'8'.repeat(196)}`;
  await page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
  await packId.fill('');
  await packId.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await page.keyboard.press('Tab');
  await expect(packId).toHaveValue(pasted);
  await expect(packId).toHaveAttribute('aria-invalid', 'true');
  await page.waitForTimeout(1000);
  expect(lookups.map((r) => new URL(r.url()).searchParams.get('scan'))).toEqual([]);
});
