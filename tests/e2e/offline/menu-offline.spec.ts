// Every page of the menu opened from home with the network cut (the demo build, its service worker in control): each
// shows itself or the shell's offline notice (what still works, with links), never 'Loading chunk failed'. Pages whose
// code is not precached (shipper search, business analytics…) get the notice; opened by a reload too; back online the
// page opens by itself.
import { test, type Page } from '@playwright/test';
import { expect, SLOW } from '../orders/support/orders';
import { mainMenu } from '../support/auth';
import { loginWithWorker } from '../pwa/support/pwa';
import { expectNoSeriousA11yViolations } from '../support/a11y';

test.describe.configure({ timeout: 300_000 });
test.use({ serviceWorkers: 'allow' });

const main = (page: Page) => page.locator('main#main');
const notice = (page: Page) => page.getByTestId('offline-notice');
const CHUNK_FAILED = 'Loading chunk failed';
/**
 * sg-demo's menu pages that say the portal is offline: those whose code is not precached (create post, business
 * analytics, payments, the rate calculator, shipper search) and those that need the server (collect, history); the
 * others (send, to and from driver, parcels in store, settings) open.
 */
const NOTICE = ['/new-order', '/collect', '/analytics', '/history', '/payments', '/rate-calculator', '/shipper-search'];

/** The menu's links, the groups opened: name and address. */
/** Opens the menu's closed groups (Admin tools). */
async function openGroups(page: Page): Promise<void> {
  const groups = mainMenu(page).locator('button[aria-expanded="false"]');
  for (let i = await groups.count(); i > 0; i -= 1) await groups.first().click();
}

async function menuLinks(page: Page): Promise<{ name: string; href: string }[]> {
  await openGroups(page);
  const links = await mainMenu(page).getByRole('list').getByRole('link').evaluateAll((els) =>
    els.map((a) => ({ name: (a.textContent ?? '').trim(), href: a.getAttribute('href') ?? '' })));
  return links.filter((l) => l.href !== '/');
}

const menuLink = (page: Page, href: string) => mainMenu(page).getByRole('list').locator(`a[href="${href}"]`);

async function goHome(page: Page): Promise<void> {
  await mainMenu(page).getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible(SLOW);
}

test('offline, every menu page opened from home shows itself or the offline notice; a reload too; back online the page opens', async ({ page, context }) => {
  await loginWithWorker(page);
  const links = await menuLinks(page);
  expect(links.map((l) => l.href)).toEqual(expect.arrayContaining(['/send-parcel', '/analytics', '/shipper-search', '/history']));

  await context.setOffline(true);
  for (const link of links) {
    await goHome(page);
    await menuLink(page, link.href).click();
    await expect(page).toHaveURL((url) => url.pathname === link.href);
    if (NOTICE.includes(link.href)) await expect(notice(page), `${link.name} offline`).toBeVisible(SLOW);
    else await expect(main(page).getByRole('heading', { level: 1 }), `${link.name} offline`).toBeVisible(SLOW);
    await expect(main(page), `${link.name} offline`).not.toContainText(CHUNK_FAILED);
  }

  // Shipper search's code was never fetched: the notice under its name, what still works and where.
  await menuLink(page, '/shipper-search').click();
  await expect(notice(page).getByRole('heading', { level: 1, name: 'Shipper search' })).toBeVisible(SLOW);
  await expect(notice(page)).toContainText('The portal is offline');
  await expect(notice(page)).toContainText('it loads by itself when the network is back');
  const still = notice(page).getByRole('group', { name: /^Scanning and sending still work/ });
  await expect(still.getByRole('link')).toHaveText(['Send parcels', 'To driver', 'From driver']);
  await expectNoSeriousA11yViolations(page, 'shipper search offline, its code not on the device');

  // By a reload too.
  await page.goto('/analytics');
  await expect(notice(page).getByRole('heading', { level: 1, name: 'Business analytics' })).toBeVisible(SLOW);
  await expect(main(page)).not.toContainText(CHUNK_FAILED);

  // Back online, the page opens by itself.
  await context.setOffline(false);
  await expect(notice(page)).toHaveCount(0, SLOW);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Business analytics' })).toBeVisible(SLOW);
  // The reload closed the menu's groups.
  await openGroups(page);
  await menuLink(page, '/shipper-search').click();
  await expect(page.getByRole('textbox', { name: "Shipper's contact number" })).toBeVisible(SLOW);
});
