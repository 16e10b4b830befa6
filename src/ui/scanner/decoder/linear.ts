// Linear (1D) decoding on horizontal scan rows across the red line. Pure apart from the reader instances, which are
// created once per format and reused (each decodePattern call is synchronous and self-contained).
import { createReader, type PatternReader } from './quaggaReaders';
import { binariseRow, scanRows, type BinariseOptions, type ScanRowOptions } from './scanlines';
import type { LinearFormat } from './protocol';

/** One scan row that decoded. Several rows of a frame usually read the same code; consistency.ts counts them. */
export interface LinearRead {
  code: string;
  format: LinearFormat;
  /** The row's y position in the frame. */
  row: number;
  /**
   * How far the row is from the red line, in scan rows: 0 for the middle row, 1 for its neighbours, and so on (0.5
   * for the two middle rows of an even count). The filter prefers the code read closest to the line.
   */
  distance: number;
}

export interface LinearOptions extends ScanRowOptions {
  /** Explicit rows to scan instead of `scanRows(height, { band, count })`. */
  rows?: readonly number[];
  binarise?: BinariseOptions;
}

const readers = new Map<LinearFormat, PatternReader>();

function readerFor(format: LinearFormat): PatternReader {
  let reader = readers.get(format);
  if (!reader) {
    reader = createReader(format);
    readers.set(format, reader);
  }
  return reader;
}

/** True when `code` is 13 digits whose last digit is the EAN-13 check digit of the first 12. */
export function ean13CheckDigitValid(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(code[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === Number(code[12]);
}

/**
 * What a reader returned, cleaned up and checked for its format; null when it must not count as a read.
 * EAN-13: 13 digits with a valid check digit (quagga2 checks it too; this does not depend on that).
 * Code 39: the '*' start/stop characters are stripped if present; nothing left is no read.
 * Code 128: the reader has already verified the mandatory mod-103 checksum; an empty payload is no read.
 */
export function normaliseLinear(format: LinearFormat, raw: string): string | null {
  switch (format) {
    case 'ean_13':
      return ean13CheckDigitValid(raw) ? raw : null;
    case 'code_39': {
      const code = raw.replace(/^\*/, '').replace(/\*$/, '');
      return code.length > 0 && !code.includes('*') ? code : null;
    }
    case 'code_128':
      return raw.length > 0 ? raw : null;
  }
}

/**
 * Decode the scan rows of a grey frame (see scanlines.toGray) with the readers of `formats`. Returns one entry per
 * (row, format) that decoded, in row order; an empty array when nothing decoded.
 */
export function decodeLinear(
  gray: Uint8Array,
  width: number,
  height: number,
  formats: readonly LinearFormat[],
  options: LinearOptions = {},
): LinearRead[] {
  const reads: LinearRead[] = [];
  if (formats.length === 0 || width <= 0 || height <= 0) return reads;
  const rows = options.rows ?? scanRows(height, options);
  const middle = (rows.length - 1) / 2;
  for (const [index, y] of rows.entries()) {
    const bits = binariseRow(gray, width, y, 0, width, options.binarise);
    if (!bits.includes(1)) continue;
    for (const format of formats) {
      // decodePattern reverses the array in place when the forward pass fails, so each reader gets its own copy.
      let result: { code: string } | null;
      try {
        result = readerFor(format).decodePattern(bits.slice());
      } catch {
        result = null; // a reader tripping over a noisy row is a row that did not decode, never a failed frame
      }
      if (!result || typeof result.code !== 'string') continue;
      const code = normaliseLinear(format, result.code);
      if (code !== null) reads.push({ code, format, row: y, distance: Math.abs(index - middle) });
    }
  }
  return reads;
}
