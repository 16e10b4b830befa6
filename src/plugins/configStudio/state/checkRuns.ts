import { asyncScheduler, catchError, defer, from, map, merge, of, switchMap, takeWhile, timer, type Observable, type ObservableInput, type SchedulerLike } from 'rxjs';

/** 'edit': the text changed (checked after a pause in typing); 'now': check without waiting (load, discard). */
export type CheckRequest = 'edit' | 'now';

export type CheckEvent<T> =
  | { kind: 'slow' }
  | { kind: 'done'; result: T }
  | { kind: 'failed'; error: unknown };

export interface CheckRunsOptions {
  /** Quiet time after an edit before the check runs. */
  quietMs: number;
  /** A check still running after this long is announced as 'slow' (the page then says it is checking). */
  noticeMs: number;
  scheduler?: SchedulerLike;
}

/**
 * The checks of an edited config set, one per pause in the edits. A newer request drops the check still running for
 * an older one at once, before its own quiet time is over, so a result is never shown for a text older than the
 * editor's (a stale result that arrives after the next keystroke is dropped, as is one that arrives after the newer
 * result). A quick check says nothing until it is done: the page's status is not redrawn (nor announced) twice for
 * every keystroke.
 */
export function checkRuns<T>(requests$: Observable<CheckRequest>, check: () => ObservableInput<T>, options: CheckRunsOptions): Observable<CheckEvent<T>> {
  const { quietMs, noticeMs, scheduler = asyncScheduler } = options;
  return requests$.pipe(
    switchMap((r) => timer(r === 'now' ? 0 : quietMs, scheduler).pipe(switchMap(() => merge(
      timer(noticeMs, scheduler).pipe(map((): CheckEvent<T> => ({ kind: 'slow' }))),
      defer(() => from(check())).pipe(
        map((result): CheckEvent<T> => ({ kind: 'done', result })),
        catchError((error: unknown) => of<CheckEvent<T>>({ kind: 'failed', error })),
      ),
    ).pipe(takeWhile((e) => e.kind === 'slow', true))))),
  );
}
