// @vitest-environment node
import './nodeEnv';
import { describe, expect, it } from 'vitest';
import { binariseRow, binariseWindows, scanRows, toGray, toGrayRows } from '../../../src/ui/scanner/decoder/scanlines';
import { prng } from './frames';

interface BarsOptions { moduleWidth?: number; quiet?: number; height?: number; paper?: number; ink?: number; gain?: (x: number) => number }

/** A grey image of `height` identical rows drawn from a module pattern: 1 = ink. */
function barsImage(modules: number[], { moduleWidth = 3, quiet = 40, height = 5, paper = 230, ink = 20, gain = () => 1 }: BarsOptions = {}) {
  const width = modules.length * moduleWidth + quiet * 2;
  const truth = new Array<number>(width).fill(0);
  modules.forEach((m, i) => {
    for (let x = quiet + i * moduleWidth; x < quiet + (i + 1) * moduleWidth; x += 1) truth[x] = m;
  });
  const gray = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) gray[y * width + x] = Math.round((truth[x] ? ink : paper) * gain(x));
  }
  return { gray, width, height, truth };
}

const runs = (bits: readonly number[]): number[] => {
  const out: number[] = [];
  let count = 1;
  for (let i = 1; i < bits.length; i += 1) {
    if (bits[i] === bits[i - 1]) count += 1;
    else { out.push(count); count = 1; }
  }
  out.push(count);
  return out;
};

const PATTERN = [1, 1, 0, 1, 0, 0, 1, 1, 1, 0, 1, 0, 1, 1, 0, 0, 0, 1, 0, 1, 1, 0, 1, 0, 0, 1, 1, 0, 1];

describe('toGray / toGrayRows', () => {
  it('converts RGBA to BT.601 luma and ignores alpha', () => {
    const rgba = new Uint8ClampedArray([255, 255, 255, 0, 0, 0, 0, 255, 255, 0, 0, 255, 0, 255, 0, 255]);
    expect([...toGray(rgba, 2, 2)]).toEqual([255, 0, 76, 149]);
  });

  it('rejects a buffer smaller than width x height x 4', () => {
    expect(() => toGray(new Uint8ClampedArray(15), 2, 2)).toThrow(RangeError);
  });

  it('toGrayRows converts only the requested rows and their neighbours', () => {
    const width = 4;
    const height = 10;
    const rgba = new Uint8ClampedArray(width * height * 4).fill(200);
    const gray = toGrayRows(rgba, width, height, [5], 1);
    const rowValue = (y: number) => gray[y * width];
    expect([3, 4, 5, 6, 7].map(rowValue)).toEqual([0, 200, 200, 200, 0]);
  });
});

describe('scanRows', () => {
  it('spreads 9 rows over 30% of the height centred on the middle', () => {
    const rows = scanRows(480);
    expect(rows).toHaveLength(9);
    expect(rows[4]).toBe(240); // the red line (239.5 rounds up)
    expect(rows[0]).toBe(168);
    expect(rows[8]).toBe(312);
    expect([...rows].sort((a, b) => a - b)).toEqual(rows);
  });

  it('gives the middle row for count 1, nothing for count 0, and stays inside the frame', () => {
    expect(scanRows(480, { count: 1 })).toEqual([240]);
    expect(scanRows(480, { count: 0 })).toEqual([]);
    const all = scanRows(100, { band: 1, count: 5 });
    expect(Math.min(...all)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...all)).toBeLessThanOrEqual(99);
  });

  it('drops duplicate rows when the band is thinner than the row count', () => {
    expect(scanRows(20, { band: 0.1, count: 9 })).toEqual([9, 10, 11]);
  });
});

describe('binariseRow', () => {
  it('recovers a clean bar pattern exactly', () => {
    const { gray, width, truth } = barsImage(PATTERN);
    expect(binariseRow(gray, width, 2)).toEqual(truth);
  });

  it('follows a lighting gradient (brightness doubling across the row)', () => {
    const { gray, width, truth } = barsImage(PATTERN, { gain: (x) => 0.5 + (0.5 * x) / 167 });
    expect(binariseRow(gray, width, 2)).toEqual(truth);
  });

  it('under a steep gradient (30% to 100%), is exact over the code and its quiet zone', () => {
    const { gray, width, truth } = barsImage(PATTERN, { gain: (x) => 0.3 + (0.7 * x) / 167 });
    // Only the far ends of the row, where a threshold is carried over flat paper, may flip.
    expect(binariseRow(gray, width, 2).slice(10, width - 10)).toEqual(truth.slice(10, width - 10));
  });

  it('keeps a flat, noisy background light (no phantom bars in the quiet zone)', () => {
    const width = 300;
    const random = prng(1);
    const gray = Uint8Array.from({ length: width * 3 }, () => 220 + Math.round((random() * 2 - 1) * 8));
    expect(binariseRow(gray, width, 1).every((b) => b === 0)).toBe(true);
  });

  it('keeps module widths within a pixel after a blur', () => {
    const { gray, width, truth } = barsImage(PATTERN, { moduleWidth: 4 });
    const blurred = new Uint8Array(gray.length);
    for (let i = 0; i < gray.length; i += 1) {
      const x = i % width;
      const a = gray[x > 0 ? i - 1 : i] as number;
      const c = gray[x < width - 1 ? i + 1 : i] as number;
      blurred[i] = Math.round((a + 2 * (gray[i] as number) + c) / 4);
    }
    const got = runs(binariseRow(blurred, width, 2));
    const want = runs(truth);
    expect(got).toHaveLength(want.length);
    got.forEach((r, i) => expect(Math.abs(r - (want[i] as number))).toBeLessThanOrEqual(1));
  });

  it('with the narrow window, a hard shadow across the code only disturbs pixels within the window of its edge', () => {
    const edge = 90;
    const { gray, width, truth } = barsImage(PATTERN, { moduleWidth: 3, gain: (x) => (x < edge ? 0.45 : 1) });
    const narrow = binariseWindows(width)[1] as number;
    const bits = binariseRow(gray, width, 2, 0, width, { window: narrow });
    const wrong = bits.flatMap((b, x) => (b === truth[x] ? [] : [x]));
    expect(wrong.every((x) => Math.abs(x - edge) <= narrow)).toBe(true);
    // The wide window, by contrast, is thrown off well away from the edge (hence the second pass in decodeLinear).
    const wide = binariseRow(gray, width, 2);
    expect(wide.some((b, x) => b !== truth[x] && Math.abs(x - edge) > narrow)).toBe(true);
  });

  it('binarises only [x0, x1)', () => {
    const { gray, width, truth } = barsImage(PATTERN);
    expect(binariseRow(gray, width, 2, 30, 100)).toEqual(truth.slice(30, 100));
  });

  it('returns all light for a blank row', () => {
    expect(binariseRow(new Uint8Array(100).fill(128), 100, 0)).toEqual(new Array(100).fill(0));
  });
});
