// Logging in through the portal's form, as an operator does: every bench that measures a logged-in page gets there
// this way (a demo account, password demo).
import { newPhoneContext } from './browser.mjs';

/**
 * Fills and sends the login form at `base`/login in `page`, and waits until the portal has left the login screen
 * and drawn its page's heading (the login screen has a heading in the main landmark too).
 */
export async function logIn(page, base, user = 'sg-demo', password = 'demo') {
  await page.goto(`${base}/login`);
  await page.locator('input[name=username]').fill(user);
  await page.locator('input[name=password]').fill(password);
  await page.locator('form button[type=submit]').click();
  await page.waitForURL((u) => u.pathname !== '/login', { timeout: 60_000, waitUntil: 'commit' });
  await page.locator('main#main h1').first().waitFor({ timeout: 60_000 });
}

/** A new page of its own context (`options`: Playwright's context options), logged in as `user`. */
export async function loggedInPage(browser, base, user = 'sg-demo', options = { viewport: { width: 1280, height: 800 } }) {
  const page = await (await browser.newContext(options)).newPage();
  await logIn(page, base, user);
  return page;
}

/** The local storage a real login leaves (the session), for a bench that seeds profiles with it on purpose. */
export async function loggedInStorage(browser, base, user = 'sg-demo') {
  const context = await newPhoneContext(browser);
  try {
    const page = await context.newPage();
    await logIn(page, base, user);
    return await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
  } finally {
    await context.close();
  }
}
