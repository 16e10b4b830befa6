// @vitest-environment node
import './nodeEnv';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeQr, halve } from '../../../src/ui/scanner/decoder/qr';
import { createConsistencyFilter } from '../../../src/ui/scanner/decoder/consistency';
import { blankFrame, blur, centred, light, noiseFrame, renderSymbol, rotate, type Image } from './frames';

const TRACKING = 'NVSGDEMO00012345';
const OTP = '482913';
let tracking: Image;
let otp: Image;

beforeAll(async () => {
  tracking = await renderSymbol('qrcode', TRACKING, { scale: 4 });
  otp = await renderSymbol('qrcode', OTP, { scale: 5 });
});

describe('decodeQr', () => {
  it.each([
    ['tracking id', () => tracking, TRACKING],
    ['6-digit OTP', () => otp, OTP],
  ] as const)('decodes a %s, and the filter accepts it on the first read', (_name, image, text) => {
    const frame = centred(image());
    const read = decodeQr(frame.data, frame.width, frame.height);
    expect(read).toEqual({ code: text, format: 'qr_code' });
    expect(createConsistencyFilter().push(read ? [read] : [])).toEqual({ code: text, format: 'qr_code', rule: 'qr' });
  });

  it('decodes at half resolution too', () => {
    for (const [image, text] of [[tracking, TRACKING], [otp, OTP]] as const) {
      const frame = centred(image);
      expect(decodeQr(frame.data, frame.width, frame.height, { downscale: 2 })?.code).toBe(text);
    }
  });

  it('decodes when rotated, blurred or unevenly lit', async () => {
    for (const image of [await rotate(tracking, 5), await rotate(tracking, -20), await blur(tracking, 1)]) {
      const frame = centred(image);
      expect(decodeQr(frame.data, frame.width, frame.height)?.code).toBe(TRACKING);
    }
    const lit = light(centred(tracking), (x) => 0.35 + (0.65 * x) / 640);
    expect(decodeQr(lit.data, lit.width, lit.height)?.code).toBe(TRACKING);
  });

  it('decodes a small code at full resolution (about 2 px per module)', async () => {
    const small = centred(await renderSymbol('qrcode', TRACKING, { scale: 2 }));
    expect(decodeQr(small.data, small.width, small.height)?.code).toBe(TRACKING);
  });

  it('finds nothing in blank or noise-only frames', () => {
    const blank = blankFrame();
    expect(decodeQr(blank.data, blank.width, blank.height)).toBeNull();
    const noise = noiseFrame(11, 320, 240); // jsQR is slow on pure noise, so a smaller frame
    expect(decodeQr(noise.data, noise.width, noise.height)).toBeNull();
  });

  it('light-on-dark codes need attemptBoth', () => {
    const frame = centred(tracking);
    for (let i = 0; i < frame.data.length; i += 4) {
      for (let c = 0; c < 3; c += 1) frame.data[i + c] = 255 - (frame.data[i + c] as number);
    }
    expect(decodeQr(frame.data, frame.width, frame.height)).toBeNull();
    expect(decodeQr(frame.data, frame.width, frame.height, { inversionAttempts: 'attemptBoth' })?.code).toBe(TRACKING);
  });

  it('rejects buffers that are too small or sizes that are empty', () => {
    expect(decodeQr(new Uint8ClampedArray(10), 640, 480)).toBeNull();
    expect(decodeQr(new Uint8ClampedArray(0), 0, 0)).toBeNull();
  });
});

describe('halve', () => {
  it('averages 2x2 blocks and sets alpha opaque', () => {
    // 2x2 RGBA image -> 1 pixel
    const src = new Uint8ClampedArray([0, 0, 0, 0, 100, 100, 100, 0, 200, 200, 200, 0, 100, 100, 100, 0]);
    expect([...halve(src, 2, 2)]).toEqual([100, 100, 100, 255]);
    expect(halve(new Uint8ClampedArray(3 * 3 * 4), 3, 3)).toHaveLength(4);
  });
});
