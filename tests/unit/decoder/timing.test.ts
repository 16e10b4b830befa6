// @vitest-environment node
// Measures only (no time assertions; machines differ): average milliseconds per 640x480 frame in Node for the
// linear path (grey conversion of the scan rows + decoding 9 rows), jsQR at full and half resolution, and the whole
// frame processor with its default settings. Run: npx vitest run tests/unit/decoder/timing.test.ts
import './nodeEnv';
import { expect, it } from 'vitest';
import { decodeLinear } from '../../../src/ui/scanner/decoder/linear';
import { decodeQr, type QrOptions } from '../../../src/ui/scanner/decoder/qr';
import { scanRows, toGray, toGrayRows } from '../../../src/ui/scanner/decoder/scanlines';
import { createFrameProcessor } from '../../../src/ui/scanner/decoder/processor';
import type { LinearFormat } from '../../../src/ui/scanner/decoder/protocol';
import { addNoise, blankFrame, centred, renderSymbol, type Image } from './frames';

const ALL: LinearFormat[] = ['code_128', 'code_39', 'ean_13'];

function average(runs: number, fn: () => unknown): number {
  for (let i = 0; i < 3; i += 1) fn(); // warm-up (JIT)
  const started = performance.now();
  for (let i = 0; i < runs; i += 1) fn();
  return (performance.now() - started) / runs;
}

it('prints ms per 640x480 frame', async () => {
  const frames: Record<string, Image> = {
    'blank (sensor noise)': addNoise(blankFrame(), 4, 1),
    'Code 128': centred(await renderSymbol('code128', 'NVSGDEMO00012345')),
    'EAN-13': centred(await renderSymbol('ean13', '9556091130061')),
    'QR (tracking id)': centred(await renderSymbol('qrcode', 'NVSGDEMO00012345', { scale: 4 })),
  };
  const rows = scanRows(480);
  const lines: string[] = [];
  const fmt = (ms: number) => ms.toFixed(2).padStart(7);

  lines.push('frame                  | full toGray | linear (rows gray + 9 rows) | QR full dontInvert | QR full attemptBoth | QR half dontInvert');
  for (const [name, f] of Object.entries(frames)) {
    const gray = average(20, () => toGray(f.data, f.width, f.height));
    const linear = average(30, () => decodeLinear(toGrayRows(f.data, f.width, f.height, rows), f.width, f.height, ALL, { rows }));
    const qr = (options: QrOptions) => average(6, () => decodeQr(f.data, f.width, f.height, options));
    const qrFull = qr({ inversionAttempts: 'dontInvert' });
    const qrBoth = qr({ inversionAttempts: 'attemptBoth' });
    const qrHalf = qr({ inversionAttempts: 'dontInvert', downscale: 2 });
    lines.push(`${name.padEnd(22)} | ${fmt(gray)}     | ${fmt(linear)}                     | ${fmt(qrFull)}            | ${fmt(qrBoth)}             | ${fmt(qrHalf)}`);
  }

  // The whole processor with its defaults (all linear formats; QR every 2nd frame, alternating half/full resolution).
  const sequence = Object.values(frames);
  for (const [name, f] of [['blank', frames['blank (sensor noise)']], ['Code 128', frames['Code 128']]] as const) {
    const p = createFrameProcessor();
    let total = 0;
    const count = 24;
    for (let i = 0; i < count + 4; i += 1) {
      const outcome = p.process((f as Image).data, 640, 480);
      if (i >= 4) total += outcome.ms;
    }
    lines.push(`processor, defaults, ${name} held in view: ${fmt(total / count)} ms/frame on average`);
  }
  const p = createFrameProcessor();
  let total = 0;
  for (let i = 0; i < 24; i += 1) total += p.process((sequence[i % sequence.length] as Image).data, 640, 480).ms;
  lines.push(`processor, defaults, mixed frames: ${fmt(total / 24)} ms/frame on average`);

  console.log(`\nDecoder timing (Node ${process.version}, ms per 640x480 frame)\n${lines.join('\n')}\n`);
  expect(lines.length).toBeGreaterThan(0);
}, 300_000);
