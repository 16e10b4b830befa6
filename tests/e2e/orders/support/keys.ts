// A USB or Bluetooth barcode scanner, as the page sees it: trusted key presses a few milliseconds apart, ending in
// Enter. page.keyboard.type waits for the renderer after every key, which on a busy 2-core machine can leave more
// than the widget's 50 ms between two keys; here every key event is queued on one CDP session at once (CDP keeps
// them in order), so the page receives them back to back, like from a real scanner.
import type { Page } from '@playwright/test';

interface Key {
  key: string;
  code: string;
  keyCode: number;
  text?: string;
}

function keyFor(ch: string): Key {
  if (ch === '\r') return { key: 'Enter', code: 'Enter', keyCode: 13, text: '\r' };
  if (/^[a-z]$/i.test(ch)) return { key: ch, code: `Key${ch.toUpperCase()}`, keyCode: ch.toUpperCase().charCodeAt(0), text: ch };
  if (/^[0-9]$/.test(ch)) return { key: ch, code: `Digit${ch}`, keyCode: ch.charCodeAt(0), text: ch };
  if (ch === '-') return { key: '-', code: 'Minus', keyCode: 189, text: '-' };
  throw new Error(`hardwareScan: cannot type ${JSON.stringify(ch)}`);
}

/**
 * Types `code` and Enter as one fast burst of real key presses into whatever has focus. The caller moves the focus
 * out of any text field first (a scanner "types" into the page, not into the scan field).
 */
export async function hardwareScan(page: Page, code: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const sends: Promise<unknown>[] = [];
    for (const ch of `${code}\r`) {
      const k = keyFor(ch);
      const base = { key: k.key, code: k.code, windowsVirtualKeyCode: k.keyCode, nativeVirtualKeyCode: k.keyCode };
      sends.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...base, ...(k.text ? { text: k.text, unmodifiedText: k.text } : {}) }));
      sends.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...base }));
    }
    await Promise.all(sends);
  } finally {
    await cdp.detach();
  }
}
