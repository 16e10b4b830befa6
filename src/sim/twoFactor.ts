import type { SimAccount } from './accounts';

/**
 * How often each pending user's two-factor status was asked. The first check answers "not enrolled", later ones
 * "enrolled": it stands for the user finishing enrolment at the identity provider meanwhile. Module memory on
 * purpose: a reload starts the story again.
 */
const checks = new Map<string, number>();

/** Records one status check and answers whether the user is enrolled now. */
export function checkEnrolment(account: SimAccount): boolean {
  if (!account.twoFactorPending) return true;
  const count = (checks.get(account.username) ?? 0) + 1;
  checks.set(account.username, count);
  return count >= 2;
}

/** Without asking: has the user finished enrolment (so the logged-in call lets them in)? */
export function isEnrolled(account: SimAccount): boolean {
  return !account.twoFactorPending || (checks.get(account.username) ?? 0) >= 2;
}

export function resetTwoFactorState(): void {
  checks.clear();
}
