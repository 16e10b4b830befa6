// @vitest-environment node
import { it } from 'vitest';
import { renderSymbol, centred, rotate, resize, blur, addNoise, light, type Image } from './frames';
import { decodeLinear } from '../../../src/ui/scanner/decoder/linear';
import { toGray, type BinariseOptions } from '../../../src/ui/scanner/decoder/scanlines';
import type { LinearFormat } from '../../../src/ui/scanner/decoder/protocol';
(globalThis as Record<string, unknown>).localStorage = { clear() {} };
(globalThis as Record<string, unknown>).sessionStorage = { clear() {} };

const ALL: LinearFormat[] = ['code_128', 'code_39', 'ean_13'];
const cases: [string, string][] = [['code128', 'NVSGDEMO00012345'], ['code128', 'SG-123-ABC'], ['code39', 'ABC-1234'], ['ean13', '9556091130061']];
const variants: Record<string, (BinariseOptions | undefined)[]> = {
  default: [undefined],
};

it('explore', async () => {
  const frames: { label: string; text: string; f: Image }[] = [];
  for (const [bcid, text] of cases) {
    const sym = await renderSymbol(bcid, text, { scale: 2 });
    const add = (label: string, img: Image, lit = false) => {
      const f = centred(img);
      if (lit) light(f, (x, y) => 0.3 + 0.7 * (x / f.width) * (0.7 + 0.3 * y / f.height));
      frames.push({ label: `${bcid}/${text.slice(0, 4)}/${label}`, text, f });
    };
    add('plain', sym);
    for (const deg of [2, 4, 6, 8, 10]) add(`rot${deg}`, await rotate(sym, deg));
    for (const deg of [-3, -5]) add(`rot${deg}`, await rotate(sym, deg));
    for (const s of [0.9, 0.8, 0.75, 0.7, 0.6, 0.5]) add(`scale${s}`, await resize(sym, s));
    for (const s of [0.8, 1.2, 1.6]) add(`blur${s}`, await blur(sym, s));
    const big = await renderSymbol(bcid, text, { scale: 3 });
    for (const s of [1.5, 2, 2.5, 3]) add(`blur3x${s}`, await blur(big, s));
    for (const a of [20, 40, 60]) add(`noise${a}`, addNoise(await blur(sym, 0.6), a, 7));
    add('light', sym, true);
    add('lightrot4', await rotate(sym, 4), true);
    { const f = centred(sym); light(f, (x) => (x < 300 ? 0.45 : 1)); frames.push({ label: `${bcid}/${text.slice(0, 4)}/shadow`, text, f }); }
    { const f = centred(sym); light(f, (x) => 0.25 + 0.75 * Math.abs(Math.sin(x / 90))); frames.push({ label: `${bcid}/${text.slice(0, 4)}/wavy`, text, f }); }
    { const f = centred(sym); light(f, (x) => 0.5 + 0.5 * Math.abs(Math.sin(x / 90))); frames.push({ label: `${bcid}/${text.slice(0, 4)}/wavy50`, text, f }); }
    { const f = centred(sym); light(f, (x) => 0.5 + 0.5 / (1 + Math.exp(-(x - 300) / 6))); frames.push({ label: `${bcid}/${text.slice(0, 4)}/softshadow`, text, f }); }
  }
  for (const [name, opts] of Object.entries(variants)) {
    let okFrames = 0; let bad = 0; const fails: string[] = [];
    for (const { label, text, f } of frames) {
      const g = toGray(f.data, f.width, f.height);
      const byRow = new Map<number, ReturnType<typeof decodeLinear>>();
      for (const o of opts) for (const r of decodeLinear(g, f.width, f.height, ALL, o ? { binarise: o } : {})) if (!byRow.has(r.row) || byRow.get(r.row)?.[0]?.code !== r.code) { if (!byRow.has(r.row)) byRow.set(r.row, [r]); }
      const reads = [...byRow.values()].flat();
      const ok = reads.filter((r) => r.code === text).length;
      bad += reads.length - ok;
      if (ok >= 2) okFrames++; else fails.push(`${label}:${ok}`);
    }
    console.log(name, 'frames ok', okFrames, '/', frames.length, 'bad reads', bad, '\n  fails:', fails.join(' '));
  }
}, 300000);
