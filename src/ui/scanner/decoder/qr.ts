// QR decoding with jsQR (pure). jsQR only returns a result after Reed-Solomon error correction succeeded, so a QR
// read is trustworthy on its own (consistency.ts accepts it on the first read).
import jsQR from 'jsqr';

export interface QrRead {
  code: string;
  format: 'qr_code';
}

export interface QrOptions {
  /**
   * 'dontInvert' (default) looks for dark modules on a light background only, which is what printed labels are and
   * costs one pass; 'attemptBoth' adds a second pass for light-on-dark codes (screens in dark mode) and, when there is
   * no code in view, which is most frames, doubles the time. See the timing test.
   */
  inversionAttempts?: 'dontInvert' | 'attemptBoth' | 'onlyInvert' | 'invertFirst';
  /**
   * 2 decodes a 2x2-averaged copy (a quarter of the pixels, roughly 3x faster); it needs about 3-4 px per module in
   * the full frame. 1 (default) decodes the frame as it is.
   */
  downscale?: 1 | 2;
}

/** Decode a QR code from an RGBA frame; null when there is none (or its payload is empty). */
export function decodeQr(rgba: Uint8ClampedArray, width: number, height: number, options: QrOptions = {}): QrRead | null {
  if (width <= 0 || height <= 0 || rgba.length < width * height * 4) return null;
  let data = rgba.length === width * height * 4 ? rgba : rgba.subarray(0, width * height * 4);
  let w = width;
  let h = height;
  if (options.downscale === 2 && width >= 2 && height >= 2) {
    data = halve(data, width, height);
    w = width >> 1;
    h = height >> 1;
  }
  return readQr(data, w, h, options);
}

/**
 * Decode a QR code from a luma (Y) plane, `width` bytes a row. jsQR reads RGBA, so the plane is spread into grey
 * RGBA first, at half resolution when `downscale` is 2 (2x2 average, as `halve`).
 */
export function decodeQrLuma(luma: Uint8Array, width: number, height: number, options: QrOptions = {}): QrRead | null {
  if (width <= 0 || height <= 0 || luma.length < width * height) return null;
  const half = options.downscale === 2 && width >= 2 && height >= 2;
  const w = half ? width >> 1 : width;
  const h = half ? height >> 1 : height;
  const rgba = new Uint8ClampedArray(w * h * 4);
  for (let y = 0, o = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1, o += 4) {
      let v: number;
      if (half) {
        const a = 2 * y * width + 2 * x;
        v = ((luma[a] as number) + (luma[a + 1] as number) + (luma[a + width] as number) + (luma[a + width + 1] as number) + 2) >> 2;
      } else {
        v = luma[y * width + x] as number;
      }
      rgba[o] = v;
      rgba[o + 1] = v;
      rgba[o + 2] = v;
      rgba[o + 3] = 255;
    }
  }
  return readQr(rgba, w, h, options);
}

function readQr(rgba: Uint8ClampedArray, width: number, height: number, options: QrOptions): QrRead | null {
  const result = jsQR(rgba, width, height, { inversionAttempts: options.inversionAttempts ?? 'dontInvert' });
  if (!result || result.data.length === 0) return null;
  return { code: result.data, format: 'qr_code' };
}

/** 2x2 box average of an RGBA image (odd last row/column dropped). */
export function halve(rgba: Uint8ClampedArray, width: number, height: number): Uint8ClampedArray {
  const w = width >> 1;
  const h = height >> 1;
  const out = new Uint8ClampedArray(w * h * 4);
  const stride = width * 4;
  for (let y = 0; y < h; y += 1) {
    let a = 2 * y * stride;
    let o = y * w * 4;
    for (let x = 0; x < w; x += 1, a += 8, o += 4) {
      const c = a + stride;
      for (let k = 0; k < 3; k += 1) {
        out[o + k] = ((rgba[a + k] as number) + (rgba[a + 4 + k] as number) + (rgba[c + k] as number) + (rgba[c + 4 + k] as number) + 2) >> 2;
      }
      out[o + 3] = 255;
    }
  }
  return out;
}
