// Pure helpers that turn a camera frame into binarised scan lines for the linear (1D) readers.
//
// Binarisation is edge based rather than a global or windowed threshold: the row is smoothed a little, its local
// extrema (bar centres = valleys, space centres = peaks) are found with hysteresis, and each edge is placed where the
// signal crosses the midpoint between the valley and the peak on either side of it. That keeps working when
//  - lighting is uneven: each edge only compares two neighbouring extrema, so a slow gradient across the label moves
//    both together and never flips a bar (a windowed min/max midpoint can, next to a large shadow);
//  - the image is blurred: a narrow space between two wide bars may never rise above a fixed midpoint, but it is
//    still a local peak, and the hysteresis only asks it to stand out by a fraction of the local contrast;
//  - the background is flat: swings smaller than `minSwing` grey levels (sensor noise in a white quiet zone) are not
//    extrema, so the quiet zone stays one clean light run, which the readers need to find start and stop patterns.

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

export interface BinariseOptions {
  /** Rows averaged around `y` (odd; 3 halves the noise of a single row and costs nothing on a slight tilt). */
  thickness?: number;
  /** Smallest swing, in grey levels, that counts as a bar/space; below it is noise. */
  minSwing?: number;
  /** A swing must also reach this fraction of the local contrast (max - min around the pixel). */
  relativeSwing?: number;
  /** Half width, in pixels, of the window the local contrast is measured over (default: 1/32 of the row, >= 8). */
  window?: number;
  /** EXPERIMENT */
  smoothing?: boolean;
  mode?: 'extrema' | 'envelope' | 'hybrid';
  margin?: number;
  sharpen?: number;
}

const DEFAULT_THICKNESS = 3;
const DEFAULT_MIN_SWING = 14;
const DEFAULT_RELATIVE_SWING = 0.2;

/**
 * Binarise row `y` of a grey image between x0 (inclusive) and x1 (exclusive): 1 = dark (bar), 0 = light (space).
 * The result has x1 - x0 entries. A row without any swing above the noise floor comes back all light.
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
  if (n < 3 || height === 0) return bits;

  const profile = rowProfile(gray, width, height, Math.round(y), from, n, options.thickness ?? DEFAULT_THICKNESS);
  let s = options.smoothing === false ? profile : smooth(profile);
  if (options.sharpen) s = sharpenProfile(s, options.sharpen);
  const r = options.window ?? Math.max(8, Math.round(n / 32));
  const minSwing = options.minSwing ?? DEFAULT_MIN_SWING;
  if (options.mode === 'envelope') return envelopeBits(s, r, minSwing * 2);
  const contrast = localContrast(s, r);
  const envT = options.mode === 'hybrid' ? envelopeThreshold(s, r, minSwing * 2) : null;
  const margin = options.margin ?? 0.25;
  const relativeSwing = options.relativeSwing ?? DEFAULT_RELATIVE_SWING;

  // Peak/valley detection with hysteresis: an extremum is confirmed once the signal has moved `delta` away from it.
  const pos: number[] = [];
  const val: number[] = [];
  const dark: boolean[] = [];
  let maxV = s[0] as number;
  let maxI = 0;
  let minV = maxV;
  let minI = 0;
  let seeking: 'either' | 'peak' | 'valley' = 'either';
  for (let i = 1; i < n; i += 1) {
    const v = s[i] as number;
    const delta = Math.max(minSwing, relativeSwing * (contrast[i] as number));
    if (v > maxV) { maxV = v; maxI = i; }
    if (v < minV) { minV = v; minI = i; }
    if (seeking !== 'valley' && v < maxV - delta) {
      pos.push(maxI); val.push(maxV); dark.push(false);
      minV = v; minI = i;
      seeking = 'valley';
    } else if (seeking !== 'peak' && v > minV + delta) {
      pos.push(minI); val.push(minV); dark.push(true);
      maxV = v; maxI = i;
      seeking = 'peak';
    }
  }
  // The last extremum is confirmed by the swing that confirmed the one before it, so it is real too.
  if (seeking === 'peak') { pos.push(maxI); val.push(maxV); dark.push(false); }
  else if (seeking === 'valley') { pos.push(minI); val.push(minV); dark.push(true); }
  if (pos.length === 0) return bits;

  // Before the first extremum and after the last, the row takes that extremum's colour.
  const first = dark[0] ? 1 : 0;
  for (let i = 0; i < (pos[0] as number); i += 1) bits[i] = first;
  for (let k = 0; k < pos.length; k += 1) {
    const start = pos[k] as number;
    const here = dark[k] ? 1 : 0;
    if (k === pos.length - 1) {
      for (let i = start; i < n; i += 1) bits[i] = here;
      break;
    }
    const end = pos[k + 1] as number;
    const mid = ((val[k] as number) + (val[k + 1] as number)) / 2;
    const lowV = Math.min(val[k] as number, val[k + 1] as number);
    const highV = Math.max(val[k] as number, val[k + 1] as number);
    const lowT = lowV + margin * (highV - lowV);
    const highT = highV - margin * (highV - lowV);
    // One edge per segment: the first sample past the midpoint.
    let edge = end;
    for (let i = start + 1; i <= end; i += 1) {
      const v = s[i] as number;
      const th = envT ? Math.min(highT, Math.max(lowT, envT[i] as number)) : mid;
      if (here === 1 ? v >= th : v <= th) { edge = i; break; }
    }
    for (let i = start; i < edge; i += 1) bits[i] = here;
    const next = 1 - here;
    for (let i = edge; i < end; i += 1) bits[i] = next;
  }
  return bits;
}

/** Mean of `thickness` rows centred on y (clamped to the image), from column `from`, `n` samples. */
function rowProfile(gray: Uint8Array, width: number, height: number, y: number, from: number, n: number, thickness: number): Float32Array {
  const half = Math.max(0, Math.floor(thickness / 2));
  const top = Math.max(0, Math.min(height - 1, y - half));
  const bottom = Math.max(0, Math.min(height - 1, y + half));
  const rows = bottom - top + 1;
  const out = new Float32Array(n);
  for (let r = top; r <= bottom; r += 1) {
    const base = r * width + from;
    for (let i = 0; i < n; i += 1) out[i] = (out[i] as number) + (gray[base + i] as number);
  }
  for (let i = 0; i < n; i += 1) out[i] = (out[i] as number) / rows;
  return out;
}

/** [1 2 1] / 4 smoothing (edges repeat): removes single-pixel noise without moving edges. */
function smooth(p: Float32Array): Float32Array {
  const n = p.length;
  const out = new Float32Array(n);
  for (let i = 0; i < n; i += 1) {
    const a = p[i > 0 ? i - 1 : 0] as number;
    const b = p[i] as number;
    const c = p[i < n - 1 ? i + 1 : n - 1] as number;
    out[i] = (a + 2 * b + c) / 4;
  }
  return out;
}

/** Running max and min over [i - r, i + r], in O(n) with monotonic deques. */
function slidingMinMax(s: Float32Array, r: number): { max: Float32Array; min: Float32Array } {
  const n = s.length;
  const max = new Float32Array(n);
  const min = new Float32Array(n);
  const maxQ = new Int32Array(n);
  const minQ = new Int32Array(n);
  let maxHead = 0, maxTail = 0, minHead = 0, minTail = 0;
  let next = 0; // next index to enter the window
  for (let i = 0; i < n; i += 1) {
    const hi = Math.min(n - 1, i + r);
    while (next <= hi) {
      const v = s[next] as number;
      while (maxTail > maxHead && (s[maxQ[maxTail - 1] as number] as number) <= v) maxTail -= 1;
      maxQ[maxTail++] = next;
      while (minTail > minHead && (s[minQ[minTail - 1] as number] as number) >= v) minTail -= 1;
      minQ[minTail++] = next;
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

function localContrast(s: Float32Array, r: number): Float32Array {
  const { max, min } = slidingMinMax(s, r);
  for (let i = 0; i < s.length; i += 1) max[i] = (max[i] as number) - (min[i] as number);
  return max;
}

/** Box mean over [i - r, i + r] (clamped), via prefix sums. */
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

function sharpenProfile(p: Float32Array, k: number): Float32Array {
  const b = boxMean(boxMean(p, 1), 1);
  const out = new Float32Array(p.length);
  for (let i = 0; i < p.length; i += 1) out[i] = (p[i] as number) + k * ((p[i] as number) - (b[i] as number));
  return out;
}

export function envelopeBits(s: Float32Array, r: number, floor: number): number[] {
  const t = envelopeThreshold(s, r, floor);
  const bits = new Array<number>(s.length).fill(0);
  if (!t) return bits;
  for (let i = 0; i < s.length; i += 1) bits[i] = (s[i] as number) < (t[i] as number) ? 1 : 0;
  return bits;
}

/** EXPERIMENT: windowed envelope midpoint threshold with low-contrast hold. */
export function envelopeThreshold(s: Float32Array, r: number, floor: number): Float32Array | null {
  const n = s.length;
  const { max, min } = slidingMinMax(s, r);
  const hi = boxMean(max, r);
  const lo = boxMean(min, r);
  const t = new Float32Array(n);
  const valid = new Uint8Array(n);
  let any = false;
  for (let i = 0; i < n; i += 1) {
    if ((max[i] as number) - (min[i] as number) >= floor) { valid[i] = 1; any = true; t[i] = ((hi[i] as number) + (lo[i] as number)) / 2; }
  }
  if (!any) return null;
  // hold the nearest valid threshold across low-contrast stretches
  let last = -1;
  for (let i = 0; i < n; i += 1) {
    if (valid[i]) { if (last < i - 1) { const a = last >= 0 ? t[last] as number : t[i] as number; const b = t[i] as number; for (let j = last + 1; j < i; j += 1) t[j] = last >= 0 ? a + (b - a) * (j - last) / (i - last) : b; } last = i; }
  }
  for (let j = last + 1; j < n; j += 1) t[j] = t[last] as number;
  return t;
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
