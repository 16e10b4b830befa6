// One camera frame in (RGBA, or the luma plane a camera's YUV frame starts with), at most one accepted code out:
// linear decoding on the scan rows, QR decoding (on every `qrEvery`-th frame), then the consistency filter. Pure apart from its own state; the worker wraps it (host.ts).
import { createConsistencyFilter, type Accepted, type ConsistencyOptions, type Read, type ScannedKinds } from './consistency';
import { decodeLinear, type LinearOptions } from './linear';
import { decodeQr, decodeQrLuma, type QrOptions } from './qr';
import { scanRows, toGrayRows } from './scanlines';
import { LINEAR_FORMATS, type AcceptedCode, type LinearFormat } from './protocol';

export interface ProcessorSettings {
  formats: LinearFormat[];
  qr: boolean;
  /**
   * Run QR decoding on one frame in `qrEvery` (1 = every frame). jsQR costs several times the linear decoding of a
   * frame (see the timing test), so 2 halves its average cost on a slow phone; a QR code still shows up within a
   * few frames, and the consistency filter knows which frames skipped QR.
   */
  qrEvery: number;
  /**
   * 'alternate' (default): QR attempts alternate between a half-resolution copy (about 3x faster) and the full frame
   * (for codes too small to survive halving). 'half' / 'full': always that. Frames under 360 px on the short side
   * are always decoded at full resolution. In 'alternate', a half-resolution attempt that finds nothing is
   * inconclusive and is not reported to the consistency filter as a QR scan (so it cannot release a held QR code).
   */
  qrResolution: 'alternate' | 'half' | 'full';
  qrOptions: Omit<QrOptions, 'downscale'>;
  linearOptions: LinearOptions;
  consistency: ConsistencyOptions;
}

export const DEFAULT_SETTINGS: ProcessorSettings = {
  formats: [...LINEAR_FORMATS],
  qr: true,
  qrEvery: 2,
  qrResolution: 'alternate',
  qrOptions: { inversionAttempts: 'dontInvert' },
  linearOptions: { band: 0.3, count: 9 },
  consistency: { minAgreeingRows: 2, consecutiveFrames: 2 },
};

export interface FrameOutcome {
  accepted: AcceptedCode | null;
  /** Which rule accepted it (not sent to the page; for tests and logs). */
  rule: Accepted['rule'] | null;
  reads: Read[];
  scanned: ScannedKinds;
  ms: number;
}

export interface ProcessOptions {
  /**
   * Called, before the frame's QR pass, with the code the frame will accept when its linear reads alone already
   * decide it (see ConsistencyFilter.peekRows); `process` still runs the QR pass and returns the same code.
   */
  onEarly?: (accepted: AcceptedCode) => void;
}

export interface FrameProcessor {
  process(rgba: Uint8ClampedArray, width: number, height: number, options?: ProcessOptions): FrameOutcome;
  /** The same for a frame given as its luma (Y) plane, one byte per pixel, `width` bytes a row: what cameras send. */
  processLuma(luma: Uint8Array, width: number, height: number, options?: ProcessOptions): FrameOutcome;
  configure(settings: Partial<ProcessorSettings>): void;
  reset(): void;
  readonly settings: Readonly<ProcessorSettings>;
}

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

export function createFrameProcessor(initial: Partial<ProcessorSettings> = {}): FrameProcessor {
  let settings: ProcessorSettings = { ...DEFAULT_SETTINGS, ...initial };
  let filter = createConsistencyFilter(settings.consistency);
  let frame = 0;
  let qrAttempt = 0;

  return {
    get settings() {
      return settings;
    },
    configure(next) {
      const consistencyChanged = next.consistency !== undefined && next.consistency !== settings.consistency;
      settings = { ...settings, ...next };
      if (consistencyChanged) filter = createConsistencyFilter(settings.consistency);
    },
    reset() {
      filter.reset();
      frame = 0;
      qrAttempt = 0;
    },
    process(rgba, width, height, options = {}) {
      return run({ rgba }, width, height, options);
    },
    processLuma(luma, width, height, options = {}) {
      if (width <= 0 || height <= 0 || luma.length < width * height) throw new RangeError(`processLuma: ${luma.length} bytes is less than ${width}x${height}`);
      return run({ luma }, width, height, options);
    },
  };

  function run(pixels: { rgba: Uint8ClampedArray } | { luma: Uint8Array }, width: number, height: number, options: ProcessOptions): FrameOutcome {
    const started = now();
    const runLinear = settings.formats.length > 0;
    const runQr = settings.qr && frame % Math.max(1, Math.floor(settings.qrEvery)) === 0;
    frame += 1;
    const reads: Read[] = [];
    if (runLinear) {
      const rows = settings.linearOptions.rows ?? scanRows(height, settings.linearOptions);
      // A luma plane already is the grey image the scan rows are read from.
      const gray = 'luma' in pixels ? pixels.luma : toGrayRows(pixels.rgba, width, height, rows);
      reads.push(...decodeLinear(gray, width, height, settings.formats, { ...settings.linearOptions, rows }));
      if (runQr && options.onEarly) {
        const early = filter.peekRows(reads);
        if (early) options.onEarly({ code: early.code, format: early.format });
      }
    }
    let qrConclusive = false;
    if (runQr) {
      const halfOk = Math.min(width, height) >= 360;
      const half = halfOk && (settings.qrResolution === 'half' || (settings.qrResolution === 'alternate' && qrAttempt % 2 === 0));
      qrAttempt += 1;
      const qrOptions = { ...settings.qrOptions, downscale: half ? 2 as const : 1 as const };
      const qr = 'luma' in pixels ? decodeQrLuma(pixels.luma, width, height, qrOptions) : decodeQr(pixels.rgba, width, height, qrOptions);
      if (qr) reads.push(qr);
      // A miss at half resolution is inconclusive only when a full-resolution attempt is coming.
      qrConclusive = qr !== null || !half || settings.qrResolution === 'half';
    }
    const scanned: ScannedKinds = { linear: runLinear, qr: qrConclusive };
    const accepted = filter.push(reads, scanned);
    return {
      accepted: accepted ? { code: accepted.code, format: accepted.format } : null,
      rule: accepted?.rule ?? null,
      reads,
      scanned,
      ms: now() - started,
    };
  }
}
