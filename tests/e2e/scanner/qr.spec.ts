import { expect } from '@playwright/test';
import { loginAs, mainMenu } from '../support/auth';
import { recordStreams, streamStates, testWithCamera } from '../support/camera/fakeCamera';

const CODE = 'SGQR-7788-01';
const test = testWithCamera({ bcid: 'qrcode', text: CODE, scale: 4 });

test('a QR code with a tracking id in front of the camera is read once, and leaving the page stops the camera', async ({ page }) => {
  await recordStreams(page);
  await loginAs(page, 'sg-demo');
  await page.goto('/settings/scanner');
  await expect(page.getByRole('heading', { level: 1, name: 'Scanner' })).toBeVisible();

  const scanner = page.getByTestId('scanner');
  await scanner.getByRole('button', { name: 'Camera', exact: true }).click();
  await scanner.getByRole('button', { name: 'Tap to start the camera' }).click();
  await expect(scanner.getByText('Place barcode on the red line')).toBeVisible();

  await expect(scanner.getByTestId('scan-result')).toHaveText(`Read: ${CODE} (qr_code)`);
  await expect(scanner.getByTestId('scan-result')).toHaveAttribute('data-kind', 'success');
  const reads = page.getByTestId('last-reads').getByRole('listitem');
  await expect(reads).toHaveCount(1);
  await expect(reads.first()).toContainText(CODE);
  await expect(reads.first()).toContainText('(qr_code)');
  await expect(reads.first()).toContainText('camera');

  // Still in view: held, not read again.
  await expect(scanner.getByTestId('scan-result')).toHaveCount(0, { timeout: 5000 });
  await page.waitForTimeout(1500);
  await expect(reads).toHaveCount(1);

  const live = await streamStates(page);
  expect(live.flat()).toContain('live');

  await mainMenu(page).getByRole('listitem').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Kim Lian Provision Shop' })).toBeVisible();
  await expect.poll(async () => (await streamStates(page)).flat()).not.toContain('live');
  const after = await streamStates(page);
  expect(after.length).toBe(live.length);
  expect(after.every((tracks) => tracks.length > 0 && tracks.every((s) => s === 'ended'))).toBe(true);
});
