/**
 * Creating a shipper account as a stream (spec part 1 §4): POST 2.1/shippers, poll its async request until it is
 * final (500 ms, 30 attempts), then on success fetch the shipper (for its global id), find it by its number as the
 * shipper search would and select it, and poll the second (activation) request. Inputs are passed in, so tests
 * drive it with RxJS virtual time; unsubscribing (the page unmounts) stops every call and timer.
 */
import { catchError, concat, defer, last, map, of, switchMap, type Observable, type SchedulerLike } from 'rxjs';
import { pollTask, type AsyncTask, type PollTaskOptions } from '@streams';
import type { Shipper } from '@services';
import { creationOutcome } from '../model/taskOutcome';

export interface CreationDeps {
  create: () => Observable<{ id: string }>;
  getTask: (id: string) => Observable<AsyncTask>;
  getShipper: (id: number) => Observable<Shipper>;
  searchShippers: (contactNo: string) => Observable<Shipper[]>;
}

export interface CreationInput {
  /** The number the shipper signs up with (with prefix): the search that selects the new shipper. */
  mobileNumber: string;
  /** A creation already requested before a reload: poll it instead of creating again. */
  requestId?: string | null;
  poll?: PollTaskOptions;
}

export type CreationEvent =
  | { type: 'requested'; requestId: string }
  | { type: 'created'; shipper: Shipper; activationRequestId: string | null }
  | { type: 'activated' }
  | { type: 'failed' }
  | { type: 'notSupported'; reason: string }
  | { type: 'stillProcessing' }
  | { type: 'error'; error: unknown };

/** The final answer of a task, or null when polling ran out. */
function finalTask(deps: CreationDeps, id: string, input: CreationInput, scheduler?: SchedulerLike): Observable<AsyncTask | null> {
  return pollTask(() => deps.getTask(id), input.poll, scheduler).pipe(
    last(),
    map((r) => (r.kind === 'answer' ? r.value : null)),
  );
}

/** The new shipper as the search lists it (the selection the order pages use), else as fetched by id. */
function selectCreated(deps: CreationDeps, shipperId: number, mobileNumber: string): Observable<Shipper> {
  return deps.getShipper(shipperId).pipe(
    switchMap((fetched) =>
      deps.searchShippers(mobileNumber).pipe(
        map((list) => list.find((s) => s.id === fetched.id) ?? fetched),
        catchError(() => of(fetched)),
      ),
    ),
  );
}

function afterCreated(deps: CreationDeps, task: AsyncTask, input: CreationInput, scheduler?: SchedulerLike): Observable<CreationEvent> {
  const outcome = creationOutcome(task);
  if (outcome.kind === 'failed') return of({ type: 'failed' });
  if (outcome.kind === 'notSupported') return of({ type: 'notSupported', reason: outcome.reason });
  return selectCreated(deps, outcome.shipperId, input.mobileNumber).pipe(
    switchMap((shipper) => {
      const created: CreationEvent = { type: 'created', shipper, activationRequestId: outcome.activationRequestId };
      if (!outcome.activationRequestId) return of(created, { type: 'activated' } as CreationEvent);
      const activation = finalTask(deps, outcome.activationRequestId, input, scheduler).pipe(
        map((t): CreationEvent => (t?.status === 'SUCCEEDED' ? { type: 'activated' } : { type: 'stillProcessing' })),
      );
      return concat(of(created), activation);
    }),
  );
}

export function creationFlow(deps: CreationDeps, input: CreationInput, scheduler?: SchedulerLike): Observable<CreationEvent> {
  const requestId$ = input.requestId ? of({ id: input.requestId }) : defer(deps.create);
  return requestId$.pipe(
    switchMap(({ id }) =>
      concat(
        of<CreationEvent>({ type: 'requested', requestId: id }),
        finalTask(deps, id, input, scheduler).pipe(
          switchMap((task) => (task ? afterCreated(deps, task, input, scheduler) : of<CreationEvent>({ type: 'stillProcessing' }))),
        ),
      ),
    ),
    catchError((error: unknown) => of<CreationEvent>({ type: 'error', error })),
  );
}
