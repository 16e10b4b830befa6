// When the resend buttons may be used again: the end of the countdown, kept in local storage (spec part 2 §3: the
// time of the last OTP resend is kept there), so a reload does not reset it.
import { defineDraft } from '@kernel';

export const DEFAULT_RESEND_SECONDS = 60;

const RESEND_DRAFT = defineDraft<number>({
  name: 'collect.resendUntil', version: 1, validate: (v) => (typeof v === 'number' && Number.isFinite(v) ? v : null),
});

/** The end of the current countdown (ms since epoch), or 0 when none runs. */
export function resendUntil(): number {
  return RESEND_DRAFT.load() ?? 0;
}

/** Starts the countdown after a resend; returns its end. */
export function startResendCountdown(seconds: number, now = Date.now()): number {
  const until = now + seconds * 1000;
  RESEND_DRAFT.save(until);
  return until;
}
