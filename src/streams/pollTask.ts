import { asyncScheduler, type Observable, type SchedulerLike } from 'rxjs';
import { pausablePoll, type PollResult } from './pausablePoll';

/** Statuses of a server-side async request (spec: async task status). */
export type AsyncTaskStatus = 'PENDING' | 'PROCESSING' | 'SUCCEEDED' | 'FAILED' | 'RETRYING' | 'PARTIALLY_SUCCEEDED';

/** One part of a task that has parts (bulk orders): its own outcome. */
export interface AsyncSubRequest {
  status: 'SUCCESS' | 'ERROR';
  message: string | null;
}

/**
 * A server-side async request as `GET 1.0/async-requests/{id}` answers it: the one type for every flow that polls
 * one (shipper sign-up, order creation, bulk, receipts). `P` types the request payload (JSON text on the wire).
 */
export interface AsyncTask<P = string | null> {
  status: AsyncTaskStatus;
  /** JSON text. */
  responseMessage?: string | null;
  requestPayload?: P;
  /** With PARTIALLY_SUCCEEDED: one entry per sub-request, each a success or an error. */
  subRequests?: AsyncSubRequest[];
}

/** Statuses that end the polling. */
export const FINAL_TASK_STATUSES: ReadonlySet<AsyncTaskStatus> = new Set<AsyncTaskStatus>(['SUCCEEDED', 'FAILED', 'PARTIALLY_SUCCEEDED']);

/** True when the task will not change any more. */
export function isFinalTask(task: Pick<AsyncTask, 'status'>): boolean {
  return FINAL_TASK_STATUSES.has(task.status);
}

/** Spec: polling delay 500 ms, at most 30 attempts. */
export const TASK_POLL_DELAY_MS = 500;
export const TASK_POLL_ATTEMPTS = 30;

export interface PollTaskOptions {
  /** Wait after an answer before asking again (ms). */
  everyMs?: number;
  /** Fetches at most, failed ones included. */
  attempts?: number;
  /** Pauses the polling while false; default: page visibility. */
  visible$?: Observable<boolean>;
}

/**
 * Follows an async task (shipper creation, order creation, receipt generation) until it is final: asks now, then
 * `everyMs` after each answer, emitting each answer as `{ kind: 'answer', value }`. SUCCEEDED, FAILED and
 * PARTIALLY_SUCCEEDED are emitted and complete the stream. A failed fetch is caught inside, emitted as
 * `{ kind: 'error', error }` and counted as an attempt, and polling goes on: one network hiccup should not lose a task
 * that is still running on the server. After `attempts` fetches without a final status it emits
 * `{ kind: 'exhausted', attempts }` and completes. Paused while the page is hidden (see `pausablePoll`).
 */
export function pollTask<P = unknown>(
  fetch: () => Observable<AsyncTask<P>>,
  { everyMs = TASK_POLL_DELAY_MS, attempts = TASK_POLL_ATTEMPTS, visible$ }: PollTaskOptions = {},
  scheduler: SchedulerLike = asyncScheduler,
): Observable<PollResult<AsyncTask<P>>> {
  return pausablePoll(fetch, { isDone: isFinalTask, attempts, delayAfter: () => everyMs, visible$ }, scheduler);
}
