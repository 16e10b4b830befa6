// One handover in progress (one direction at one point), as pure transitions: what the operator scanned, the code
// check, the reason for missing parcels, and the summary once completed. Kept as the operator's draft.
import { sameCode } from './orders';
import type { Direction } from './statuses';

/** What a completed handover was: the summary the point prints or exports. */
export interface HandoverSummary {
  direction: Direction;
  jobId: number;
  /** ISO time the server took the handover. */
  at: string;
  handedOver: string[];
  missing: string[];
  unexpected: string[];
  reason: string | null;
  /** The parcels' statuses after the handover, by barcode. */
  statuses: Record<string, string>;
}

/** How the driver confirmed: the operator typed the driver's code, or the driver read the point's QR or code. */
export type Verification = 'typed' | 'shown';

export interface HandoverState {
  jobId: number | null;
  /** The job's parcels scanned, in scan order. */
  scanned: string[];
  /** Codes scanned that the job does not list (refused; counted in the manifest check). */
  unexpected: string[];
  reason: string;
  verified: Verification | null;
  completed: HandoverSummary | null;
  /**
   * The idempotency key of the completion being sent, with the parcels it carries, stored before the first try: a
   * Complete again after a lost answer (or after a reload) sends the same key, and the server hands over once.
   */
  sending?: { key: string; ids: string };
}

export const EMPTY: HandoverState = { jobId: null, scanned: [], unexpected: [], reason: '', verified: null, completed: null };

export type ScanOutcome = 'accepted' | 'duplicate' | 'wrong';

/** A new job starts a new handover: the scans of another job do not carry over. */
export function chooseJob(state: HandoverState, jobId: number | null): HandoverState {
  if (state.jobId === jobId && state.completed === null) return state;
  return { ...EMPTY, jobId };
}

/** A scanned code against the job's barcodes: the job's parcel is ticked once; anything else is wrong and noted. */
export function scan(state: HandoverState, raw: string, expected: ReadonlySet<string>): { state: HandoverState; outcome: ScanOutcome; code: string } {
  const code = sameCode(raw);
  if (state.scanned.includes(code)) return { state, outcome: 'duplicate', code };
  if (!expected.has(code)) {
    const unexpected = state.unexpected.includes(code) ? state.unexpected : [...state.unexpected, code];
    return { state: unexpected === state.unexpected ? state : { ...state, unexpected }, outcome: 'wrong', code };
  }
  return { state: { ...state, scanned: [...state.scanned, code] }, outcome: 'accepted', code };
}

export function unscan(state: HandoverState, code: string): HandoverState {
  const id = sameCode(code);
  return { ...state, scanned: state.scanned.filter((c) => c !== id) };
}

export const setReason = (state: HandoverState, reason: string): HandoverState => ({ ...state, reason });

export const setVerified = (state: HandoverState, verified: Verification | null): HandoverState => ({ ...state, verified });

export const complete = (state: HandoverState, summary: HandoverSummary): HandoverState => ({ ...state, completed: summary });
