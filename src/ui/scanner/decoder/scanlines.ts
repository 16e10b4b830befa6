// Pure helpers that turn a camera frame into binarised scan lines for the linear (1D) readers.
//
// Binarisation uses a local threshold: the midpoint between the row's local maximum (paper) and local minimum (ink),
// each taken over a sliding window and then averaged over the same window so the threshold moves smoothly.
//  - Uneven lighting: the threshold follows the paper/ink levels along the row instead of using one value per row.
//  - Blur: a narrow element that is blurred still dips below (or rises above) the midpoint of the full ink/paper
//    levels as long as it keeps about half its contrast, and its width is measured against those full levels (a
//    midpoint between its own attenuated extremes would make it too wide).
//  - Flat background: where the window holds less than `minContrast` grey levels of contrast, or less than
//    `relativeContrast` of the strongest contrast on the row (a white quiet zone, a blank frame, heavy sensor noise on
//    paper), the threshold is carried over from the nearest stretch that has contrast, so the background stays light
//    and the quiet zone stays one clean run, which the readers need to find start and stop patterns.
// The window size is a trade-off (wide: steadier under blur; narrow: follows a hard shadow edge or strong vignetting),
// so linear.ts tries `binariseWindows(width)` in turn on a row until one decodes.

const DEFAULT_THICKNESS = 3;
const DEFAULT_MIN_CONTRAST = 24;
const DEFAULT_RELATIVE_CONTRAST = 0.25;

/** Luma (BT.601 weights, integer maths) of an RGBA frame, one byte per pixel. Alpha is ignored. */
export function toGray(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): Uint8Array {
  const n = width * height;
  if (rgba.length < n * 4) throw new RangeError(`toGray: ${rgba.length} bytes is less than ${width}x${height}x4`);
  const gray = new Uint8Array(n);
  for (let i = 0, j = 0; i < n; i += 1, j += 4) {
    gray[i] = ((rgba[j] as number) * 77 + (rgba[j + 1] as number) * 150 + (rgba[j + 2] as number) * 29) >> 8;
  }
  return gray;
}

/**
 * Like toGray, but only the rows `rows` (and `halo` rows either side, for the row averaging in binariseRow) are
 * converted; the others stay 0. The linear decoder reads nothing else, so this skips ~95% of the work per frame.
 */
export function toGrayRows(
  rgba: Uint8ClampedArray | Uint8Array,
  width: number,
  height: number,
  rows: readonly number[],
  halo = Math.floor(DEFAULT_THICKNESS / 2),
): Uint8Array {
  if (rgba.length < width * height * 4) throw new RangeError(`toGrayRows: ${rgba.length} bytes is less than ${width}x${height}x4`);
  const gray = new Uint8Array(width * height);
  const done = new Uint8Array(height);
  for (const row of rows) {
    const top = Math.max(0, Math.round(row) - halo);
    const bottom = Math.min(height - 1, Math.round(row) + halo);
    for (let y = top; y <= bottom; y += 1) {
      if (done[y]) continue;
      done[y] = 1;
      for (let i = y * width, j = i * 4, end = i + width; i < end; i += 1, j += 4) {
        gray[i] = ((rgba[j] as number) * 77 + (rgba[j + 1] as number) * 150 + (rgba[j + 2] as number) * 29) >> 8;
      }
    }
  }
  return gray;
}

export interface BinariseOptions {
  /** Rows averaged around `y` (3 cuts sensor noise and is harmless on a slight tilt). */
  thickness?: number;
  /** Half width in pixels of the window the ink/paper levels are taken over (default: the first of binariseWindows). */
  window?: number;
  /** Below this local contrast (grey levels) a stretch is treated as background and takes a neighbouring threshold. */
  minContrast?: number;
  /** ...and below this fraction of the row's strongest local contrast (so heavy noise on paper stays background). */
  relativeContrast?: number;
}

/**
 * Window half widths for a row of `n` pixels, in the order to try them: a wide one (about 1/14 of the row, 45 px at
 * 640), then a narrow one (1/64, 10 px at 640) for rows the wide one cannot binarise (a hard shadow across the code).
 */
export function binariseWindows(n: number): number[] {
  return [Math.max(8, Math.round(n / 14)), Math.max(5, Math.round(n / 64))];
}

/**
 * Binarise row `y` of a grey image between x0 (inclusive) and x1 (exclusive): 1 = dark (bar), 0 = light (space).
 * The result has x1 - x0 entries. A row with no contrast anywhere comes back all light.
 */
export function binariseRow(
  gray: Uint8Array,
  width: number,
  y: number,
  x0 = 0,
  x1 = width,
  options: BinariseOptions = {},
): number[] {
  const height = Math.floor(gray.length / width);
  const from = Math.max(0, Math.min(width, Math.floor(x0)));
  const to = Math.max(from, Math.min(width, Math.floor(x1)));
  const n = to - from;
  const bits: number[] = new Array<number>(n).fill(0);
  if (n === 0 || height === 0) return bits;

  const profile = rowProfile(gray, width, height, Math.round(y), from, n, options.thickness ?? DEFAULT_THICKNESS);
  const threshold = localThreshold(
    profile,
    options.window ?? (binariseWindows(n)[0] as number),
    options.minContrast ?? DEFAULT_MIN_CONTRAST,
    options.relativeContrast ?? DEFAULT_RELATIVE_CONTRAST,
  );
  if (!threshold) return bits;
  for (let i = 0; i < n; i += 1) bits[i] = (profile[i] as number) < (threshold[i] as number) ? 1 : 0;
  return bits;
}

/** Mean of `thickness` rows centred on y (clamped to the image), from column `from`, `n` samples. */
function rowProfile(gray: Uint8Array, width: number, height: number, y: number, from: number, n: number, thickness: number): Float32Array {
  const half = Math.max(0, Math.floor(thickness / 2));
  const top = Math.max(0, Math.min(height - 1, y - half));
  const bottom = Math.max(0, Math.min(height - 1, y + half));
  const out = new Float32Array(n);
  for (let r = top; r <= bottom; r += 1) {
    const base = r * width + from;
    for (let i = 0; i < n; i += 1) out[i] = (out[i] as number) + (gray[base + i] as number);
  }
  const rows = bottom - top + 1;
  for (let i = 0; i < n; i += 1) out[i] = (out[i] as number) / rows;
  return out;
}

/**
 * Per-pixel threshold: midpoint of the smoothed local max and min. Where the local contrast is below `minContrast`
 * or `relativeContrast` x the row's strongest local contrast, the threshold is interpolated between (or carried from) the nearest pixels that have contrast. Null when no pixel
 * has contrast.
 */
function localThreshold(s: Float32Array, r: number, minContrast: number, relativeContrast: number): Float32Array | null {
  const n = s.length;
  const { max, min } = slidingMaxMin(s, r);
  const upper = boxMean(max, r);
  const lower = boxMean(min, r);
  let strongest = 0;
  for (let i = 0; i < n; i += 1) strongest = Math.max(strongest, (max[i] as number) - (min[i] as number));
  const floor = Math.max(minContrast, relativeContrast * strongest);
  const t = new Float32Array(n);
  let last = -1; // last pixel with contrast
  for (let i = 0; i < n; i += 1) {
    if ((max[i] as number) - (min[i] as number) < floor) continue;
    t[i] = ((upper[i] as number) + (lower[i] as number)) / 2;
    if (i - last > 1) {
      // fill the gap (last, i): interpolate between two thresholds, or carry this one back to the row start
      const a = last >= 0 ? (t[last] as number) : (t[i] as number);
      const b = t[i] as number;
      for (let j = last + 1; j < i; j += 1) t[j] = a + ((b - a) * (j - last)) / (i - last);
    }
    last = i;
  }
  if (last < 0) return null;
  for (let j = last + 1; j < n; j += 1) t[j] = t[last] as number;
  return t;
}

/** Running max and min over [i - r, i + r] (clamped), in O(n) with monotonic deques. */
function slidingMaxMin(s: Float32Array, r: number): { max: Float32Array; min: Float32Array } {
  const n = s.length;
  const max = new Float32Array(n);
  const min = new Float32Array(n);
  const maxQ = new Int32Array(n);
  const minQ = new Int32Array(n);
  let maxHead = 0;
  let maxTail = 0;
  let minHead = 0;
  let minTail = 0;
  let next = 0; // next index to enter the window
  for (let i = 0; i < n; i += 1) {
    const hi = Math.min(n - 1, i + r);
    while (next <= hi) {
      const v = s[next] as number;
      while (maxTail > maxHead && (s[maxQ[maxTail - 1] as number] as number) <= v) maxTail -= 1;
      maxQ[maxTail] = next;
      maxTail += 1;
      while (minTail > minHead && (s[minQ[minTail - 1] as number] as number) >= v) minTail -= 1;
      minQ[minTail] = next;
      minTail += 1;
      next += 1;
    }
    const lo = i - r;
    while ((maxQ[maxHead] as number) < lo) maxHead += 1;
    while ((minQ[minHead] as number) < lo) minHead += 1;
    max[i] = s[maxQ[maxHead] as number] as number;
    min[i] = s[minQ[minHead] as number] as number;
  }
  return { max, min };
}

/** Mean over [i - r, i + r] (clamped), via prefix sums. */
function boxMean(p: Float32Array, r: number): Float32Array {
  const n = p.length;
  const prefix = new Float64Array(n + 1);
  for (let i = 0; i < n; i += 1) prefix[i + 1] = (prefix[i] as number) + (p[i] as number);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i += 1) {
    const lo = Math.max(0, i - r);
    const hi = Math.min(n - 1, i + r);
    out[i] = ((prefix[hi + 1] as number) - (prefix[lo] as number)) / (hi - lo + 1);
  }
  return out;
}

export interface ScanRowOptions {
  /** Height of the band, as a fraction of the frame height, centred on the red line (the middle row). */
  band?: number;
  /** Number of rows across the band (1 = only the red line). */
  count?: number;
}

/**
 * The y positions of `count` rows spread evenly over a band of `band * height` centred on the middle of the frame
 * (where the camera UI draws the red line), top to bottom, without duplicates.
 */
export function scanRows(height: number, { band = 0.3, count = 9 }: ScanRowOptions = {}): number[] {
  if (height <= 0 || count <= 0) return [];
  const centre = (height - 1) / 2;
  if (count === 1) return [Math.round(centre)];
  const span = Math.max(0, Math.min(1, band)) * height;
  const step = span / (count - 1);
  const rows: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const y = Math.max(0, Math.min(height - 1, Math.round(centre + (i - (count - 1) / 2) * step)));
    if (rows[rows.length - 1] !== y) rows.push(y);
  }
  return rows;
}
