import { expect } from '@playwright/test';
import { loginAs } from '../support/auth';
import { recordStreams, streamStates, testWithCameraDenied } from '../support/camera/fakeCamera';

const test = testWithCameraDenied();

test('a refused camera says so, offers typing instead, and the refusal is in the Activity log', async ({ page }) => {
  await recordStreams(page);
  await loginAs(page, 'sg-demo');
  await page.goto('/settings/scanner');
  await expect(page.getByRole('heading', { level: 1, name: 'Scanner' })).toBeVisible();

  const scanner = page.getByTestId('scanner');
  await scanner.getByRole('button', { name: 'Camera', exact: true }).click();
  await scanner.getByRole('button', { name: 'Tap to start the camera' }).click();

  const alert = scanner.getByRole('alert');
  await expect(alert).toContainText('Please allow camera access to scan');
  await expect(scanner.getByRole('button', { name: 'Tap to start the camera' })).toBeVisible();
  expect(await streamStates(page)).toEqual([]);

  await alert.getByRole('button', { name: 'Type the code instead' }).click();
  const field = scanner.getByRole('textbox', { name: 'Code' });
  await expect(field).toBeFocused();
  await expect(scanner.getByRole('button', { name: 'Type', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await field.pressSequentially('SG-123');
  await scanner.getByRole('button', { name: 'Submit' }).click();
  await expect(scanner.getByTestId('scan-result')).toHaveText('Read: SG-123');
  await expect(page.getByTestId('last-reads').getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('last-reads').getByRole('listitem').first()).toContainText('SG-123');

  await page.goto('/settings/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity today' })).toBeVisible();
  const table = page.getByTestId('activity-table');
  const errors = table.locator('tr[data-kind="scannerError"]');
  await expect(errors).toHaveCount(1);
  await expect(errors).toContainText('Camera error');
  await expect(errors).toContainText('"problem":"denied"');
  await expect(table.locator('tr[data-kind="scanAccepted"]').filter({ hasText: '"code":"SG-123"' })).toHaveCount(1);
});
