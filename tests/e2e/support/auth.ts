import { expect, type Page } from '@playwright/test';

/** Every demo account of the simulated API shares this password (src/sim/accounts.ts). */
export const DEMO_PASSWORD = 'demo';

// The demo's simulator writes each answer of its own that breaks the API contract to the console with this start
// (src/sim/contractReport.ts); every test that logs in fails on one, naming the call and the JSON path.
const SIMULATOR_BREAK = '[simulator] API contract broken:';
const watched = new WeakSet<Page>();

function failOnContractBreaks(page: Page): void {
  if (watched.has(page)) return;
  watched.add(page);
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith(SIMULATOR_BREAK)) expect.soft(message.text(), 'an answer of the simulator breaks api/openapi.yaml').toBe('');
  });
}

/** Fills the login form the page shows and submits it; the caller asserts where it lands. */
export async function login(page: Page, username: string, password: string = DEMO_PASSWORD): Promise<void> {
  failOnContractBreaks(page);
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Opens /login, logs in and waits until the portal has left the login page (any language). */
export async function loginAs(page: Page, username: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await login(page, username, password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await expect(page.locator('main#main')).toBeVisible();
}

/** The desktop sidebar (the phone drawer carries the same name but is closed, hence hidden, on desktop). */
export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}
