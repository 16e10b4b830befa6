import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

function configFile(rel: string): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`../../config/${rel}`, import.meta.url), 'utf8')) as Record<string, unknown>;
}

/** Serves a replacement body for one config file (the portal fetches config/ at start, before the simulator). */
async function serve(page: Page, rel: string, body: string) {
  await page.route(`**/config/${rel}`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
}

function problemRow(page: Page, file: string, path: string) {
  return page
    .getByTestId('config-problems')
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: file, exact: true }) })
    .filter({ has: page.getByRole('cell', { name: path, exact: true }) });
}

test.describe('broken configuration', () => {
  // The demo build starts the simulated API's service worker while config/ loads. Once it controls the page, a
  // later fetch (config/forms, read after the other files) goes through the worker, where page.route cannot
  // replace it: the original file would be checked. The error screen needs no simulated API.
  test.use({ serviceWorkers: 'block' });

  test('schema errors in two files are listed with file and JSON path', async ({ page }) => {
    const ph = { ...configFile('countries/ph.json'), postcodeLength: 'four', postcodeLenght: 4 };
    const legacy = configFile('menus/legacy.json') as { items: Array<Record<string, unknown>> };
    const gateIndex = legacy.items.findIndex((i) => i.id === 'sendParcels');
    expect(gateIndex).toBeGreaterThanOrEqual(0);
    legacy.items[gateIndex] = { ...legacy.items[gateIndex], if: { settting: 'x' } };
    await serve(page, 'countries/ph.json', JSON.stringify(ph));
    await serve(page, 'menus/legacy.json', JSON.stringify(legacy));

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'The portal configuration has errors' })).toBeVisible();
    await expect(problemRow(page, 'config/countries/ph.json', '/postcodeLength')).toHaveCount(1);
    await expect(problemRow(page, 'config/countries/ph.json', '/')).toContainText('postcodeLenght');
    const gateRow = problemRow(page, 'config/menus/legacy.json', `/items/${gateIndex}/if`);
    await expect(gateRow).toHaveCount(1);
    await expect(gateRow).toContainText('settting');
    // Not a blank page: the explanation and the reload button are there, the login form is not.
    await expect(page.getByText('An administrator needs to fix these files.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(page.locator('input[name=username]')).toHaveCount(0);
  });

  test('a file that is not JSON is reported with line and column', async ({ page }) => {
    await serve(page, 'countries/ph.json', '{ oops');
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'The portal configuration has errors' })).toBeVisible();
    const row = problemRow(page, 'config/countries/ph.json', '/');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('is not valid JSON');
    await expect(row).toContainText('line 1, column 3');
  });

  test('a trailing comma further down is reported with its line and column', async ({ page }) => {
    // The most common hand-editing mistake. V8 words this error without a position ("Unexpected token ']', …"),
    // and the admin must still be told where it is: the closing bracket on line 5, column 3.
    const text = '{\n  "variant": "legacy",\n  "items": [\n    { "id": "home" },\n  ]\n}\n';
    await serve(page, 'menus/legacy.json', text);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'The portal configuration has errors' })).toBeVisible();
    const row = problemRow(page, 'config/menus/legacy.json', '/');
    await expect(row).toContainText('is not valid JSON');
    await expect(row).toContainText('line 5, column 3');
  });

  test('a broken forms file is listed with a broken country file on the first screen, not only after login', async ({ page }) => {
    const ph = { ...configFile('countries/ph.json'), postcodeLength: 'four' };
    const sg = { ...configFile('forms/sg.json'), recipient: 'not a form' };
    await serve(page, 'countries/ph.json', JSON.stringify(ph));
    await serve(page, 'forms/sg.json', JSON.stringify(sg));
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'The portal configuration has errors' })).toBeVisible();
    await expect(problemRow(page, 'config/countries/ph.json', '/postcodeLength')).toHaveCount(1);
    await expect(problemRow(page, 'config/forms/sg.json', '/recipient')).toHaveCount(1);
    await expect(page.locator('input[name=username]')).toHaveCount(0);
  });
});
