import { asyncScheduler, defer, NEVER, race, retry, take, throwError, timer, type Observable, type SchedulerLike } from 'rxjs';

export interface RetryBackoffOptions {
  /** True for an error worth trying again (no answer, server down); any other error ends the stream. */
  isTransient: (error: unknown) => boolean;
  /** First wait (ms). */
  initialMs?: number;
  /** Each wait is the previous one times this. */
  factor?: number;
  /** Longest wait (ms): a queue waiting out a long outage still asks this often. */
  maxMs?: number;
  /** Cuts the current wait short (the browser says it is online again). */
  wake$?: Observable<unknown>;
}

/** The wait before retry number `n` (1 for the first retry). */
export function retryWait(n: number, { initialMs = 1000, factor = 2, maxMs = 30_000 }: Omit<RetryBackoffOptions, 'isTransient' | 'wake$'> = {}): number {
  return Math.min(maxMs, initialMs * factor ** Math.max(0, n - 1));
}

/**
 * Runs `attempt` until it succeeds, trying again after a transient error with waits growing from `initialMs` by
 * `factor` up to `maxMs` (1 s, 2 s, 4 s … 30 s by default), a wait cut short when `wake$` emits. A refusal (not
 * transient) is passed on at once. No limit on the tries: queued work waits out the outage; unsubscribe to stop.
 */
export function retryBackoff<T>(
  attempt: () => Observable<T>,
  { isTransient, wake$ = NEVER, ...waits }: RetryBackoffOptions,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<T> {
  return defer(attempt).pipe(
    retry({
      delay: (error: unknown, n: number) =>
        isTransient(error) ? race(timer(retryWait(n, waits), scheduler), wake$.pipe(take(1))) : throwError(() => error),
    }),
  );
}
