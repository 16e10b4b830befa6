// A USB/Bluetooth barcode scanner as the page sees it: a burst of real (trusted) key presses a few milliseconds apart,
// ending in Enter. Playwright's page.keyboard.type(text, { delay: 5 }) waits for a round trip per key, and on a busy
// 2-core CI machine the gaps reach 40-80 ms, past the widget's 50 ms limit, so a scan is randomly split or dropped.
// scannerBurst sends every key event over one CDP session without waiting in between (CDP keeps them in order).
// The browser still hands them to the page one at a time, so under heavy load gaps can reach ~50 ms; it is the
// realistic (trusted) variant. syntheticBurst dispatches the keys inside the page: no gaps, untrusted events.
import type { Page } from '@playwright/test';

interface KeyDef {
  key: string;
  code: string;
  keyCode: number;
  text?: string;
}

function keyDef(ch: string): KeyDef {
  if (ch === '\n') return { key: 'Enter', code: 'Enter', keyCode: 13, text: '\r' };
  if (/^[A-Za-z]$/.test(ch)) return { key: ch, code: `Key${ch.toUpperCase()}`, keyCode: ch.toUpperCase().charCodeAt(0), text: ch };
  if (/^\d$/.test(ch)) return { key: ch, code: `Digit${ch}`, keyCode: ch.charCodeAt(0), text: ch };
  if (ch === '-') return { key: '-', code: 'Minus', keyCode: 189, text: '-' };
  throw new Error(`scannerBurst: no key for ${JSON.stringify(ch)}`);
}

/** Sends `text` and then Enter as one burst of trusted key presses to the focused element of `page`. */
export async function scannerBurst(page: Page, text: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const sent: Promise<unknown>[] = [];
    for (const ch of `${text}\n`) {
      const { key, code, keyCode, text: typed } = keyDef(ch);
      const common = { key, code, windowsVirtualKeyCode: keyCode, nativeVirtualKeyCode: keyCode };
      sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...common, ...(typed ? { text: typed, unmodifiedText: typed } : {}) }));
      sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...common }));
    }
    await Promise.all(sent);
  } finally {
    await cdp.detach();
  }
}

/**
 * The same burst as keydown events dispatched by the page itself on the focused element, in one synchronous loop:
 * no gap at all between keys, whatever the machine's load. The events are untrusted (no default actions), so use
 * scannerBurst where the browser's own handling of a key matters (typing into a field, Enter pressing a button).
 */
export async function syntheticBurst(page: Page, text: string): Promise<void> {
  await page.evaluate((keys) => {
    const target = document.activeElement ?? document.body;
    for (const key of keys) target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }, [...text, 'Enter']);
}
