// @vitest-environment node
import { it } from 'vitest';
import { noiseFrame, renderSymbol, centred, blankFrame, addNoise } from './frames';
import { decodeLinear } from '../../../src/ui/scanner/decoder/linear';
import { decodeQr } from '../../../src/ui/scanner/decoder/qr';
import { toGray } from '../../../src/ui/scanner/decoder/scanlines';
(globalThis as Record<string, unknown>).localStorage = { clear() {} };
(globalThis as Record<string, unknown>).sessionStorage = { clear() {} };

it('noise + timing', async () => {
  let reads = 0;
  for (let seed = 1; seed <= 600; seed++) {
    const f = noiseFrame(seed);
    const r = decodeLinear(toGray(f.data, 640, 480), 640, 480, ['code_128', 'code_39', 'ean_13'], { count: 9 });
    reads += r.length; if (r.length) console.log('noise read', seed, r);
  }
  console.log('noise reads', reads);
  const frames = [noiseFrame(3), addNoise(blankFrame(), 6, 1), centred(await renderSymbol('code128', 'NVSGDEMO00012345')), centred(await renderSymbol('qrcode', 'NVSGDEMO00012345', { scale: 4 }))];
  for (const [i, f] of frames.entries()) {
    for (let w = 0; w < 5; w++) decodeLinear(toGray(f.data, 640, 480), 640, 480, ['code_128', 'code_39', 'ean_13']);
    let t0 = performance.now(); const N = 30;
    for (let k = 0; k < N; k++) decodeLinear(toGray(f.data, 640, 480), 640, 480, ['code_128', 'code_39', 'ean_13']);
    const lin = (performance.now() - t0) / N;
    t0 = performance.now();
    for (let k = 0; k < N; k++) toGray(f.data, 640, 480);
    const gray = (performance.now() - t0) / N;
    t0 = performance.now();
    for (let k = 0; k < 10; k++) decodeQr(f.data, 640, 480);
    const qr = (performance.now() - t0) / 10;
    t0 = performance.now();
    for (let k = 0; k < 10; k++) decodeQr(f.data, 640, 480, { inversionAttempts: 'attemptBoth' });
    const qr2 = (performance.now() - t0) / 10;
    console.log(`frame ${i}: linear ${lin.toFixed(2)} (gray ${gray.toFixed(2)}) qr dontInvert ${qr.toFixed(1)} attemptBoth ${qr2.toFixed(1)}`);
  }
}, 300000);
