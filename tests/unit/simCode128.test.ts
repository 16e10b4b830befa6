// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CODE128_PATTERNS, encodeCode128 } from '../../src/sim/pdf/code128';
import { decodeLinear } from '../../src/ui/scanner/decoder/linear';
import { toGray } from '../../src/ui/scanner/decoder/scanlines';
import { centred, drawModules } from './decoder/frames';

/** Bars as 1s and spaces as 0s, module by module. */
function modulesOf(widths: readonly number[]): number[] {
  return widths.flatMap((w, i) => new Array<number>(w).fill(i % 2 === 0 ? 1 : 0));
}

describe('Code 128 symbol table', () => {
  it('has 107 symbols of 11 modules (the stop 13), each with an even bar total, all different', () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    CODE128_PATTERNS.forEach((p, v) => {
      const w = [...p].map(Number);
      expect(w.reduce((a, b) => a + b, 0)).toBe(v === 106 ? 13 : 11);
      expect(((w[0] ?? 0) + (w[2] ?? 0) + (w[4] ?? 0)) % 2).toBe(0);
    });
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
  });
});

describe('encodeCode128', () => {
  it('encodes "A" in set B with the hand-computed check symbol and bar pattern', () => {
    // Start B = 104, 'A' = 65 - 32 = 33. Check = (104 + 1 × 33) mod 103 = 137 mod 103 = 34.
    // Patterns: start B 211214, 33 → 111323, 34 → 131123, stop 2331112.
    const code = encodeCode128('A');
    expect(code.values).toEqual([104, 33, 34, 106]);
    expect(code.check).toBe(34);
    expect(code.widths.join('')).toBe('211214' + '111323' + '131123' + '2331112');
    expect(code.modules).toBe(11 * 3 + 13);
    // Module by module: 11 = bar bar, 0 = space …
    expect(modulesOf(code.widths).join('')).toBe(
      '11010010000' + '10100011000' + '10001011000' + '1100011101011',
    );
  });

  it('switches to set C for the digits of a tracking id and computes its check symbol', () => {
    // NVSG00000001: start B 104; N=78-32=46, V=86-32=54, S=83-32=51, G=71-32=39; Code C 99; 00 00 00 01.
    // Check = 104 + 46×1 + 54×2 + 51×3 + 39×4 + 99×5 + 0×6 + 0×7 + 0×8 + 1×9
    //       = 104 + 46 + 108 + 153 + 156 + 495 + 9 = 1071; 1071 mod 103 = 1071 - 1030 = 41 → pattern 231311.
    const code = encodeCode128('NVSG00000001');
    expect(code.values).toEqual([104, 46, 54, 51, 39, 99, 0, 0, 0, 1, 41, 106]);
    expect(code.check).toBe(41);
    expect(CODE128_PATTERNS[41]).toBe('231311');
    expect(code.widths.slice(-13).join('')).toBe('231311' + '2331112');
  });

  it('starts in set C for an all-digit stamp id', () => {
    // 137926: start C 105, 13, 79, 26. Check = (105 + 13×1 + 79×2 + 26×3) mod 103 = 354 mod 103 = 45.
    const code = encodeCode128('137926');
    expect(code.values).toEqual([105, 13, 79, 26, 45, 106]);
  });

  it('leaves the first digit of an odd digit run in set B', () => {
    // NVSGP0001001: 7 digits, so '0' stays in B (16), then Code C and 00 10 01.
    expect(encodeCode128('NVSGP0001001').values.slice(0, 10)).toEqual([104, 46, 54, 51, 39, 48, 16, 99, 0, 10]);
  });

  // An independent check: the portal's own scanner decoder (quagga2's Code 128 reader) reads the bars back.
  // (Avoid texts whose check symbol is 102, e.g. RU-MY-0001: the reader then appends a \u001d to the value.)
  it.each(['NVSG00000001', 'NVSGP0001001', 'NPSG0001', '137926', 'STAMPSG0001', 'RU-MY-0002'])('reads back as %s with the portal scanner decoder', (text) => {
    const frame = centred(drawModules(modulesOf(encodeCode128(text).widths), { moduleWidth: 2, barHeight: 90, quiet: 12 }));
    const reads = decodeLinear(toGray(frame.data, frame.width, frame.height), frame.width, frame.height, ['code_128']);
    expect(reads.length).toBeGreaterThan(0);
    expect(new Set(reads.map((r) => r.code))).toEqual(new Set([text]));
  });
});
