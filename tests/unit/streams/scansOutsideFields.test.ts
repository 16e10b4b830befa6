// @vitest-environment jsdom
// A hardware scanner's burst with the focus outside a text field becomes a code, and its Enter does not press the
// focused button; the same keys typed into a field are the field's business.
import { afterEach, describe, expect, it } from 'vitest';
import { scansOutsideFields } from '../../../src/streams';

function press(target: Element, key: string): KeyboardEvent {
  const e = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  target.dispatchEvent(e);
  return e;
}

afterEach(() => { document.body.innerHTML = ''; });

describe('scansOutsideFields', () => {
  it('reads a burst typed on a button and keeps its Enter from pressing it', () => {
    const button = document.body.appendChild(document.createElement('button'));
    const codes: string[] = [];
    const sub = scansOutsideFields(document).subscribe((c) => codes.push(c));
    for (const k of 'LCG-SG-1001') press(button, k);
    const enter = press(button, 'Enter');
    sub.unsubscribe();
    expect(codes).toEqual(['LCG-SG-1001']);
    expect(enter.defaultPrevented).toBe(true);
  });

  it('leaves keys typed into a text field alone, and a lone Enter on a button works as usual', () => {
    const input = document.body.appendChild(document.createElement('input'));
    const button = document.body.appendChild(document.createElement('button'));
    const codes: string[] = [];
    const sub = scansOutsideFields(document).subscribe((c) => codes.push(c));
    for (const k of 'NVSG00000001') press(input, k);
    expect(press(input, 'Enter').defaultPrevented).toBe(false);
    expect(press(button, 'Enter').defaultPrevented).toBe(false);
    sub.unsubscribe();
    // After unsubscribing nothing listens any more.
    for (const k of 'ABCD') press(button, k);
    press(button, 'Enter');
    expect(codes).toEqual([]);
  });
});
