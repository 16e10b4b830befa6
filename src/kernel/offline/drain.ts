/**
 * Sends a queue's waiting entries, in order, each request once: first each entry is completed on its own (a lookup
 * of a scanned code), then the completed entries go in batches, one request per batch with the batch's idempotency
 * key stored before the first try. Calls that get no answer are tried again with back-off; the server's refusal
 * turns the entry (or the batch) into a refused row with the server's reason.
 */
import { asyncScheduler, concat, defer, EMPTY, from, type Observable, type SchedulerLike } from 'rxjs';
import { catchError, concatMap, map } from 'rxjs/operators';
import { retryBackoff } from '../../streams/retryBackoff';
import { waitingOf, type Outbox, type OutboxEntry } from './outbox';
import { isTransientError } from './transient';

/** What a batch send says about its entries: those the server took and those it refused, with its reasons. */
export interface BatchOutcome<R = unknown> {
  sent: number[];
  refused: { id: number; reason: string }[];
  /** The flow's own result (a lodge-in's successful and failed ids, a receipt). */
  result: R;
}

export interface DrainSteps<T, R> {
  /** True once an entry needs no lookup before it is sent. */
  isReady: (item: T) => boolean;
  /** Completes one entry (a lookup); errors with the server's refusal when it refuses. */
  prepare: (entry: OutboxEntry<T>) => Observable<T>;
  /** Sends one batch, with its key, as one request. */
  send: (entries: OutboxEntry<T>[], key: string) => Observable<BatchOutcome<R>>;
  /** The server's reason for a refusal, in words the operator reads. */
  reasonOf: (error: unknown) => string;
}

export interface DrainOptions {
  initialMs?: number;
  maxMs?: number;
  wake$?: Observable<unknown>;
  scheduler?: SchedulerLike;
}

/** One thing the drain did, for the page to show. */
export type DrainEvent<R> = { kind: 'refused'; ids: number[]; reason: string } | { kind: 'sent'; outcome: BatchOutcome<R> };

export function drainOutbox<T, R>(outbox: Outbox<T>, steps: DrainSteps<T, R>, opts: DrainOptions = {}): Observable<DrainEvent<R>> {
  const { scheduler = asyncScheduler, wake$, initialMs, maxMs } = opts;
  const retried = <V>(attempt: () => Observable<V>) => retryBackoff(attempt, { isTransient: isTransientError, wake$, initialMs, maxMs }, scheduler);
  const refuse = (ids: number[], error: unknown): Observable<DrainEvent<R>> => {
    const reason = steps.reasonOf(error);
    return from(outbox.refuse(ids, reason)).pipe(map(() => ({ kind: 'refused' as const, ids, reason })));
  };

  const prepareOne = (entry: OutboxEntry<T>): Observable<DrainEvent<R>> => retried(() => steps.prepare(entry)).pipe(
    concatMap((item) => from(outbox.update([{ ...entry, item }])).pipe(concatMap(() => EMPTY))),
    catchError((error: unknown) => refuse([entry.id], error)),
  );
  // The queue is read again after each entry: scans added while the first one waited for the network are prepared in
  // this same pass, so they go in the same batch.
  const prepareAll = (): Observable<DrainEvent<R>> => defer(() => from(outbox.entries())).pipe(
    concatMap((all) => {
      const entry = waitingOf(all).find((e) => !steps.isReady(e.item));
      return entry ? concat(prepareOne(entry), prepareAll()) : EMPTY;
    }),
  );

  const sendAll = defer(() => from(outbox.entries())).pipe(
    // Batches fixed earlier (a send cut short by a reload) go first and again with their key; then the new ones.
    concatMap((all) => {
      const ready = waitingOf(all).filter((e) => steps.isReady(e.item));
      return ready.length === 0 ? EMPTY : from(outbox.batch(ready));
    }),
    concatMap((ready) => from(groupByBatch(ready))),
    concatMap(([key, entries]) => retried(() => steps.send(entries, key)).pipe(
      concatMap((outcome) => {
        const settle = async () => {
          if (outcome.sent.length > 0) await outbox.remove(outcome.sent);
          for (const r of outcome.refused) await outbox.refuse([r.id], r.reason);
        };
        return from(settle()).pipe(map(() => ({ kind: 'sent' as const, outcome })));
      }),
      catchError((error: unknown) => refuse(entries.map((e) => e.id), error)),
    )),
  );

  return concat(prepareAll(), sendAll);
}

/** Entries by batch key, batches in the order of their first entry. */
function groupByBatch<T>(entries: readonly OutboxEntry<T>[]): [string, OutboxEntry<T>[]][] {
  const groups = new Map<string, OutboxEntry<T>[]>();
  for (const e of entries) {
    if (e.batch === null) continue;
    const list = groups.get(e.batch) ?? [];
    list.push(e);
    groups.set(e.batch, list);
  }
  return [...groups.entries()];
}
