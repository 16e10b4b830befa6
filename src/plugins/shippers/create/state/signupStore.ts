/**
 * The sign-up wizard's state, a valtio store kept as the operator's draft at their point so a reload (or a crash, or
 * a flat battery at the counter) loses nothing: every typed field, the step, the signature, and a creation already
 * under way (its async request id, so polling picks up where it was).
 *
 * The bank proof picture (up to 2 MB, about 2.7 MB as a data URL) is kept under its own key and written only when it
 * changes, so saving a keystroke does not rewrite megabytes.
 */
import { proxy, snapshot } from 'valtio';
import type { Shipper } from '@services';
import { defineDraft, draftStorage, saveOnChange } from '@kernel';
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

/** Where the wizard was kept before drafts were scoped to the operator: removed on first use. */
const LEGACY_KEYS = ['portal.orders.shipperSignup', 'portal.orders.shipperSignup.proof'];
const SAVE_DELAY_MS = 250;

function isSignupShape(v: unknown): v is SignupState {
  if (!v || typeof v !== 'object') return false;
  const d = v as Partial<SignupState>;
  return typeof d.account === 'object' && typeof d.bank === 'object' && typeof d.run === 'object';
}

/** The wizard of this operator at this point, across reloads; gone at log-out. */
export const SIGNUP_DRAFT = defineDraft<SignupState>({ name: 'orders.shipperSignup', version: 2, validate: (v) => (isSignupShape(v) ? v : null) });
// The picture under its own key: a keystroke does not rewrite a megabyte.
const PROOF_DRAFT = defineDraft<string>({ name: 'orders.shipperSignup.proof', version: 1, validate: (v) => (typeof v === 'string' ? v : null) });

let savedProof: string | undefined;
// The operator, point and log-out generation the live wizard belongs to.
let attachedOwner: string | null | undefined;

/** Writes the draft now; the picture only when it changed. */
export function saveSignupDraft(): void {
  if (signup.dpId === null || attachedOwner == null || attachedOwner !== SIGNUP_DRAFT.owner()) return;
  const state = snapshot(signup) as SignupState;
  const { accountProof = '', ...bank } = state.bank;
  SIGNUP_DRAFT.save({ ...state, bank });
  if (accountProof === savedProof) return;
  // A picture too big for this browser's storage is not kept: after a reload it has to be chosen again (the form says so).
  if (accountProof) PROOF_DRAFT.save(accountProof);
  else PROOF_DRAFT.clear();
  savedProof = accountProof;
}

function readDraft(dpId: number): SignupState | null {
  const stored = SIGNUP_DRAFT.load();
  if (!stored || stored.dpId !== dpId) return null;
  const proof = PROOF_DRAFT.load() ?? '';
  savedProof = proof;
  const state = { ...initialSignup(dpId), ...stored };
  return { ...state, bank: proof ? { ...state.bank, accountProof: proof } : state.bank };
}

let watching = false;

/** Makes the wizard this operator's at this point: restores their draft (nobody else's), then saves each change. */
export function attachSignupDraft(dpId: number): void {
  if (signup.dpId !== dpId || attachedOwner !== SIGNUP_DRAFT.owner()) {
    for (const key of LEGACY_KEYS) draftStorage()?.removeItem(key);
    Object.assign(signup, readDraft(dpId) ?? initialSignup(dpId));
    attachedOwner = SIGNUP_DRAFT.owner();
  }
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
