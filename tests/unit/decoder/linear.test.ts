// @vitest-environment node
import './nodeEnv';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeLinear, ean13CheckDigitValid, hasQuietZones, normaliseLinear, type LinearRead } from '../../../src/ui/scanner/decoder/linear';
import { createConsistencyFilter } from '../../../src/ui/scanner/decoder/consistency';
import { toGray } from '../../../src/ui/scanner/decoder/scanlines';
import type { LinearFormat } from '../../../src/ui/scanner/decoder/protocol';
import {
  addNoise, blankFrame, blur, centred, drawModules, ean13Modules, light, noiseFrame, paste, renderSymbol, resize, rotate, type Image,
} from './frames';

const ALL: LinearFormat[] = ['code_128', 'code_39', 'ean_13'];

interface Case { bcid: string; text: string; format: LinearFormat }
const CASES: Case[] = [
  { bcid: 'code128', text: 'NVSGDEMO00012345', format: 'code_128' },
  { bcid: 'code128', text: 'SG-123-ABC', format: 'code_128' },
  { bcid: 'code39', text: 'ABC-1234', format: 'code_39' },
  { bcid: 'ean13', text: '9556091130061', format: 'ean_13' },
];
const label = (c: Case) => `${c.format} ${c.text}`;

const symbols = new Map<string, Image>();
const symbol = (c: Case): Image => symbols.get(label(c)) as Image;

beforeAll(async () => {
  for (const c of CASES) symbols.set(label(c), await renderSymbol(c.bcid, c.text, { scale: 2 }));
});

const decode = (frame: Image, formats: LinearFormat[] = ALL): LinearRead[] =>
  decodeLinear(toGray(frame.data, frame.width, frame.height), frame.width, frame.height, formats);

/** All reads are the expected value, and at least `minRows` rows read it. */
function expectReads(reads: LinearRead[], c: Case, minRows = 2): void {
  expect(reads.map((r) => `${r.format}:${r.code}`)).toEqual(new Array(reads.length).fill(`${c.format}:${c.text}`));
  expect(new Set(reads.map((r) => r.row)).size).toBeGreaterThanOrEqual(minRows);
}

describe('decodeLinear on 640x480 frames', () => {
  it.each(CASES)('decodes $format $text on several scan rows, and the filter accepts it on the first frame', (c) => {
    const reads = decode(centred(symbol(c)));
    expectReads(reads, c, 3);
    expect(createConsistencyFilter().push(reads)).toEqual({ code: c.text, format: c.format, rule: 'rows' });
  });

  it('returns Code 39 without its * start/stop characters', () => {
    const reads = decode(centred(symbol(CASES[2] as Case)));
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((r) => r.code === 'ABC-1234')).toBe(true);
  });

  it('reports the row and its distance from the red line in scan rows', () => {
    const reads = decode(centred(symbol(CASES[0] as Case)));
    const middle = reads.find((r) => r.row === 240);
    expect(middle?.distance).toBe(0);
    expect(reads.every((r) => Number.isInteger(r.distance) && r.distance <= 4)).toBe(true);
  });

  it('only runs the readers it is asked for', () => {
    const frame = centred(symbol(CASES[2] as Case));
    expect(decode(frame, ['code_128', 'ean_13'])).toEqual([]);
    expect(decode(frame, [])).toEqual([]);
  });

  it('reads nothing from a blank frame or from noise-only frames', () => {
    expect(decode(blankFrame())).toEqual([]);
    expect(decode(addNoise(blankFrame(), 10, 3))).toEqual([]);
    for (let seed = 1; seed <= 40; seed += 1) expect(decode(noiseFrame(seed))).toEqual([]);
  });
});

describe('decodeLinear robustness', () => {
  it.each(CASES.flatMap((c) => [-5, -3, 3, 5, 8].map((degrees) => ({ ...c, degrees }))))(
    '$format $text rotated $degrees deg still decodes on 2+ rows',
    async ({ degrees, ...c }) => {
      expectReads(decode(centred(await rotate(symbol(c), degrees))), c, 2);
    },
  );

  it.each(CASES)('$format $text at 10 deg: the band crosses it on one row only; accepted over two frames', async (c) => {
    // Limit, not a bug: rows are horizontal, so a row must cross the whole code within its bar height.
    const frame = centred(await rotate(symbol(c), 10));
    const reads = decode(frame);
    expectReads(reads, c, 1);
    const filter = createConsistencyFilter();
    const first = filter.push(reads);
    const second = first ?? filter.push(decode(frame));
    expect(second).toMatchObject({ code: c.text, format: c.format });
  });

  it.each(CASES.flatMap((c) => [0.9, 0.8, 0.75].map((factor) => ({ ...c, factor }))))(
    '$format $text scaled to $factor (down to 1.5 px per module) still decodes',
    async ({ factor, ...c }) => {
      expectReads(decode(centred(await resize(symbol(c), factor))), c, 2);
    },
  );

  it.each(CASES)('$format $text decodes when blurred (sigma 1.2 px at 2 px/module, 2 px at 3 px/module)', async (c) => {
    expectReads(decode(centred(await blur(symbol(c), 1.2))), c, 2);
    const big = await renderSymbol(c.bcid, c.text, { scale: 3 });
    expectReads(decode(centred(await blur(big, 2))), c, 2);
  });

  it.each(CASES)('$format $text decodes under uneven lighting', (c) => {
    const gradient = light(centred(symbol(c)), (x, y) => 0.3 + 0.7 * (x / 640) * (0.7 + (0.3 * y) / 480));
    expectReads(decode(gradient), c, 2);
    const shadow = light(centred(symbol(c)), (x) => (x < 300 ? 0.45 : 1));
    expectReads(decode(shadow), c, 2);
    const stripes = light(centred(symbol(c)), (x) => 0.25 + 0.75 * Math.abs(Math.sin(x / 90)));
    expectReads(decode(stripes), c, 2);
  });

  it.each(CASES)('$format $text decodes with strong sensor noise over the whole frame (+-40 grey levels)', async (c) => {
    expectReads(decode(addNoise(centred(await blur(symbol(c), 0.6)), 40, 7)), c, 2);
  });
});

describe('EAN-13 check digit', () => {
  it('ean13CheckDigitValid', () => {
    expect(ean13CheckDigitValid('9556091130061')).toBe(true);
    expect(ean13CheckDigitValid('4006381333931')).toBe(true);
    expect(ean13CheckDigitValid('5901234123457')).toBe(true);
    expect(ean13CheckDigitValid('9556091130069')).toBe(false);
    expect(ean13CheckDigitValid('4006381333932')).toBe(false);
    expect(ean13CheckDigitValid('955609113006')).toBe(false);
    expect(ean13CheckDigitValid('95560911300610')).toBe(false);
    expect(ean13CheckDigitValid('95560911300a1')).toBe(false);
  });

  it('a printed EAN-13 with a wrong check digit decodes to nothing (and the same drawing with the right one decodes)', () => {
    const good = centred(drawModules(ean13Modules('9556091130061')));
    expectReads(decode(good), { bcid: 'ean13', text: '9556091130061', format: 'ean_13' }, 3);
    const bad = centred(drawModules(ean13Modules('9556091130069')));
    expect(decode(bad)).toEqual([]);
  });

  it('normaliseLinear rejects an EAN-13 with a wrong check digit whatever the reader says', () => {
    expect(normaliseLinear('ean_13', '9556091130069')).toBeNull();
    expect(normaliseLinear('ean_13', '9556091130061')).toBe('9556091130061');
  });
});

describe('normaliseLinear / hasQuietZones', () => {
  it('strips the Code 39 start/stop characters; nothing left is no read', () => {
    expect(normaliseLinear('code_39', '*ABC-1234*')).toBe('ABC-1234');
    expect(normaliseLinear('code_39', 'ABC-1234')).toBe('ABC-1234');
    expect(normaliseLinear('code_39', '**')).toBeNull();
    expect(normaliseLinear('code_128', '')).toBeNull();
  });

  it('needs light quiet zones of 4 mean element widths on both sides', () => {
    // 20 light, then a code of 10 one-pixel elements (mean width 1 -> quiet zone 4), then light.
    const code = [1, 0, 1, 0, 1, 0, 1, 0, 1, 1];
    const row = (left: number, right: number) => [...new Array(left).fill(0), ...code, ...new Array(right).fill(0)];
    const at = (left: number) => ({ start: left, end: left + code.length, direction: 1 });
    expect(hasQuietZones(row(20, 20), at(20))).toBe(true);
    expect(hasQuietZones(row(3, 20), at(3))).toBe(false);
    expect(hasQuietZones(row(20, 3), at(20))).toBe(false);
    const cramped = row(20, 20);
    cramped[20 + code.length + 2] = 1; // ink two pixels after the code
    expect(hasQuietZones(cramped, at(20))).toBe(false);
  });

  it('rejects a real code whose quiet zone is printed over', () => {
    const c = CASES[1] as Case;
    const frame = centred(symbol(c));
    expect(decode(frame).length).toBeGreaterThan(0);
    // A black block 3 modules (6 px) after the last bar, as tall as the symbol.
    const lastBar = 320 + Math.floor(symbol(c).width / 2) - 4;
    const block: Image = { ...blankFrame(20, symbol(c).height, 0) };
    paste(frame, block, lastBar + 6 + 10, 240);
    expect(decode(frame)).toEqual([]);
  });
});
