// The login screen's buttons hold their whole label, in every language, on a phone and on a desktop: the
// company-account link once wrapped out of its 48 px box in English at every width.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

const LANGUAGES = ['en', 'fr', 'id', 'ms', 'th', 'vi', 'zh'];
const ssoLabel = (lang: string) =>
  (JSON.parse(readFileSync(`src/kernel/messages/${lang}.json`, 'utf8')) as Record<string, string>)['login.sso'] ?? '';

for (const lang of LANGUAGES) {
  for (const width of [360, 1280]) {
    test(`${lang} at ${width} px: every button and link of the login card shows its whole label inside its box`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      // An operator who chose this language before: the login screen speaks it.
      await page.addInitScript((l) => localStorage.setItem('dp.locale', JSON.stringify(l)), lang);
      await page.goto('/login');
      await expect(page.getByRole('link', { name: ssoLabel(lang), exact: true })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const controls = page.locator('main').locator('button, a');
      const overflowing = await controls.evaluateAll((els) => els
        .filter((e) => e.getClientRects().length > 0)
        .filter((e) => e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1)
        .map((e) => `${e.textContent ?? ''}: ${e.scrollWidth}x${e.scrollHeight} in ${e.clientWidth}x${e.clientHeight}`));
      expect(overflowing).toEqual([]);
      // Each control keeps the 24 px target and stays on screen.
      const boxes = await controls.evaluateAll((els) => els.filter((e) => e.getClientRects().length > 0).map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes.length).toBeGreaterThanOrEqual(3);
      for (const b of boxes) {
        expect(b.height).toBeGreaterThanOrEqual(24);
        expect(b.right).toBeLessThanOrEqual(width);
      }
    });
  }
}
