import type { Page } from '@playwright/test';

/**
 * The simulated API answers in a service worker, which page.route cannot reach: the demo build's developer panel
 * makes the next answers fail (or work again) instead.
 */
export async function setSimFault(page: Page, label: 'Server error (500)' | 'Normal'): Promise<void> {
  const panelButton = page.getByRole('button', { name: 'Simulated API settings' });
  await panelButton.click();
  // Inside the panel: a page under it may have its own 'Apply' (a filter, a date range).
  const panel = page.getByRole('region', { name: 'Simulated API' });
  await panel.getByLabel('Next answers').selectOption({ label });
  await panel.getByRole('button', { name: 'Apply', exact: true }).click();
  await panelButton.click();
}
