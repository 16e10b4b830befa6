// @vitest-environment node
// The shift that brings a focused control clear of the sticky bars (src/ui/stickyBars.ts): down by what a bottom bar
// hides, up by what a top bar hides, nothing when no bar overlaps it.
import { describe, expect, it } from 'vitest';
import { overlapShift } from '../../../src/ui/stickyBars';

const rect = (top: number, height: number) => ({ top, bottom: top + height, height, left: 0, right: 320, width: 320, x: 0, y: top, toJSON: () => ({}) }) as DOMRectReadOnly;
// A 320 x 480 screen: the header takes 0-61, the order footer 323-480.
const bars = [{ edge: 'top' as const, rect: rect(0, 61) }, { edge: 'bottom' as const, rect: rect(323, 157) }];

describe('overlapShift', () => {
  it('a control clear of both bars stays where it is', () => {
    expect(overlapShift(rect(100, 40), bars)).toBe(0);
  });
  it('a control under the footer is scrolled up into view by what is hidden, plus a gap', () => {
    expect(overlapShift(rect(430, 40), bars)).toBe(470 - 323 + 8);
  });
  it('a control under the header is scrolled down into view', () => {
    expect(overlapShift(rect(20, 40), bars)).toBe(20 - 61 - 8);
  });
  it('a bar that is not shown (height 0, the header on a desktop) covers nothing', () => {
    expect(overlapShift(rect(20, 40), [{ edge: 'top', rect: rect(0, 0) }])).toBe(0);
  });
});
