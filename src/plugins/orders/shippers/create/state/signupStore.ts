/**
 * The sign-up wizard's state, a valtio store kept as a per-point draft in local storage so a reload (or a crash, or
 * a flat battery at the counter) loses nothing: every typed field, the step, the signature, and a creation already
 * under way (its async request id, so polling picks up where it was).
 *
 * The bank proof picture (up to 2 MB, about 2.7 MB as a data URL) is kept under its own key and written only when it
 * changes, so saving a keystroke does not rewrite megabytes.
 */
import { proxy, snapshot } from 'valtio';
import type { Shipper } from '../../../api/types';
import { draftStorage as storage, saveOnChange } from '../../../state/draftSaving';
import { DEFAULT_BILLING, type Authorisation, type BillingType, type SignupStep } from '../model/steps';

export type RunStage = 'idle' | 'creating' | 'waiting' | 'activating' | 'settingUp' | 'uploadingProof' | 'done';
export type RunResult =
  | 'created' | 'failed' | 'notSupported' | 'stillProcessing' | 'setupFailed' | 'setupCancelled' | 'proofFailed' | 'error';

export interface SignupRun {
  stage: RunStage;
  /** The creation's async request, kept so a reload resumes the polling. */
  createRequestId: string | null;
  activationRequestId: string | null;
  shipper: Shipper | null;
  setupDone: boolean;
  proofDone: boolean;
  result: RunResult | null;
  /** The not-supported reason, or the error text of a failed call. */
  reason: string | null;
}

export interface SignupState {
  dpId: number | null;
  step: SignupStep;
  account: Record<string, string>;
  billingType: BillingType;
  codEnabled: boolean;
  /** Bank fields; `accountProof` is the picture as a data URL, `accountProofName` its file name. */
  bank: Record<string, string>;
  authorisation: Authorisation;
  signature: string | null;
  /** The operator pressed Next on a step with problems: show every error of that step. */
  showAllErrors: boolean;
  run: SignupRun;
}

export function idleRun(): SignupRun {
  return { stage: 'idle', createRequestId: null, activationRequestId: null, shipper: null, setupDone: false, proofDone: false, result: null, reason: null };
}

export function initialSignup(dpId: number | null = null): SignupState {
  return {
    dpId,
    step: 'ACCOUNT_CREATE',
    account: {},
    billingType: DEFAULT_BILLING,
    codEnabled: false,
    bank: {},
    authorisation: 'PRE_AUTHORISED',
    signature: null,
    showAllErrors: false,
    run: idleRun(),
  };
}

export const signup = proxy<SignupState>(initialSignup());

export const SIGNUP_DRAFT_KEY = 'portal.orders.shipperSignup';
const PROOF_KEY = `${SIGNUP_DRAFT_KEY}.proof`;
const SAVE_DELAY_MS = 250;

let savedProof: string | undefined;

/** Writes the draft now; the picture only when it changed. */
export function saveSignupDraft(): void {
  const s = storage();
  if (!s || signup.dpId === null) return;
  const state = snapshot(signup);
  const { accountProof = '', ...bank } = state.bank;
  try {
    s.setItem(SIGNUP_DRAFT_KEY, JSON.stringify({ v: 1, state: { ...state, bank } }));
  } catch {
    // Storage full or blocked: the wizard still works, it just will not survive a reload.
  }
  if (accountProof === savedProof) return;
  try {
    if (accountProof) s.setItem(PROOF_KEY, accountProof);
    else s.removeItem(PROOF_KEY);
    savedProof = accountProof;
  } catch {
    // Too big for this browser's storage: after a reload the picture has to be chosen again (the form says so).
    s.removeItem(PROOF_KEY);
    savedProof = undefined;
  }
}

function isDraft(v: unknown): v is { v: 1; state: SignupState } {
  if (!v || typeof v !== 'object') return false;
  const d = v as { v?: unknown; state?: Partial<SignupState> };
  return d.v === 1 && !!d.state && typeof d.state.account === 'object' && typeof d.state.bank === 'object' && typeof d.state.run === 'object';
}

function readDraft(dpId: number): SignupState | null {
  try {
    const s = storage();
    const parsed: unknown = JSON.parse(s?.getItem(SIGNUP_DRAFT_KEY) ?? 'null');
    if (!isDraft(parsed) || parsed.state.dpId !== dpId) return null;
    const proof = s?.getItem(PROOF_KEY) ?? '';
    savedProof = proof;
    const state = { ...initialSignup(dpId), ...parsed.state };
    return { ...state, bank: proof ? { ...state.bank, accountProof: proof } : state.bank };
  } catch {
    return null;
  }
}

let watching = false;

/** Makes the wizard this point's: restores its draft (another point's is dropped), then saves each change. */
export function attachSignupDraft(dpId: number): void {
  if (signup.dpId !== dpId) Object.assign(signup, readDraft(dpId) ?? initialSignup(dpId));
  if (watching) return;
  watching = true;
  saveOnChange(signup, saveSignupDraft, SAVE_DELAY_MS);
}

/** Starts a new sign-up for the same point. */
export function resetSignup(): void {
  Object.assign(signup, initialSignup(signup.dpId));
  saveSignupDraft();
}

/** True when anything was typed or chosen (a restored draft is worth mentioning). */
export function hasSignupInput(state: Pick<SignupState, 'account' | 'bank' | 'signature'>): boolean {
  return Object.values(state.account).some((v) => v.trim() !== '') || Object.values(state.bank).some((v) => v.trim() !== '') || state.signature !== null;
}
