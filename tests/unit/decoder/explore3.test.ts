// @vitest-environment node
import { it } from 'vitest';
import { noiseFrame } from './frames';
import { toGray, binariseRow, binariseWindows } from '../../../src/ui/scanner/decoder/scanlines';
import { createReader } from '../../../src/ui/scanner/decoder/quaggaReaders';
import { hasQuietZones } from '../../../src/ui/scanner/decoder/linear';
(globalThis as Record<string, unknown>).localStorage = { clear() {} };
(globalThis as Record<string, unknown>).sessionStorage = { clear() {} };

it('fp', async () => {
  const f = noiseFrame(131);
  const g = toGray(f.data, 640, 480);
  for (const w of binariseWindows(640)) {
    const bits = binariseRow(g, 640, 204, 0, 640, { window: w });
    const row = bits.slice();
    const r = createReader('ean_13').decodePattern(row);
    if (r) {
      console.log('window', w, r.code, r.start, r.end, r.direction, hasQuietZones(row, r));
      const lo = Math.min(r.start, r.end), hi = Math.max(r.start, r.end);
      console.log(bits.slice(lo - 40, lo).join(''), '|', bits.slice(lo, hi).join(''), '|', bits.slice(hi, hi + 40).join(''));
      console.log(Array.from(g.subarray(204 * 640 + lo - 40, 204 * 640 + hi + 40)).join(' '));
    }
  }
});
