import { catchError, EMPTY, switchMap, timer, type Observable, type SchedulerLike, asyncScheduler } from 'rxjs';

/**
 * Asks `fetch` now and then every `everyMs`; a failed answer is skipped (caught inside the inner stream, so one
 * error does not end the polling). Nothing runs until subscribed; unsubscribing stops it and aborts the request.
 */
export function pollEvery<T>(fetch: () => Observable<T>, everyMs: number, scheduler: SchedulerLike = asyncScheduler): Observable<T> {
  return timer(0, everyMs, scheduler).pipe(switchMap(() => fetch().pipe(catchError(() => EMPTY))));
}
