// The shelf's last copy (kept on the device for a stocktake offline) holds the point's customers' names and phone
// numbers: a chosen log-out leaves none of it for the next person at the counter; a log-out forced by an expired token
// keeps it for the same operator's next login only, and another operator's login clears it.
import { test, type Page } from '@playwright/test';
import { login, mainMenu } from '../support/auth';
import { expect, SLOW } from '../orders/support/orders';

test.describe.configure({ timeout: 180_000 });

/** What the browser keeps in the portal's copies database: each copy's id and its text. */
function keptCopies(page: Page): Promise<{ id: string; text: string }[]> {
  return page.evaluate(async () => {
    // Opening a database that is not there would create it empty: look first.
    if (!(await indexedDB.databases()).some((d) => d.name === 'dp-portal-copies')) return [];
    return new Promise((resolve, reject) => {
      const open = indexedDB.open('dp-portal-copies');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('copies')) { db.close(); resolve([]); return; }
        const all = db.transaction('copies').objectStore('copies').getAll();
        all.onsuccess = () => {
          db.close();
          resolve((all.result as { id: string; value: unknown }[]).map((c) => ({ id: c.id, text: JSON.stringify(c.value) })));
        };
        all.onerror = () => reject(all.error);
      };
    });
  });
}

async function logIn(page: Page, user: string): Promise<void> {
  await page.goto('/login');
  await login(page, user);
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible(SLOW);
}

/** Opens Parcels in store and waits for its rows: their copy is then kept on the device. Returns the first row's id. */
async function loadShelf(page: Page): Promise<string> {
  await page.goto('/parcels-in-store');
  const first = page.getByRole('table', { name: 'Parcels in store' }).locator('tbody tr').first();
  await expect(first).toBeVisible(SLOW);
  const id = (await first.getAttribute('data-tracking-id')) ?? '';
  await expect.poll(async () => (await keptCopies(page)).some((c) => c.text.includes(id)), SLOW).toBe(true);
  return id;
}

test('a chosen log-out leaves no shelf copy on the device', async ({ page }) => {
  await logIn(page, 'sg-demo');
  await loadShelf(page);
  expect((await keptCopies(page)).map((c) => c.id)).toEqual([expect.stringMatching(/\|sg-demo@\d+$/)]);

  await mainMenu(page).getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/, SLOW);
  await expect.poll(() => keptCopies(page)).toEqual([]);
});

test('a log-out forced by an expired token keeps the copy for the same operator; another operator\'s login clears it', async ({ page }) => {
  await logIn(page, 'sg-demo');
  const id = await loadShelf(page);

  const rejected = page.waitForResponse((res) => res.url().includes('/api/global/1.0/feature-flags') && res.status() === 401);
  await page.goto('/?sim=401-next');
  await rejected;
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Please log out and log in again.');
  await dialog.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/, SLOW);
  expect((await keptCopies(page)).some((c) => c.text.includes(id))).toBe(true);

  await login(page, 'sg-counter-demo');
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible(SLOW);
  await expect.poll(async () => (await keptCopies(page)).filter((c) => c.id.includes('|sg-demo@'))).toEqual([]);
});
