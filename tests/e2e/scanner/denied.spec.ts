import { expect } from '@playwright/test';
import { recordStreams, streamStates, testWithCameraDenied } from '../support/camera/fakeCamera';
import { openActivity, openScannerSettings, SLOW } from './scannerPage';

// A real refusal: Chromium has a (fake) camera but no --use-fake-ui-for-media-stream and the context has no camera
// permission, so getUserMedia rejects with NotAllowedError.
const test = testWithCameraDenied();

test('a refused camera says so, offers typing instead, and the refusal is in the Activity log', async ({ page }) => {
  await recordStreams(page);
  const { scanner, field, submit, result, reads } = await openScannerSettings(page);

  await scanner.getByRole('button', { name: 'Camera', exact: true }).click();
  await scanner.getByRole('button', { name: 'Tap to start the camera' }).click();

  const alert = scanner.getByRole('alert');
  await expect(alert).toContainText('Please allow camera access to scan', SLOW);
  await expect(scanner.getByRole('button', { name: 'Tap to start the camera' })).toBeVisible();
  expect(await streamStates(page)).toEqual([]);

  await alert.getByRole('button', { name: 'Type the code instead' }).click();
  await expect(field).toBeFocused();
  await expect(scanner.getByRole('button', { name: 'Type', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await field.pressSequentially('SG-123');
  await submit.click();
  await expect(result).toHaveText('Read: SG-123');
  await expect(reads).toHaveCount(1);
  await expect(reads.first()).toContainText('SG-123');

  const table = await openActivity(page);
  const errors = table.locator('tr[data-kind="scannerError"]');
  await expect(errors).toHaveCount(1);
  await expect(errors).toContainText('Camera error');
  await expect(errors).toContainText('Please allow camera access to scan (Permission denied)');
  await expect(table.locator('tr[data-kind="scanAccepted"]').filter({ hasText: 'SG-123 typed in' })).toHaveCount(1);
});
