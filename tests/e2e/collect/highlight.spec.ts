// The Collect menu entry stays highlighted on the collect flow's child routes (spec part 2 §2).
import { test } from '@playwright/test';
import { mainMenu } from '../support/auth';
import { expect, openCollect, SLOW, verifyOtp } from './support';

test('Collect stays highlighted on /customer-collect and /customer-collect/scan', async ({ page }) => {
  await openCollect(page, 'sg-demo');
  const entry = mainMenu(page).getByRole('link', { name: 'Collect', exact: true });
  await expect(entry).toHaveAttribute('aria-current', 'page');
  await verifyOtp(page, '111111');
  await expect(page.getByRole('heading', { level: 1, name: 'Parcels for Alex Lim' })).toBeVisible(SLOW);
  await expect(entry).toHaveAttribute('aria-current', 'page');
});
