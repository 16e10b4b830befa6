// A USB or Bluetooth barcode scanner, as the page sees it: trusted key presses a few milliseconds apart, ending in
// Enter. page.keyboard.type waits for the renderer after every key, which on a busy 2-core machine can leave more
// than the widget's 50 ms between two keys. Here every key event is queued on one CDP session at once (CDP keeps
// them in order), each stamped with the time a scanner would have sent it (4 ms apart): the widget measures the
// gaps with the events' own time stamps, so a browser that is slow to hand the events over does not split the
// burst, exactly as with a real scanner whose key events the operating system stamps when they arrive.
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
    const start = Date.now() / 1000;
    [...`${code}\r`].forEach((ch, i) => {
      const k = keyFor(ch);
      const base = { key: k.key, code: k.code, windowsVirtualKeyCode: k.keyCode, nativeVirtualKeyCode: k.keyCode };
      const at = start + i * 0.004;
      sends.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', timestamp: at, ...base, ...(k.text ? { text: k.text, unmodifiedText: k.text } : {}) }));
      sends.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', timestamp: at + 0.001, ...base }));
    });
    await Promise.all(sends);
  } finally {
    await cdp.detach();
  }
}

/**
 * Several scanner reads one after the other, `gapMs` apart (from one read's Enter to the next read's first key), on
 * one CDP session: each burst is stamped as hardwareScan's and is sent when its time comes, so the page gets the
 * second read while it may still be deciding the first (a scanner that reads a label twice).
 */
export async function hardwareBursts(page: Page, codes: readonly string[], gapMs: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const sends: Promise<unknown>[] = [];
    let at = Date.now() / 1000;
    for (const [n, code] of codes.entries()) {
      if (n > 0) {
        const due = at + gapMs / 1000;
        await new Promise((r) => setTimeout(r, Math.max(0, due * 1000 - Date.now())));
        at = due;
      }
      [...`${code}\r`].forEach((ch, i) => {
        const k = keyFor(ch);
        const base = { key: k.key, code: k.code, windowsVirtualKeyCode: k.keyCode, nativeVirtualKeyCode: k.keyCode };
        const t = at + i * 0.004;
        sends.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', timestamp: t, ...base, ...(k.text ? { text: k.text, unmodifiedText: k.text } : {}) }));
        sends.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', timestamp: t + 0.001, ...base }));
      });
      at += code.length * 0.004;
    }
    await Promise.all(sends);
  } finally {
    await cdp.detach();
  }
}
