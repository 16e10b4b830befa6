// @vitest-environment node
import { it } from 'vitest';
import { renderSymbol, centred, light, resize } from './frames';
import { toGray, binariseRow } from '../../../src/ui/scanner/decoder/scanlines';
import { createReader } from '../../../src/ui/scanner/decoder/quaggaReaders';
(globalThis as Record<string, unknown>).localStorage = { clear() {} };
(globalThis as Record<string, unknown>).sessionStorage = { clear() {} };

it('explore2', async () => {
  const sym = await renderSymbol('code128', 'SG-123-ABC', { scale: 2 });
  for (const [label, img] of [['plain', sym], ['light', light({ ...sym, data: sym.data.slice() }, (x) => 0.35 + 0.65 * (x / sym.width))], ['scale', await resize(sym, 0.9)]] as const) {
    const f = centred(img);
    const g = toGray(f.data, f.width, f.height);
    const y = 240;
    const bits = binariseRow(g, f.width, y);
    const naive = Array.from(g.subarray(y * 640, y * 640 + 640), (v) => (v < 128 ? 1 : 0));
    const runs = (b: number[]) => { const r: number[] = []; let c = 1; for (let i = 1; i < b.length; i++) { if (b[i] === b[i - 1]) c++; else { r.push(c); c = 1; } } r.push(c); return r.join(','); };
    console.log(label, '\nmine ', runs(bits), '\nnaive', runs(naive), '\nrow', Array.from(g.subarray(y*640+150, y*640+260)).join(' '));
    const r = createReader('code_128');
    console.log('mine', r.decodePattern(bits.slice())?.code, 'naive', r.decodePattern(naive.slice())?.code);
  }
});
