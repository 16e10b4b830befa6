import { expect, test, type Page } from '@playwright/test';
import { hardwareScan } from '../support/hardwareScan';
import { openScannerSettings } from './scannerPage';

const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? '');

// Key timing: the widget takes a burst as a scan only if no two keys are more than 50 ms apart (event timeStamps).
// Keys sent through page.keyboard get the time they reach the renderer, 45-80 ms apart now and then on a loaded
// 2-core machine. hardwareScan stamps each key itself (4 ms apart), so the gaps the widget sees are the same under
// any load. (Keys dispatched by the page in one loop are not enough: under load the loop itself is paused by the OS
// for more than 50 ms now and then, and a burst lost its first character that way.)

test('a hardware scanner burst ending in Enter is read; the same keys typed slowly are not', async ({ page }) => {
  const { heading, result, reads } = await openScannerSettings(page);

  // Focus on the page, not in a field: a scanner "types" fast and ends with Enter.
  await heading.click();
  expect(await focusedTag(page)).not.toMatch(/^(INPUT|TEXTAREA|SELECT)$/);
  await hardwareScan(page, 'NVSG00012345');
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

test('a scanner burst into the focused Code field is a hardware read and leaves the field empty; typing there stays typing', async ({ page }) => {
  const { field, result, reads } = await openScannerSettings(page);
  await field.focus();
  await hardwareScan(page, 'NVSG00012345');
  await expect(result).toHaveText('Read: NVSG00012345');
  await expect(reads).toHaveCount(1);
  await expect(reads.first()).toContainText('hardware');
  await expect(field).toHaveValue('');

  // A person typing in the field (150 ms between keys) and pressing Enter submits it as typed.
  await field.pressSequentially('SG-77', { delay: 150 });
  await field.press('Enter');
  await expect(reads).toHaveCount(2);
  await expect(reads.first()).toContainText('SG-77');
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

  await hardwareScan(page, 'NVSG00012345');
  await expect(reads).toHaveCount(2);
  await expect(reads.first()).toContainText('NVSG00012345');
  await expect(reads.first()).toContainText('hardware');
  await expect(result).toHaveText('Read: NVSG00012345');
  await page.waitForTimeout(500);
  await expect(scanner.getByText('This field cannot be left blank')).toHaveCount(0);
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
});
