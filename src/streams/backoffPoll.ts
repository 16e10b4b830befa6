import { asyncScheduler, type Observable, type SchedulerLike } from 'rxjs';
import { pausablePoll, type PollResult } from './pausablePoll';

export interface BackoffOptions {
  /** First wait (s). */
  initialSeconds?: number;
  /** Each wait is the previous one times this. */
  factor?: number;
  /** Longest wait (s). */
  maxSeconds?: number;
  /** Fetches at most, failed ones included. */
  attempts?: number;
}

export interface BackoffPollOptions<T> extends BackoffOptions {
  /** True for the answer that ends the polling (e.g. lodge-in status PROCESSED). */
  isDone: (value: T) => boolean;
  /** Pauses the polling while false; default: page visibility. */
  visible$?: Observable<boolean>;
}

/**
 * The waits, in whole seconds, between the `attempts` fetches of `backoffPoll` (so `attempts - 1` of them): each
 * `factor` times the previous, from `initialSeconds`, capped at `maxSeconds`, rounded up to a whole second.
 * Defaults give 1, 2, 4, 8, 8, 8, 8.
 */
export function backoffDelays({ initialSeconds = 1, factor = 2, maxSeconds = 8, attempts = 8 }: BackoffOptions = {}): number[] {
  if (!Number.isInteger(attempts) || attempts < 1) throw new RangeError(`attempts must be a whole number >= 1, got ${attempts}`);
  if (!(initialSeconds >= 0) || !(maxSeconds >= 0) || !(factor >= 1)) {
    throw new RangeError('initialSeconds and maxSeconds must be >= 0 and factor >= 1');
  }
  return Array.from({ length: attempts - 1 }, (_, i) => Math.ceil(Math.min(maxSeconds, initialSeconds * factor ** i)));
}

/**
 * Follows a bulk lodge-in status (spec: polled with retries and exponential back-off in whole seconds): fetches now,
 * then after each answer waits the next of `backoffDelays` (1 s, 2 s, 4 s, 8 s, 8 s… by default), so a long job does
 * not hammer the server. Emits each answer; completes after a done answer, or after `attempts` fetches with a final
 * `{ kind: 'exhausted' }`. Failed fetches are caught, emitted as `{ kind: 'error' }` and counted. Paused while the page
 * is hidden (see `pausablePoll`).
 */
export function backoffPoll<T>(
  fetch: () => Observable<T>,
  { isDone, visible$, ...backoff }: BackoffPollOptions<T>,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<PollResult<T>> {
  const waits = backoffDelays(backoff);
  const attempts = waits.length + 1;
  return pausablePoll(fetch, { isDone, attempts, delayAfter: (n) => (waits[n - 1] ?? 0) * 1000, visible$ }, scheduler);
}
