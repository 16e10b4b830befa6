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
}

/** Decode a QR code from an RGBA frame; null when there is none (or its payload is empty). */
export function decodeQr(rgba: Uint8ClampedArray, width: number, height: number, options: QrOptions = {}): QrRead | null {
  if (width <= 0 || height <= 0 || rgba.length < width * height * 4) return null;
  const view = rgba.length === width * height * 4 ? rgba : rgba.subarray(0, width * height * 4);
  const result = jsQR(view, width, height, { inversionAttempts: options.inversionAttempts ?? 'dontInvert' });
  if (!result || result.data.length === 0) return null;
  return { code: result.data, format: 'qr_code' };
}
