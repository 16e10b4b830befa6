import { catchError, distinctUntilChanged, EMPTY, Observable, switchMap, timer, asyncScheduler, type SchedulerLike } from 'rxjs';
import { subscribe } from 'valtio';
import { networkState } from './state';

/** How often the server is asked again while calls get no answer and the browser believes it is connected. */
export const REACH_PROBE_MS = 15_000;

/**
 * True while the portal waits for the server to answer again with no sign from the browser: an 'online' event
 * never comes when the browser never said offline (a Wi-Fi with no way out), and a page that needs the server asks
 * nothing while offline, so without a probe nothing would ever tell the portal it is back.
 */
export function awaitingServer$(state = networkState): Observable<boolean> {
  return new Observable<boolean>((subscriber) => {
    const emit = () => subscriber.next(state.browserOnline && state.apiUnreachable);
    emit();
    return subscribe(state, emit);
  });
}

/**
 * While `awaiting$` says true, calls `probe` every `everyMs` (first after `everyMs`); its outcome reaches the
 * network state through the API client like any call's. A failed probe is skipped; false stops the probing.
 */
export function reachProbe(awaiting$: Observable<boolean>, probe: () => Observable<unknown>, everyMs = REACH_PROBE_MS, scheduler: SchedulerLike = asyncScheduler): Observable<unknown> {
  return awaiting$.pipe(
    distinctUntilChanged(),
    switchMap((awaiting) => (awaiting ? timer(everyMs, everyMs, scheduler).pipe(switchMap(() => probe().pipe(catchError(() => EMPTY)))) : EMPTY)),
  );
}
