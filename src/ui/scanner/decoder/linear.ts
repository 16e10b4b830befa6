// Linear (1D) decoding on horizontal scan rows across the red line. Pure apart from the reader instances, which are
// created once per format and reused (each decodePattern call is synchronous and self-contained).
import { createReader, type PatternReader } from './quaggaReaders';
import { binariseRow, binariseWindows, scanRows, type BinariseOptions, type ScanRowOptions } from './scanlines';
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
  /** Binarisation options; a `window` here replaces the default wide-then-narrow passes with that one window. */
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
 * Decode the scan rows of a grey frame (see scanlines.toGray) with the readers of `formats`. Each row is binarised
 * with the windows of `binariseWindows(width)` in turn until one pass decodes something. Returns one entry per
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
  const windows = options.binarise?.window !== undefined ? [options.binarise.window] : binariseWindows(width);
  const middle = (rows.length - 1) / 2;
  for (const [index, y] of rows.entries()) {
    const distance = Math.abs(index - middle);
    for (const halfWidth of windows) {
      const bits = binariseRow(gray, width, y, 0, width, { ...options.binarise, window: halfWidth });
      const found = decodeRow(bits, formats);
      for (const { code, format } of found) reads.push({ code, format, row: y, distance });
      if (found.length > 0) break;
    }
  }
  return reads;
}

/** Run each format's reader on one binarised row; at most one read per format. */
function decodeRow(bits: readonly number[], formats: readonly LinearFormat[]): { code: string; format: LinearFormat }[] {
  const found: { code: string; format: LinearFormat }[] = [];
  if (!bits.includes(1)) return found;
  for (const format of formats) {
    // decodePattern reverses the array in place when the forward pass fails, so each reader gets its own copy (and
    // afterwards `row` is in the orientation the code was decoded in).
    const row = bits.slice();
    let result: PatternResult | null;
    try {
      result = readerFor(format).decodePattern(row);
    } catch {
      result = null; // a reader tripping over a noisy row is a row that did not decode, never a failed frame
    }
    if (!result || typeof result.code !== 'string' || !hasQuietZones(row, result)) continue;
    const code = normaliseLinear(format, result.code);
    if (code !== null) found.push({ code, format });
  }
  return found;
}

type PatternResult = NonNullable<ReturnType<PatternReader['decodePattern']>>;

/** Quiet zone required either side of a code, in mean bar/space widths of the code (about 5 to 7.5 modules). */
const QUIET_ZONE_RUNS = 4;

/**
 * Extra guard against reads out of texture or noise: the code must have a light quiet zone of QUIET_ZONE_RUNS mean
 * element widths on both sides (the symbologies ask for 7 to 11 modules; quagga2 only checks about 3). `row` is in
 * the orientation the reader decoded it in; quagga2 reports start/end mapped back to the original orientation.
 */
export function hasQuietZones(row: readonly number[], result: { start: number; end: number; direction?: number }): boolean {
  const n = row.length;
  const reversed = result.direction === -1 || result.start > result.end;
  const start = reversed ? n - result.start : result.start;
  let end = reversed ? n - result.end : result.end;
  // Some readers (Code 39) report the end after the trailing whitespace: pull it back to just after the last bar.
  end = Math.min(end, n);
  while (end > start && row[end - 1] !== 1) end -= 1;
  if (!(start >= 0 && end > start)) return false;
  let runs = 1;
  for (let i = start + 1; i < end; i += 1) if (row[i] !== row[i - 1]) runs += 1;
  const quiet = Math.max(2, Math.ceil((QUIET_ZONE_RUNS * (end - start)) / runs));
  if (start - quiet < 0 || end + quiet > n) return false;
  for (let i = start - quiet; i < start; i += 1) if (row[i] !== 0) return false;
  for (let i = end; i < end + quiet; i += 1) if (row[i] !== 0) return false;
  return true;
}
