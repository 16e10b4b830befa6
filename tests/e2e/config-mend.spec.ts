// A config that stops the portal can be mended from the browser: the admin's screen links to the page that mends
// config/ (the config studio), and that page opens on the broken files instead of the screen.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { login } from './support/auth';
import { ROUTED_FIRST_LOGIN } from './support/routedLogin';

const configText = (rel: string) => readFileSync(new URL(`../../config/${rel}`, import.meta.url), 'utf8');
const configFile = (rel: string) => JSON.parse(configText(rel)) as Record<string, unknown>;

async function serve(page: Page, rel: string, body: unknown) {
  await page.context().route(`**/config/${rel}`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body, null, 2) }));
}

const screenHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'The portal configuration has errors' });
const mendLink = (page: Page) => page.getByRole('link', { name: 'Fix it in the browser' });

test.describe('mending a broken config in the browser', () => {
  // The error screen needs no simulated API, and page routes must see every config fetch.
  test.use({ serviceWorkers: 'block' });

  test('the admin screen links to the studio, which opens on the broken files and clears once fixed', async ({ page }) => {
    await serve(page, 'countries/ph.json', { ...configFile('countries/ph.json'), phonePrefix: '63' });
    await page.goto('/login');
    await expect(screenHeading(page)).toBeVisible();
    await expect(page.locator('input[name=username]')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await mendLink(page).click();

    await expect(page).toHaveURL(/\/config-studio$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Config studio' })).toBeVisible();
    await expect(screenHeading(page)).toHaveCount(0);
    const problem = page.getByTestId('studio-problems').getByRole('button', { name: /^config\/countries\/ph\.json at \/phonePrefix: must match pattern/ });
    await expect(problem).toBeVisible();
    await problem.click();
    const editor = page.getByRole('textbox', { name: 'Content of countries/ph.json' });
    await expect(editor).toContainText('"phonePrefix": "63"');
    await editor.getByText('"63"').click();
    await page.keyboard.press('End');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.type('+63",');
    await expect(page.getByTestId('studio-problem-status')).toHaveText('No problems: the files pass every check.');
    // The fix is a change against the served (broken) file: it is what the admin downloads.
    await expect(page.getByRole('button', { name: 'Discard changes' })).toBeEnabled();

    // Any other address still gets the admin's screen: the portal itself never runs on a broken config.
    await page.goto('/');
    await expect(screenHeading(page)).toBeVisible();
  });

  test('a deployment that switched the studio off gets the screen, with no link and no studio', async ({ page }) => {
    await serve(page, 'portal.json', { ...configFile('portal.json'), configStudio: false });
    await serve(page, 'countries/ph.json', { ...configFile('countries/ph.json'), phonePrefix: '63' });
    await page.goto('/login');
    await expect(screenHeading(page)).toBeVisible();
    await expect(mendLink(page)).toHaveCount(0);
    await page.goto('/config-studio');
    await expect(screenHeading(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Config studio' })).toHaveCount(0);
  });

});

test.describe('mending a config/forms file that fails after login', () => {
  test('the screen links to the studio, which lists the problem', async ({ page }) => {
    await serve(page, 'forms/sg.json', { ...configFile('forms/sg.json'), recipient: 'not a form' });
    await page.goto('/login');
    await login(page, 'sg-demo');
    await expect(screenHeading(page)).toBeVisible(ROUTED_FIRST_LOGIN);
    await mendLink(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Config studio' })).toBeVisible();
    await expect(page.getByTestId('studio-problems').getByRole('button', { name: /^config\/forms\/sg\.json at \/recipient/ }).first()).toBeVisible();
  });
});
