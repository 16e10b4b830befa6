import { expect, type Page } from '@playwright/test';

/**
 * Toasts show for 2 s (spec). On a loaded CI machine the assertions before a toast check can take longer than that,
 * so the page records the text of every toast it shows, and the test asks whether one was shown.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    const counted = new WeakSet<Element>();
    (window as unknown as { __toastsShown: string[] }).__toastsShown = shown;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll('[data-testid="toast"]')) {
        if (counted.has(el) || !el.textContent) continue;
        counted.add(el);
        shown.push(el.textContent);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Waits until a toast containing `text` has been shown (it may already be gone). */
export async function expectToastShown(page: Page, text: string, timeout = 20_000): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __toastsShown?: string[] }).__toastsShown ?? []), { timeout })
    .toContainEqual(expect.stringContaining(text));
}
