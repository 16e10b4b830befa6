// Consistency filter: turns the raw reads of successive frames into accepted codes, so that a misread never reaches a
// flow. Pure and clock-free: it only counts frames, so it behaves the same at any frame rate and in tests.
//
// Rules (per frame, in this order):
//
// 1. Release. A code accepted earlier is "held" while it stays in view: it is not accepted again until a frame has
//    passed that looked for it and did not read it, in any format. "Looked for it" means the frame scanned every kind
//    (linear / QR) the code has been read through while held; the worker decodes QR only on some frames, and a frame
//    that skipped QR says nothing about whether a QR code is still in view. Holding a label in front of the camera
//    therefore gives one accept; taking it away (or one frame in which it did not decode) re-arms it.
//
// 2. Linear codes (Code 128, Code 39, EAN-13), where a single scan row can misread (Code 39 has no checksum; a
//    checksum can collide), are accepted by either
//    a. agreement across rows: at least `minAgreeingRows` scan rows of the same frame read the same value. If several
//       values qualify (two barcodes in the band), the one read closest to the red line wins; if two are equally
//       close (the line sits between them), neither is accepted in this frame. A single dissenting row does not block
//       a value confirmed by other rows: on its own it is either a misread or a barcode only grazed by the band, and
//       neither reaches a flow.
//    b. agreement across frames: the same value was read on `consecutiveFrames` consecutive frames (on any number of
//       rows) and, on each of them, was the only value of its format. A frame where rows read different values of the
//       same format and none is confirmed by rule (a) is inconsistent: it breaks the streak of every value of that
//       format, so nothing is accepted until the rows agree.
//
// 3. QR codes are accepted on their first read: jsQR only returns data that passed Reed-Solomon error correction.
//
// At most one code is accepted per frame. Priority: linear by rows (2a), linear by frames (2b), QR. A code that
// qualified but lost to another one is accepted on a later frame if it still qualifies then.
import type { Format, LinearFormat } from './protocol';
import type { LinearRead } from './linear';
import type { QrRead } from './qr';

export type Read = LinearRead | QrRead;

export type AcceptRule = 'rows' | 'frames' | 'qr';

export interface Accepted {
  code: string;
  format: Format;
  /** Which rule accepted it (for logs and tests). */
  rule: AcceptRule;
}

/** Which decoders ran on a frame. A kind that did not run is neither a read nor an absence. */
export interface ScannedKinds {
  linear: boolean;
  qr: boolean;
}

export interface ConsistencyOptions {
  /** Rows of one frame that must read the same linear value (rule 2a). Values below 2 are raised to 2. */
  minAgreeingRows?: number;
  /** Consecutive frames that must read the same linear value (rule 2b). Values below 2 are raised to 2. */
  consecutiveFrames?: number;
}

export interface ConsistencyFilter {
  /** Feed the reads of one frame; returns the code accepted on this frame, if any. */
  push(reads: readonly Read[], scanned?: Partial<ScannedKinds>): Accepted | null;
  /**
   * What `push` will accept by rows (rule 2a) for a frame whose linear reads are `linearReads`, whatever the frame's
   * QR reads turn out to be; null when that is not decided by the linear reads alone. Changes nothing. Rule 2a comes
   * first and only looks at the linear reads and at which codes are held, and a code read on the frame is never
   * released by it, so the QR pass of the frame cannot change this answer: the worker can report the code before
   * running it.
   */
  peekRows(linearReads: readonly Read[]): Accepted | null;
  /** Forget streaks and held codes. */
  reset(): void;
}

type Kind = keyof ScannedKinds;

interface Tally {
  code: string;
  format: LinearFormat;
  rows: Set<number>;
  distance: number;
}

const kindOf = (format: Format): Kind => (format === 'qr_code' ? 'qr' : 'linear');
const keyOf = (format: Format, code: string): string => `${format}\u0000${code}`;

export function createConsistencyFilter({ minAgreeingRows = 2, consecutiveFrames = 2 }: ConsistencyOptions = {}): ConsistencyFilter {
  const needRows = Math.max(2, Math.floor(minAgreeingRows));
  const needFrames = Math.max(2, Math.floor(consecutiveFrames));
  /** Linear value key -> consecutive consistent frames that read it. */
  let streaks = new Map<string, number>();
  /** Accepted code -> kinds it has been read through since it was accepted. */
  const held = new Map<string, Set<Kind>>();

  function push(reads: readonly Read[], scannedIn: Partial<ScannedKinds> = {}): Accepted | null {
    const scanned: ScannedKinds = { linear: scannedIn.linear ?? true, qr: scannedIn.qr ?? true };

    // Tally the frame: linear values with their distinct rows, QR values, and the kinds each code was seen through.
    const linear = new Map<string, Tally>();
    const qr: QrRead[] = [];
    const seen = new Map<string, Set<Kind>>();
    for (const read of reads) {
      const kind = kindOf(read.format);
      if (!scanned[kind]) continue; // a read the caller says was not scanned for is ignored, not trusted
      const kinds = seen.get(read.code) ?? new Set<Kind>();
      kinds.add(kind);
      seen.set(read.code, kinds);
      if (read.format === 'qr_code') {
        if (!qr.some((q) => q.code === read.code)) qr.push(read);
        continue;
      }
      const key = keyOf(read.format, read.code);
      const tally = linear.get(key) ?? { code: read.code, format: read.format, rows: new Set<number>(), distance: Infinity };
      tally.rows.add(read.row);
      tally.distance = Math.min(tally.distance, read.distance);
      linear.set(key, tally);
    }

    // 1. Release held codes this frame looked for and did not see; extend the kinds of those it did see.
    for (const [code, kinds] of held) {
      const seenKinds = seen.get(code);
      if (seenKinds) {
        for (const kind of seenKinds) kinds.add(kind);
      } else if ([...kinds].every((kind) => scanned[kind])) {
        held.delete(code);
      }
    }

    // 2a. Values confirmed by rows, per format.
    const confirmed = [...linear.values()].filter((t) => t.rows.size >= needRows);

    // 2b. Streaks: a frame counts for a value only if that value is the only one of its format in the frame, or the
    // format's disagreement is settled by a row-confirmed value (then only that value counts).
    if (scanned.linear) {
      const next = new Map<string, number>();
      const byFormat = new Map<LinearFormat, Tally[]>();
      for (const t of linear.values()) byFormat.set(t.format, [...(byFormat.get(t.format) ?? []), t]);
      for (const [format, values] of byFormat) {
        let counting: Tally[] = values;
        if (values.length > 1) {
          const settled = confirmed.filter((t) => t.format === format);
          counting = settled.length === 1 ? settled : [];
        }
        for (const t of counting) {
          const key = keyOf(t.format, t.code);
          next.set(key, (streaks.get(key) ?? 0) + 1);
        }
      }
      streaks = next;
    }

    const accept = (code: string, format: Format, rule: AcceptRule): Accepted => {
      held.set(code, new Set(seen.get(code) ?? [kindOf(format)]));
      return { code, format, rule };
    };

    // Pick by rows: closest to the red line; a tie between different values is ambiguous.
    const byRows = pickClosest(confirmed.filter((t) => !held.has(t.code)));
    if (byRows) return accept(byRows.code, byRows.format, 'rows');

    const byFrames = pickClosest(
      [...linear.values()].filter((t) => (streaks.get(keyOf(t.format, t.code)) ?? 0) >= needFrames && !held.has(t.code)),
    );
    if (byFrames) return accept(byFrames.code, byFrames.format, 'frames');

    const q = qr.find((read) => !held.has(read.code));
    if (q) return accept(q.code, q.format, 'qr');
    return null;
  }

  function peekRows(linearReads: readonly Read[]): Accepted | null {
    const linear = new Map<string, Tally>();
    for (const read of linearReads) {
      if (read.format === 'qr_code') continue;
      const key = keyOf(read.format, read.code);
      const tally = linear.get(key) ?? { code: read.code, format: read.format, rows: new Set<number>(), distance: Infinity };
      tally.rows.add(read.row);
      tally.distance = Math.min(tally.distance, read.distance);
      linear.set(key, tally);
    }
    const byRows = pickClosest([...linear.values()].filter((t) => t.rows.size >= needRows && !held.has(t.code)));
    return byRows ? { code: byRows.code, format: byRows.format, rule: 'rows' } : null;
  }

  return {
    push,
    peekRows,
    reset() {
      streaks = new Map();
      held.clear();
    },
  };
}

/** The tally closest to the red line; undefined when there is none or when two different values tie for closest. */
function pickClosest(tallies: readonly Tally[]): Tally | undefined {
  let best: Tally | undefined;
  let tie = false;
  for (const t of tallies) {
    if (!best || t.distance < best.distance) { best = t; tie = false; }
    else if (t.distance === best.distance) tie = true;
  }
  return tie ? undefined : best;
}
