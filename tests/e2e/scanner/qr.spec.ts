import { expect } from '@playwright/test';
import { mainMenu } from '../support/auth';
import { recordStreams, streamStates, testWithCamera } from '../support/camera/fakeCamera';
import { openScannerSettings, SLOW } from './scannerPage';

const CODE = 'SGQR-7788-01';
// bwip-js draws a QR module as 2 px per scale unit: scale 4 = 8 px per module (168 px); scale 1 (42 px) decodes too.
const test = testWithCamera({ bcid: 'qrcode', text: CODE, scale: 4 });

test('a QR code with a tracking id in front of the camera is read once, and leaving the page stops the camera', async ({ page }) => {
  await recordStreams(page);
  const { scanner, result, reads } = await openScannerSettings(page);

  await scanner.getByRole('button', { name: 'Camera', exact: true }).click();
  await scanner.getByRole('button', { name: 'Tap to start the camera' }).click();
  await expect(scanner.getByText('Place barcode on the red line')).toBeVisible(SLOW);

  // One assertion: the overlay is shown for a moment only, so its text and kind are read together.
  await expect(result.and(page.locator('[data-kind="success"]'))).toHaveText(`Read: ${CODE} (qr_code)`, SLOW);
  await expect(reads).toHaveCount(1);
  await expect(reads.first()).toContainText(CODE);
  await expect(reads.first()).toContainText('(qr_code)');
  await expect(reads.first()).toContainText('camera');

  // Still in view: held, not read again.
  await expect(result).toHaveCount(0, { timeout: 5000 });
  await page.waitForTimeout(1500);
  await expect(reads).toHaveCount(1);

  const live = await streamStates(page);
  expect(live.flat()).toContain('live');

  await mainMenu(page).getByRole('listitem').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Kim Lian Provision Shop' })).toBeVisible(SLOW);
  await expect.poll(async () => (await streamStates(page)).flat()).not.toContain('live');
  const after = await streamStates(page);
  expect(after.length).toBe(live.length);
  expect(after.every((tracks) => tracks.length > 0 && tracks.every((s) => s === 'ended'))).toBe(true);
});
