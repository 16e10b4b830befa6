import { expect, test, type Page } from '@playwright/test';
import { scannerBurst, syntheticBurst } from './hardwareKeys';
import { openScannerSettings } from './scannerPage';

const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? '');

// Key timing: the widget takes a burst as a scan only if no two keys are more than 50 ms apart (event timeStamps).
// Keys sent through Playwright (page.keyboard or CDP) are delivered one at a time, each waiting for the renderer,
// and on a loaded 2-core machine their timestamps are 45-80 ms apart now and then, so a burst is split or dropped.
// The acceptance test therefore dispatches the burst inside the page (no gaps); the tests about the browser's own
// key handling use trusted keys (scannerBurst), reliable unless other jobs load the machine heavily.

test('a hardware scanner burst ending in Enter is read; the same keys typed slowly are not', async ({ page }) => {
  const { heading, result, reads } = await openScannerSettings(page);

  // Focus on the page, not in a field: a scanner "types" fast and ends with Enter.
  await heading.click();
  expect(await focusedTag(page)).not.toMatch(/^(INPUT|TEXTAREA|SELECT)$/);
  await syntheticBurst(page, 'NVSG00012345');
  await expect(result).toHaveText('Read: NVSG00012345');
  await expect(result).toHaveAttribute('data-kind', 'success');
  await expect(reads).toHaveCount(1);
  await expect(reads.first()).toContainText('NVSG00012345');
  await expect(reads.first()).toContainText('hardware');
  await expect(result).toHaveCount(0, { timeout: 5000 }); // the result goes after a moment

  // A person typing a code (150 ms between keys) and pressing Enter is not a scan.
  await heading.click();
  expect(await focusedTag(page)).not.toMatch(/^(INPUT|TEXTAREA|SELECT)$/);
  await page.keyboard.type('NVSG00099999', { delay: 150 });
  await page.keyboard.press('Enter');
  await page.waitForTimeout(1000);
  await expect(result).toHaveCount(0);
  await expect(reads).toHaveCount(1);
  await expect(page.getByText('NVSG00099999')).toHaveCount(0);
});

test('a scanner burst into the focused Code field is submitted by the field as a typed read', async ({ page }) => {
  const { field, result, reads } = await openScannerSettings(page);
  await field.focus();
  await scannerBurst(page, 'NVSG00012345');
  await expect(result).toHaveText('Read: NVSG00012345');
  await expect(reads).toHaveCount(1);
  await expect(reads.first()).toContainText('typed');
});

// Regression (fixed in ff050d5): the Enter that ends a hardware scan was not consumed, so it also activated the
// focused button. After a click on Submit (focus stays on it), every hardware scan also submitted the empty field
// ('This field cannot be left blank'); on 'Tap to start the camera' it would start the camera.
test('the Enter ending a hardware scan does not also press the focused button', async ({ page }) => {
  const { scanner, field, submit, result, reads } = await openScannerSettings(page);
  await field.fill('SG-1');
  await submit.click();
  await expect(result).toHaveText('Read: SG-1');
  expect(await focusedTag(page)).toBe('BUTTON');

  await scannerBurst(page, 'NVSG00012345');
  // (Which code is read is the acceptance test's business; under load the burst may be split, see above.)
  await expect(reads).toHaveCount(2);
  await expect(reads.first()).toContainText('hardware');
  await expect(result).toContainText('Read: ');
  await page.waitForTimeout(500);
  await expect(scanner.getByText('This field cannot be left blank')).toHaveCount(0);
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
});
