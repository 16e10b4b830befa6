import { expect, test } from '@playwright/test';
import { login } from './support/auth';

test.describe('the first screen before the portal loads', () => {
  test('the login form is painted before the other config files and the design system are fetched', async ({ page }) => {
    // In the page: the frame after the username field first appears, and when every request started.
    await page.addInitScript(() => {
      const w = window as unknown as { formFrameAt?: number };
      new MutationObserver((_m, observer) => {
        if (!document.querySelector('input[name=username]')) return;
        observer.disconnect();
        requestAnimationFrame(() => { w.formFrameAt = performance.now(); });
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/login');
    await expect(page.locator('input[name=username]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/config/gates.json')));
    const { formFrameAt, entries } = await page.evaluate(() => ({
      formFrameAt: (window as unknown as { formFrameAt?: number }).formFrameAt ?? null,
      entries: performance.getEntriesByType('resource').map((e) => ({ path: new URL(e.name).pathname, at: e.startTime })),
    }));
    expect(formFrameAt).not.toBeNull();
    const early = entries.filter((e) => e.at < (formFrameAt as number)).map((e) => e.path);
    expect(early.filter((p) => p.startsWith('/config/')).sort()).toEqual(['/config/menus/routes.json', '/config/portal.json']);
    expect(early.filter((p) => /\/assets\/(boot|Shell|fullSystem|chakra)-/.test(p))).toEqual([]);
    // They are fetched afterwards: the check of config/ still runs on the login screen.
    expect(entries.some((e) => e.path === '/config/countries/sg.json')).toBe(true);
  });

  test('the portal\'s files failing to load: the operator is told, and the typed values stay', async ({ page }) => {
    // The context's route also catches what the simulator's service worker fetches on the page's behalf.
    await page.context().route('**/assets/boot-*.js', (route) => route.abort());
    await page.goto('/login');
    await login(page, 'sg-demo');
    await expect(page.getByRole('alert').filter({ hasText: 'Loading chunk failed. Check your connection and reload the page.' })).toBeVisible();
    await expect(page.locator('input[name=username]')).toHaveValue('sg-demo');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a deep link while logged out shows the login at /login and opens the page after it', async ({ page }) => {
    await page.goto('/settings?tab=x');
    await expect(page).toHaveURL(/\/login$/);
    await login(page, 'sg-demo');
    await expect(page).toHaveURL(/\/settings\?tab=x$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });
});
