// @vitest-environment node
// The fake-camera clip tooling of the e2e scanner specs (tests/e2e/support/camera): the hand-written PNG decoder
// (every colour type and row filter it claims, checked against PNGs encoded here) and the Y4M writer's layout.
import '../unit/decoder/nodeEnv';
import { crc32, deflateSync } from 'node:zlib';
import bwipjs from 'bwip-js/node';
import { describe, expect, it } from 'vitest';
import { decodePng } from '../e2e/support/camera/png';
import { compositeOnWhite, rgbToI420, y4m } from '../e2e/support/camera/y4m';

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** A PNG of `pixels` (bpp bytes per pixel) with row y filtered by filters[y % filters.length]. */
function encodePng(pixels: Uint8Array, width: number, height: number, colorType: number, bpp: number, filters: number[], extra: Buffer[] = []): Buffer {
  const stride = width * bpp;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const f = filters[y % filters.length] as number;
    raw[y * (stride + 1)] = f;
    for (let x = 0; x < stride; x += 1) {
      const v = pixels[y * stride + x] as number;
      const a = x >= bpp ? (pixels[y * stride + x - bpp] as number) : 0;
      const b = y > 0 ? (pixels[(y - 1) * stride + x] as number) : 0;
      const c = x >= bpp && y > 0 ? (pixels[(y - 1) * stride + x - bpp] as number) : 0;
      const pred = [0, a, b, (a + b) >> 1, paeth(a, b, c)][f] as number;
      raw[y * (stride + 1) + 1 + x] = (v - pred) & 0xff;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = colorType;
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const z = deflateSync(raw);
  // IDAT split in two chunks, as encoders may do.
  const half = Math.floor(z.length / 2);
  return Buffer.concat([sig, chunk('IHDR', ihdr), ...extra, chunk('IDAT', z.subarray(0, half)), chunk('IDAT', z.subarray(half)), chunk('IEND', Buffer.alloc(0))]);
}

/** Deterministic pseudo-random bytes (so every filter sees varied neighbours). */
function noise(n: number, seed = 7): Uint8Array {
  const out = new Uint8Array(n);
  let s = seed;
  for (let i = 0; i < n; i += 1) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    out[i] = s >> 16;
  }
  return out;
}

describe('decodePng', () => {
  const W = 9;
  const H = 10;
  const allFilters = [0, 1, 2, 3, 4];

  it('RGBA with all five row filters', () => {
    const px = noise(W * H * 4);
    const img = decodePng(encodePng(px, W, H, 6, 4, allFilters));
    expect([img.width, img.height]).toEqual([W, H]);
    expect(Buffer.from(img.data).equals(Buffer.from(px))).toBe(true);
  });

  it('RGB, greyscale and greyscale+alpha expand to RGBA', () => {
    const rgb = noise(W * H * 3, 3);
    const fromRgb = decodePng(encodePng(rgb, W, H, 2, 3, allFilters));
    for (let i = 0; i < W * H; i += 1) {
      expect([...fromRgb.data.subarray(i * 4, i * 4 + 4)]).toEqual([rgb[i * 3], rgb[i * 3 + 1], rgb[i * 3 + 2], 255]);
    }
    const grey = noise(W * H, 5);
    const fromGrey = decodePng(encodePng(grey, W, H, 0, 1, [4, 3, 2, 1, 0]));
    for (let i = 0; i < W * H; i += 1) expect([...fromGrey.data.subarray(i * 4, i * 4 + 4)]).toEqual([grey[i], grey[i], grey[i], 255]);
    const ga = noise(W * H * 2, 11);
    const fromGa = decodePng(encodePng(ga, W, H, 4, 2, allFilters));
    for (let i = 0; i < W * H; i += 1) expect([...fromGa.data.subarray(i * 4, i * 4 + 4)]).toEqual([ga[i * 2], ga[i * 2], ga[i * 2], ga[i * 2 + 1]]);
  });

  it('palette images use PLTE and tRNS', () => {
    const idx = new Uint8Array(W * H).map((_, i) => i % 3);
    const plte = chunk('PLTE', Buffer.from([0, 0, 0, 255, 255, 255, 200, 10, 20]));
    const trns = chunk('tRNS', Buffer.from([255, 128]));
    const img = decodePng(encodePng(idx, W, H, 3, 1, allFilters, [plte, trns]));
    expect([...img.data.subarray(0, 12)]).toEqual([0, 0, 0, 255, 255, 255, 255, 128, 200, 10, 20, 255]);
  });

  it('refuses what it does not support, and damaged files', () => {
    expect(() => decodePng(Buffer.from('not a png'))).toThrow(/signature/);
    const good = encodePng(noise(W * H * 4), W, H, 6, 4, [0]);
    const badCrc = Buffer.from(good);
    badCrc[30] = (badCrc[30] as number) ^ 0xff; // inside IHDR
    expect(() => decodePng(badCrc)).toThrow(/CRC/);
    const interlaced = Buffer.from(good);
    interlaced[28] = 1; // IHDR interlace byte
    interlaced.writeUInt32BE(crc32(interlaced.subarray(12, 29)), 29);
    expect(() => decodePng(interlaced)).toThrow(/interlaced/);
  });

  it('reads what bwip-js writes', async () => {
    const png = await bwipjs.toBuffer({ bcid: 'code128', text: 'NVSGDEMO00012345', scale: 3, height: 15, backgroundcolor: 'FFFFFF' });
    const img = decodePng(png);
    expect(img.width).toBe(534);
    expect(img.height).toBeGreaterThan(100);
    const row = Math.floor(img.height / 2);
    const lum = (x: number) => img.data[(row * img.width + x) * 4] as number;
    expect(lum(0)).toBe(0); // Code 128 starts with a bar
    expect(new Set(Array.from({ length: img.width }, (_, x) => lum(x)))).toEqual(new Set([0, 255]));
  });
});

describe('Y4M clips', () => {
  it('BT.601 studio range: white is Y 235, black Y 16, grey has neutral chroma', () => {
    const rgb = new Uint8Array(4 * 2 * 3).fill(255);
    rgb.fill(0, 0, 6); // first two pixels black
    const { y, u, v } = rgbToI420(rgb, 4, 2);
    expect([...y]).toEqual([16, 16, 235, 235, 235, 235, 235, 235]);
    expect([...u]).toEqual([128, 128]);
    expect([...v]).toEqual([128, 128]);
  });

  it('header, then FRAME + Y + U + V per frame, with the symbol centred on white', () => {
    const symbol = { width: 2, height: 2, data: new Uint8Array(16) }; // 2x2 black, opaque
    for (let i = 3; i < 16; i += 4) symbol.data[i] = 255;
    const rgb = compositeOnWhite(symbol, 8, 4);
    expect(rgb[(1 * 8 + 3) * 3]).toBe(0);
    expect(rgb[(2 * 8 + 4) * 3]).toBe(0);
    expect(rgb[(0 * 8 + 0) * 3]).toBe(255);
    const file = y4m(rgb, { width: 8, height: 4, frames: 3, fps: 15 });
    const header = 'YUV4MPEG2 W8 H4 F15:1 Ip A1:1 C420jpeg\n';
    expect(file.subarray(0, header.length).toString('latin1')).toBe(header);
    const frameBytes = 6 + 8 * 4 + 2 * (4 * 2);
    expect(file.length).toBe(header.length + 3 * frameBytes);
    for (let f = 0; f < 3; f += 1) expect(file.subarray(header.length + f * frameBytes, header.length + f * frameBytes + 6).toString('latin1')).toBe('FRAME\n');
  });
});
