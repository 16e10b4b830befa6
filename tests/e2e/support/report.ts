import type { Page } from '@playwright/test';

/** The configuration report table of the Settings page. */
export function menuReport(page: Page) {
  return page.getByTestId('menu-report');
}

/** One row of the configuration report, by menu entry id. */
export function reportRow(page: Page, menuId: string) {
  return menuReport(page).locator(`tr[data-menu-id="${menuId}"]`);
}
