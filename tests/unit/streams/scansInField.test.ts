// @vitest-environment jsdom
// A hardware scanner's burst typed into a scan field is a scan: the code comes out and its Enter does not submit the
// field's form as typed text; a person's typing in the field stays typing (issue 26, 14).
import { afterEach, describe, expect, it } from 'vitest';
import { scansInField } from '../../../src/streams';

/** A key press stamped `at` ms (a scanner's keys are a few ms apart, a person's far more). */
function press(target: Element, key: string, at: number): KeyboardEvent {
  const e = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
  Object.defineProperty(e, 'timeStamp', { value: at });
  target.dispatchEvent(e);
  return e;
}

afterEach(() => { document.body.innerHTML = ''; });

describe('scansInField', () => {
  it('reads a burst typed into the field and keeps its Enter from submitting the form', () => {
    const form = document.body.appendChild(document.createElement('form'));
    const input = form.appendChild(document.createElement('input'));
    const codes: string[] = [];
    const sub = scansInField(input, { maxGapMs: 50, minLength: 4 }).subscribe((c) => codes.push(c));
    [...'NVQR-SG-002'].forEach((k, i) => press(input, k, 1000 + 4 * i));
    const enter = press(input, 'Enter', 1044);
    sub.unsubscribe();
    expect(codes).toEqual(['NVQR-SG-002']);
    expect(enter.defaultPrevented).toBe(true);
  });

  it("a person's typing and Enter are not a scan: the Enter submits as usual", () => {
    const input = document.body.appendChild(document.createElement('input'));
    const codes: string[] = [];
    const sub = scansInField(input).subscribe((c) => codes.push(c));
    [...'123456'].forEach((k, i) => press(input, k, 1000 + 150 * i));
    expect(press(input, 'Enter', 1900).defaultPrevented).toBe(false);
    // Keys elsewhere on the page are not this field's.
    const other = document.body.appendChild(document.createElement('button'));
    [...'ABCDEF'].forEach((k, i) => press(other, k, 2000 + 4 * i));
    expect(press(other, 'Enter', 2030).defaultPrevented).toBe(false);
    sub.unsubscribe();
    expect(codes).toEqual([]);
  });
});
