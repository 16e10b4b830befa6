import { asyncScheduler, concat, defer, map, of, takeWhile, timer, type Observable, type SchedulerLike } from 'rxjs';

/**
 * Whole seconds left until `untilMs` (a time on the scheduler's clock, Date.now() by default): at once, then at each
 * whole second, ending with 0 and completing. A time already past gives 0 at once. The end time is an input, so a
 * countdown kept across a reload (a resend's end time in storage) picks up where it was.
 */
export function countdown(untilMs: number, scheduler: SchedulerLike = asyncScheduler): Observable<number> {
  return defer(() => {
    const left = () => Math.max(0, Math.ceil((untilMs - scheduler.now()) / 1000));
    const remaining = untilMs - scheduler.now();
    if (remaining <= 0) return of(0);
    // The first tick falls where the shown number changes (3.4 s left shows 4, then 3 after 0.4 s).
    const firstTick = remaining % 1000 || 1000;
    return concat(of(left()), timer(firstTick, 1000, scheduler).pipe(map(left), takeWhile((s) => s > 0, true)));
  });
}
