// A small PNG decoder for the fake-camera clips (Node only, no image library): 8-bit greyscale, greyscale + alpha,
// RGB, RGBA and palette images, non-interlaced, with the five row filters. Enough for what bwip-js writes (RGBA,
// filter 0) and for hand-made test images; anything else throws with the reason.
import { crc32, inflateSync } from 'node:zlib';

/** Decoded image: RGBA, 4 bytes per pixel, row-major. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Bytes per pixel by colour type (bit depth 8). */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

export function decodePng(png: Uint8Array): RgbaImage {
  const buf = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  if (buf.length < 8 || !buf.subarray(0, 8).equals(SIGNATURE)) throw new Error('decodePng: not a PNG (bad signature)');

  let width = 0;
  let height = 0;
  let colorType = -1;
  let palette: Buffer | null = null;
  let transparency: Buffer | null = null;
  const idat: Buffer[] = [];
  let ended = false;

  for (let off = 8; off < buf.length && !ended;) {
    if (off + 12 > buf.length) throw new Error('decodePng: truncated chunk header');
    const length = buf.readUInt32BE(off);
    const type = buf.toString('latin1', off + 4, off + 8);
    const dataStart = off + 8;
    const dataEnd = dataStart + length;
    if (dataEnd + 4 > buf.length) throw new Error(`decodePng: truncated ${type} chunk`);
    const stored = buf.readUInt32BE(dataEnd);
    if (crc32(buf.subarray(off + 4, dataEnd)) !== stored) throw new Error(`decodePng: CRC mismatch in ${type}`);
    const data = buf.subarray(dataStart, dataEnd);
    switch (type) {
      case 'IHDR': {
        width = data.readUInt32BE(0);
        height = data.readUInt32BE(4);
        const depth = data[8];
        colorType = data[9] as number;
        const interlace = data[12];
        if (depth !== 8) throw new Error(`decodePng: bit depth ${depth} not supported (8 only)`);
        if (!(colorType in CHANNELS)) throw new Error(`decodePng: colour type ${colorType} not supported`);
        if (data[10] !== 0 || data[11] !== 0) throw new Error('decodePng: unknown compression or filter method');
        if (interlace !== 0) throw new Error('decodePng: interlaced images are not supported');
        break;
      }
      case 'PLTE':
        palette = Buffer.from(data);
        break;
      case 'tRNS':
        transparency = Buffer.from(data);
        break;
      case 'IDAT':
        idat.push(data);
        break;
      case 'IEND':
        ended = true;
        break;
      default:
        break; // ancillary chunks (tEXt, pHYs, ...) are skipped
    }
    off = dataEnd + 4;
  }
  if (width === 0 || height === 0) throw new Error('decodePng: missing IHDR');
  if (idat.length === 0) throw new Error('decodePng: missing IDAT');
  if (colorType === 3 && !palette) throw new Error('decodePng: palette image without PLTE');

  const bpp = CHANNELS[colorType] as number;
  const stride = width * bpp;
  const raw = inflateSync(Buffer.concat(idat));
  if (raw.length < (stride + 1) * height) throw new Error(`decodePng: image data too short (${raw.length} bytes)`);
  const pixels = unfilter(raw, width, height, bpp);

  const out = new Uint8Array(width * height * 4);
  for (let i = 0, p = 0, o = 0; i < width * height; i += 1, p += bpp, o += 4) {
    switch (colorType) {
      case 0: {
        const g = pixels[p] as number;
        out[o] = g; out[o + 1] = g; out[o + 2] = g; out[o + 3] = 255;
        break;
      }
      case 4: {
        const g = pixels[p] as number;
        out[o] = g; out[o + 1] = g; out[o + 2] = g; out[o + 3] = pixels[p + 1] as number;
        break;
      }
      case 2:
        out[o] = pixels[p] as number; out[o + 1] = pixels[p + 1] as number; out[o + 2] = pixels[p + 2] as number; out[o + 3] = 255;
        break;
      case 6:
        out[o] = pixels[p] as number; out[o + 1] = pixels[p + 1] as number; out[o + 2] = pixels[p + 2] as number; out[o + 3] = pixels[p + 3] as number;
        break;
      case 3: {
        const index = pixels[p] as number;
        const pal = palette as Buffer;
        if (index * 3 + 2 >= pal.length) throw new Error(`decodePng: palette index ${index} out of range`);
        out[o] = pal[index * 3] as number; out[o + 1] = pal[index * 3 + 1] as number; out[o + 2] = pal[index * 3 + 2] as number;
        out[o + 3] = transparency && index < transparency.length ? (transparency[index] as number) : 255;
        break;
      }
    }
  }
  return { width, height, data: out };
}

/** Undo the per-row filters (None, Sub, Up, Average, Paeth); returns the bare pixel bytes. */
export function unfilter(raw: Uint8Array, width: number, height: number, bpp: number): Uint8Array {
  const stride = width * bpp;
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)] as number;
    const src = y * (stride + 1) + 1;
    const row = y * stride;
    const prev = row - stride; // valid only when y > 0
    for (let x = 0; x < stride; x += 1) {
      const value = raw[src + x] as number;
      const a = x >= bpp ? (out[row + x - bpp] as number) : 0;
      const b = y > 0 ? (out[prev + x] as number) : 0;
      const c = x >= bpp && y > 0 ? (out[prev + x - bpp] as number) : 0;
      let predicted: number;
      switch (filter) {
        case 0: predicted = 0; break;
        case 1: predicted = a; break;
        case 2: predicted = b; break;
        case 3: predicted = (a + b) >> 1; break;
        case 4: predicted = paeth(a, b, c); break;
        default: throw new Error(`decodePng: unknown filter type ${filter} on row ${y}`);
      }
      out[row + x] = (value + predicted) & 0xff;
    }
  }
  return out;
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}
