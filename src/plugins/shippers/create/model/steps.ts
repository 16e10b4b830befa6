/** The wizard's steps (spec part 1 §3, Shipper creation), shown one at a time in this order. */
export const SIGNUP_STEPS = ['ACCOUNT_CREATE', 'COD_SETTING', 'AUTHORISE', 'RESULT'] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];

export type BillingType = 'PREPAID' | 'POSTPAID';
export type Authorisation = 'PRE_AUTHORISED' | 'ONE_TIME';

/** Spec §9: Prepaid is the default billing type. */
export const DEFAULT_BILLING: BillingType = 'PREPAID';

export function stepIndex(step: SignupStep): number {
  return SIGNUP_STEPS.indexOf(step);
}

/** The step before, or null on the first and on the result (nothing to go back to once creation ran). */
export function previousStep(step: SignupStep): SignupStep | null {
  const i = stepIndex(step);
  return i <= 0 || step === 'RESULT' ? null : (SIGNUP_STEPS[i - 1] ?? null);
}

export function nextStep(step: SignupStep): SignupStep | null {
  return SIGNUP_STEPS[stepIndex(step) + 1] ?? null;
}
