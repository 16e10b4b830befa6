import {
  asyncScheduler, catchError, concat, concatMap, defer, distinctUntilChanged, EMPTY, first, map, of, switchMap, takeWhile,
  timer, type Observable, type SchedulerLike,
} from 'rxjs';
import { pageVisible$ } from './visibility';

/**
 * What a poller emits: each answer, each failed fetch (caught inside, so one failure does not end the polling), and
 * finally `exhausted` when the attempts ran out without a final answer. Tagged, so a `switch (r.kind)` is exhaustive
 * whatever shape the polled answer has. `attempt` counts from 1.
 */
export type PollResult<T> =
  | { readonly kind: 'answer'; readonly value: T; readonly attempt: number }
  | { readonly kind: 'error'; readonly error: unknown; readonly attempt: number }
  | { readonly kind: 'exhausted'; readonly attempts: number };

export interface PausablePollOptions<T> {
  /** True for the answer that ends the polling (it is emitted, then the stream completes). */
  isDone: (value: T) => boolean;
  /** Fetches to make at most, failed ones included. */
  attempts: number;
  /** Wait (ms) after the answer to fetch `n` (1-based) before fetch `n + 1`. */
  delayAfter: (n: number) => number;
  /** Whether polling may run; while false nothing is fetched. Default: the page's visibility. */
  visible$?: Observable<boolean>;
}

interface Step<T> {
  readonly result: PollResult<T>;
  readonly last: boolean;
}

/**
 * The engine behind `pollTask` and `backoffPoll`: fetch, emit, wait `delayAfter(n)` after each answer, fetch again,
 * until a done answer or `attempts` fetches. It pauses while `visible$` is false: a pending wait or a fetch in flight
 * is dropped (unsubscribing the fetch aborts it) and nothing counts as an attempt; when visible again it fetches at
 * the time it was due, or at once if that time has passed. `visible$` is subscribed once per subscriber and must emit
 * its current state first; if it errors, polling goes on as if visible; if it completes while false, the polling
 * completes without a final marker. Nothing runs until subscribed; unsubscribing ends the wait, the fetch and `visible$`.
 */
export function pausablePoll<T>(
  fetch: () => Observable<T>,
  { isDone, attempts, delayAfter, visible$ }: PausablePollOptions<T>,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<PollResult<T>> {
  if (!Number.isInteger(attempts) || attempts < 1) throw new RangeError(`attempts must be a whole number >= 1, got ${attempts}`);
  const visibility$ = visible$ ?? defer(() => pageVisible$());

  return defer(() => {
    let made = 0;
    let dueAt = scheduler.now();

    const fetchOnce = (attempt: number): Observable<PollResult<T>> =>
      defer(fetch).pipe(
        first(),
        map((value): PollResult<T> => ({ kind: 'answer', value, attempt })),
        catchError((error: unknown) => of<PollResult<T>>({ kind: 'error', error, attempt })),
      );

    const run = (): Observable<Step<T>> =>
      defer(() => timer(Math.max(0, dueAt - scheduler.now()), scheduler)).pipe(
        concatMap(() => fetchOnce(made + 1)),
        concatMap((result): Observable<Step<T>> => {
          made += 1;
          if (result.kind === 'answer' && isDone(result.value)) return of({ result, last: true });
          const step: Step<T> = { result, last: false };
          if (made >= attempts) return of(step, { result: { kind: 'exhausted', attempts }, last: true } as const);
          dueAt = scheduler.now() + delayAfter(made);
          return concat(of(step), run());
        }),
      );

    return visibility$.pipe(
      catchError(() => of(true)),
      distinctUntilChanged(),
      switchMap((visible) => (visible ? run() : EMPTY)),
      takeWhile((step) => !step.last, true),
      map((step) => step.result),
    );
  });
}
