import { asyncScheduler, catchError, EMPTY, filter, map, merge, switchMap, type Observable, type SchedulerLike } from 'rxjs';
import { pollEvery } from '../../streams/poll';

/**
 * The version the server serves: asked now, every `everyMs`, and at once each time `backOnline` fires (the
 * network is back: a deployment published meanwhile shows without waiting for the next poll). A failed ask is
 * skipped; nothing runs until subscribed.
 */
export function servedVersions(
  fetchVersion: () => Observable<{ version?: unknown }>,
  everyMs: number,
  backOnline: Observable<unknown>,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<string> {
  const onReturn = backOnline.pipe(switchMap(() => fetchVersion().pipe(catchError(() => EMPTY))));
  return merge(pollEvery(fetchVersion, everyMs, scheduler), onReturn).pipe(
    map((v) => v.version),
    filter((v): v is string => typeof v === 'string' && v !== ''),
  );
}
