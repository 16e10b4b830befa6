import { EMPTY, merge, of, Subject } from 'rxjs';
import { catchError, exhaustMap, finalize } from 'rxjs/operators';
import { drainOutbox, type DrainEvent, type DrainSteps } from './drain';
import type { Outbox } from './outbox';
import { onlineAgain$, sendAlone } from './sender';

/**
 * Sends a queue's work for as long as a page holds it open: at once, after each change (new work here or in another
 * tab), and when the network is back; one tab at a time (the queue's lock), each call tried again with back-off until
 * it gets an answer. `onEvent` hears what was sent or refused. Returns the stop.
 */
export function keepSending<T, R>(outbox: Outbox<T>, steps: DrainSteps<T, R>, onEvent: (event: DrainEvent<R>) => void): () => void {
  const kick$ = new Subject<void>();
  let busy = false;
  let missed = false;
  const stopWatching = outbox.watch(() => {
    if (busy) missed = true;
    else kick$.next();
  });
  const sub = merge(of(undefined), kick$).pipe(
    exhaustMap(() => {
      busy = true;
      missed = false;
      return sendAlone(outbox, () => drainOutbox(outbox, steps, { wake$: onlineAgain$() })).pipe(
        // The loop outlives one failed pass: the next change or reconnect tries again.
        catchError(() => EMPTY),
        finalize(() => {
          busy = false;
          // Work that arrived while this pass ran gets its own pass.
          if (missed) queueMicrotask(() => kick$.next());
        }),
      );
    }),
  ).subscribe(onEvent);
  return () => { sub.unsubscribe(); stopWatching(); };
}
