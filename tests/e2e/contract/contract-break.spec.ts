// An API answer that breaks the contract (api/openapi.yaml) gives the page its usual error with Retry, never a blank
// page, and the console names the operation and the JSON path. The demo's simulator breaks every answer of a page's
// calls under ?sim=contract-break; choosing Normal in its panel ends it, and Retry then loads the page.
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from '../support/auth';
import { setSimFault } from '../support/simPanel';

/** The client's console line for a broken answer: `API contract broken: <operationId> (GET <path> 200): $.data… …`. */
const BREAK_LINE = /^API contract broken: (\w+) \(GET [^ ]+ 200\): (\$\.data\S*) /;

function contractBreaks(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => { if (message.type() === 'error' && BREAK_LINE.test(message.text())) lines.push(message.text()); });
  return lines;
}

const PAGES = [
  { name: 'history', path: '/history', loaded: (page: Page) => page.getByRole('table', { name: 'Parcels' }).locator('tbody tr').first() },
  { name: 'business analytics', path: '/analytics', loaded: (page: Page) => page.getByTestId('chart-by-type').getByTestId('bar-chart') },
];

for (const { name, path, loaded } of PAGES) {
  test(`${name}: a broken answer shows the usual error with Retry and names the operation and path; Retry after the fault loads the page`, async ({ page }) => {
    const lines = contractBreaks(page);
    await loginAs(page, 'sg-demo');
    await page.goto(`${path}?sim=contract-break`);
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry.first()).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong.' }).first()).toBeVisible();
    await expect(loaded(page)).toHaveCount(0);
    await expect.poll(() => lines.length).toBeGreaterThan(0);
    const [, operationId, jsonPath] = BREAK_LINE.exec(lines[0] ?? '') ?? [];
    expect(operationId).toBeTruthy();
    expect(jsonPath).toMatch(/^\$\.data/);

    await setSimFault(page, 'Normal');
    // Each failed part of the page has its Retry (analytics: one a chart card); each loads once asked again.
    for (let left = await retry.count(); left > 0; left--) {
      await retry.first().click();
      await expect(retry).toHaveCount(left - 1);
    }
    await expect(loaded(page)).toBeVisible();
  });
}
