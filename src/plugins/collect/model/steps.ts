// The customer-collect flow as data and pure functions: the spec's handover steps and what moves between them.
import { codCheck, sumMoney } from './cod';
import { sameCode, type CollectParcel, type Customer } from './parcel';

/** Handover steps as the spec numbers them (part 2 §4). */
export const STEPS = { otp: 0, scanParcel: 1, errorCod: 2, confirmCod: 3, handoverComplete: 4 } as const;
export type StepName = keyof typeof STEPS;
export type Step = (typeof STEPS)[StepName];

export type VerifyMethod = 'otp' | 'qr' | 'trackingId';

/** The parcels handed over, what was taken for them, and when. */
export interface Handover {
  trackingIds: string[];
  releasedTo: string;
  codTotal: number;
  at: string;
}

export interface CollectState {
  step: Step;
  method: VerifyMethod | null;
  customer: Customer | null;
  /** The customer's parcels waiting at this point. */
  parcels: CollectParcel[];
  /** Tracking ids taken from the shelf and scanned, in scan order. */
  scanned: string[];
  /** The operator confirmed the cash for the COD parcels now scanned (undone by any change of the scanned list). */
  cashConfirmed: boolean;
  /** Why the COD step refused: the parcels to set aside. */
  codProblem: { reason: 'notAllowed' | 'unreadable'; trackingIds: string[] } | null;
  /** Parcels the operator set aside at errorCod: they stay at the point by choice, not forgotten on the shelf. */
  setAside: string[];
  released: Handover | null;
}

export const START: CollectState = {
  step: STEPS.otp, method: null, customer: null, parcels: [], scanned: [], cashConfirmed: false, codProblem: null, setAside: [], released: null,
};

export function verified(customer: Customer, parcels: CollectParcel[], method: VerifyMethod): CollectState {
  return { ...START, step: STEPS.scanParcel, method, customer, parcels };
}

export type ScanOutcome = 'accepted' | 'duplicate' | 'incorrect';

/** A parcel read from the shelf: ticked if it is the customer's, refused if not, noted if it is ticked already. */
export function scanParcel(state: CollectState, code: string): { state: CollectState; outcome: ScanOutcome; parcel?: CollectParcel } {
  const id = sameCode(code);
  const parcel = state.parcels.find((p) => p.trackingId === id);
  if (!parcel) return { state, outcome: 'incorrect' };
  if (state.scanned.includes(id)) return { state, outcome: 'duplicate', parcel };
  // Scanned again after it was set aside: it goes with the others (and meets the COD check again).
  const setAside = state.setAside.filter((s) => s !== id);
  return { state: { ...state, step: STEPS.scanParcel, scanned: [...state.scanned, id], cashConfirmed: false, codProblem: null, setAside }, outcome: 'accepted', parcel };
}

export function unscan(state: CollectState, trackingId: string): CollectState {
  return { ...state, step: STEPS.scanParcel, scanned: state.scanned.filter((s) => s !== trackingId), cashConfirmed: false, codProblem: null };
}

export function scannedParcels(state: Pick<CollectState, 'parcels' | 'scanned'>): CollectParcel[] {
  return state.scanned.flatMap((id) => state.parcels.filter((p) => p.trackingId === id));
}

/**
 * The customer's parcels neither scanned nor set aside: a hand-over now leaves them at the point, maybe forgotten on
 * the shelf. Those set aside at errorCod stay by the operator's choice and are not asked about again.
 */
export function leftBehind(state: Pick<CollectState, 'parcels' | 'scanned' | 'setAside'>): CollectParcel[] {
  return state.parcels.filter((p) => !state.scanned.includes(p.trackingId) && !state.setAside.includes(p.trackingId));
}

/**
 * The operator is done scanning. Returns the next state and whether the release may go now: without COD it may;
 * with COD the flow stops at confirmCod (or errorCod when the point may not take it or an amount cannot be read).
 */
export function proceed(state: CollectState, codAllowed: boolean): { state: CollectState; release: boolean } {
  const scanned = scannedParcels(state);
  if (scanned.length === 0) return { state, release: false };
  const check = codCheck(scanned, codAllowed);
  if (check.kind === 'none') return { state, release: true };
  if (check.kind === 'error') {
    return { state: { ...state, step: STEPS.errorCod, codProblem: { reason: check.reason, trackingIds: check.parcels.map((p) => p.trackingId) } }, release: false };
  }
  return { state: { ...state, step: STEPS.confirmCod, codProblem: null }, release: state.cashConfirmed };
}

/** The COD total of the scanned parcels (the amount to take in cash). */
export function codTotal(state: Pick<CollectState, 'parcels' | 'scanned'>): number {
  return sumMoney(scannedParcels(state).flatMap((p) => (p.isCod && p.codAmount !== null ? [p.codAmount] : [])));
}

export function confirmCash(state: CollectState, received: boolean): CollectState {
  return state.step === STEPS.confirmCod ? { ...state, cashConfirmed: received } : state;
}

/** errorCod: the refused parcels go back on the shelf; with parcels left the operator goes on, else scans again. */
export function setAsideCodProblem(state: CollectState): CollectState {
  const aside = new Set(state.codProblem?.trackingIds ?? []);
  const scanned = state.scanned.filter((id) => !aside.has(id));
  const setAside = [...state.setAside.filter((id) => !aside.has(id)), ...aside];
  return { ...state, step: STEPS.scanParcel, scanned, cashConfirmed: false, codProblem: null, setAside };
}

export function backToScanning(state: CollectState): CollectState {
  return { ...state, step: STEPS.scanParcel, cashConfirmed: false, codProblem: null };
}

/** The release went through: the handover is complete and the parcels leave the list. */
export function releasedState(state: CollectState, handover: Handover): CollectState {
  const gone = new Set(handover.trackingIds);
  return { ...state, step: STEPS.handoverComplete, parcels: state.parcels.filter((p) => !gone.has(p.trackingId)), scanned: [], cashConfirmed: false, codProblem: null, released: handover };
}
