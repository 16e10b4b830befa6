import { asyncScheduler, map, merge, startWith, switchMap, take, timer, type Observable, type SchedulerLike } from 'rxjs';

/** Why the camera should turn off. */
export type CameraStopReason = 'inactive' | 'stopped';

export interface CameraInactivityInput {
  /** Any emission counts as activity and restarts the idle timer (a scan, a scan error). */
  activity$: Observable<unknown>;
  /** Any emission turns the camera off at once (a click outside it, focus on the text input). */
  stop$: Observable<unknown>;
  /** Idle time before the camera turns off; the spec's unnamed 60000 ms constant is used as the default. */
  idleMs?: number;
}

/** Default idle time of the camera scanner (ms). */
export const CAMERA_IDLE_MS = 60000;

/**
 * Tells the scanner widget when to shut the camera (spec: 'Camera shut due to inactivity'; the timer resets on each
 * scan or error; clicking outside or focusing the text input also turns it off). Emits one reason, then completes:
 * `'inactive'` once `idleMs` passed without activity since subscription or the last activity, `'stopped'` as soon
 * as `stop$` emits. Unsubscribing (or completing) drops the timer and both sources.
 */
export function cameraInactivity(
  { activity$, stop$, idleMs = CAMERA_IDLE_MS }: CameraInactivityInput,
  scheduler: SchedulerLike = asyncScheduler,
): Observable<CameraStopReason> {
  const idle$ = activity$.pipe(
    startWith(undefined),
    switchMap(() => timer(idleMs, scheduler)),
    map((): CameraStopReason => 'inactive'),
  );
  const stopped$ = stop$.pipe(map((): CameraStopReason => 'stopped'));
  return merge(idle$, stopped$).pipe(take(1));
}
