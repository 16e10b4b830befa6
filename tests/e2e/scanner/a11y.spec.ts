import { expect } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/a11y';
import { testWithCamera } from '../support/camera/fakeCamera';
import { openScannerSettings, SLOW } from './scannerPage';

const CODE = 'NVSGDEMO00012345';
const test = testWithCamera({ bcid: 'code128', text: CODE, scale: 3, barHeight: 15 });

test('Settings > Scanner has no serious or critical axe violation, before and with the camera on', async ({ page }) => {
  const { scanner, result } = await openScannerSettings(page);
  await expectNoSeriousA11yViolations(page, '/settings/scanner (typing)');

  await scanner.getByRole('button', { name: 'Camera', exact: true }).click();
  await expect(scanner.getByRole('button', { name: 'Tap to start the camera' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/settings/scanner (camera chosen, off)');

  await scanner.getByRole('button', { name: 'Tap to start the camera' }).click();
  await expect(result).toHaveText(`Read: ${CODE} (code_128)`, SLOW);
  await expectNoSeriousA11yViolations(page, '/settings/scanner (camera on, read overlay)');

  await expect(result).toHaveCount(0, { timeout: 5000 });
  await expect(scanner.getByText('Place barcode on the red line')).toBeVisible();
  await expect(scanner.getByRole('button', { name: 'Stop camera' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/settings/scanner (camera on)');
});
