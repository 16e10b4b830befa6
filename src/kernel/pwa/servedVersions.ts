import { asyncScheduler, catchError, concatMap, EMPTY, filter, map, merge, switchMap, take, timer, type Observable, type SchedulerLike } from 'rxjs';
import { pollEvery } from '../../streams/poll';

/** Asks again this often, this many times, after the network came back: the first ask often still finds no route. */
const RETURN_RETRY_MS = 3000;
const RETURN_ATTEMPTS = 3;

/**
 * The version the server serves: asked now, every `everyMs`, and each time `backOnline` fires (the network is
 * back: a deployment published meanwhile shows without waiting for the next poll), then again until one ask is
 * answered (at most RETURN_ATTEMPTS). A failed ask is skipped; nothing runs until subscribed.
 */
export function servedVersions(
  fetchVersion: () => Observable<{ version?: unknown }>,
  everyMs: number,
  backOnline: Observable<unknown>,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<string> {
  const asked = () => fetchVersion().pipe(catchError(() => EMPTY));
  const onReturn = backOnline.pipe(switchMap(() => timer(0, RETURN_RETRY_MS, scheduler).pipe(take(RETURN_ATTEMPTS), concatMap(asked), take(1))));
  return merge(pollEvery(fetchVersion, everyMs, scheduler), onReturn).pipe(
    map((v) => v.version),
    filter((v): v is string => typeof v === 'string' && v !== ''),
  );
}
