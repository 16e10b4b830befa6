// One camera frame in, at most one accepted code out: linear decoding on the scan rows, QR decoding (on every
// `qrEvery`-th frame), then the consistency filter. Pure apart from its own state; the worker wraps it (host.ts).
import { createConsistencyFilter, type Accepted, type ConsistencyOptions, type Read, type ScannedKinds } from './consistency';
import { decodeLinear, type LinearOptions } from './linear';
import { decodeQr, type QrOptions } from './qr';
import { toGray } from './scanlines';
import { LINEAR_FORMATS, type AcceptedCode, type LinearFormat } from './protocol';

export interface ProcessorSettings {
  formats: LinearFormat[];
  qr: boolean;
  /**
   * Run QR decoding on one frame in `qrEvery` (1 = every frame). jsQR costs several times the linear decoding of a
   * frame (see the timing test), so 2 halves the average cost on a slow phone; a QR code still shows up within two
   * frames, and the consistency filter knows which frames skipped QR.
   */
  qrEvery: number;
  qrOptions: QrOptions;
  linearOptions: LinearOptions;
  consistency: ConsistencyOptions;
}

export const DEFAULT_SETTINGS: ProcessorSettings = {
  formats: [...LINEAR_FORMATS],
  qr: true,
  qrEvery: 2,
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

export interface FrameProcessor {
  process(rgba: Uint8ClampedArray, width: number, height: number): FrameOutcome;
  configure(settings: Partial<ProcessorSettings>): void;
  reset(): void;
  readonly settings: Readonly<ProcessorSettings>;
}

const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

export function createFrameProcessor(initial: Partial<ProcessorSettings> = {}): FrameProcessor {
  let settings: ProcessorSettings = { ...DEFAULT_SETTINGS, ...initial };
  let filter = createConsistencyFilter(settings.consistency);
  let frame = 0;

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
    },
    process(rgba, width, height) {
      const started = now();
      const scanned: ScannedKinds = {
        linear: settings.formats.length > 0,
        qr: settings.qr && frame % Math.max(1, Math.floor(settings.qrEvery)) === 0,
      };
      frame += 1;
      const reads: Read[] = [];
      if (scanned.linear) {
        reads.push(...decodeLinear(toGray(rgba, width, height), width, height, settings.formats, settings.linearOptions));
      }
      if (scanned.qr) {
        const qr = decodeQr(rgba, width, height, settings.qrOptions);
        if (qr) reads.push(qr);
      }
      const accepted = filter.push(reads, scanned);
      return {
        accepted: accepted ? { code: accepted.code, format: accepted.format } : null,
        rule: accepted?.rule ?? null,
        reads,
        scanned,
        ms: now() - started,
      };
    },
  };
}
