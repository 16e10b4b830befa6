import type { Page } from '@playwright/test';

/**
 * The simulated API answers in a service worker, which page.route cannot reach: the demo build's developer panel
 * makes the next answers fail (or work again) instead.
 */
export async function setSimFault(page: Page, label: 'Server error (500)' | 'Normal'): Promise<void> {
  const panelButton = page.getByRole('button', { name: 'Simulated API settings' });
  await panelButton.click();
  await page.getByLabel('Next answers').selectOption({ label });
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await panelButton.click();
}
