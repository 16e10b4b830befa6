/**
 * Async tasks (GET 1.0/async-requests/{id}), one store for every simulator that answers with one (order creation,
 * receipt generation, shipper sign-up): PENDING on the first poll, PROCESSING on the second, then their final
 * status. A task may act when it reaches its final status (a receipt becomes generated).
 */
import type { CountryCode } from '../kernel/types';
import type { AsyncTask } from '../streams/pollTask';

/** Polls answered before the final status. */
export const TASK_POLLS_BEFORE_DONE = 2;

interface TaskRecord {
  country: CountryCode;
  polls: number;
  final: AsyncTask;
  onDone: (() => void) | null;
}

let tasks = new Map<string, TaskRecord>();
let counter = 1;

/** A new task of the country that ends as `final`; `onDone` runs once it is reported final and succeeded. */
export function createTask(country: CountryCode, final: AsyncTask, onDone: (() => void) | null = null): string {
  const id = `${country}-task-${counter}`;
  counter += 1;
  tasks.set(id, { country, polls: 0, final, onDone });
  return id;
}

/** Counts one poll and answers the task's status then; null for an unknown id or another country's task. */
export function pollTask(country: CountryCode, id: string): AsyncTask | null {
  const task = tasks.get(id);
  if (!task || task.country !== country) return null;
  task.polls += 1;
  if (task.polls <= TASK_POLLS_BEFORE_DONE) {
    return { status: task.polls === 1 ? 'PENDING' : 'PROCESSING', responseMessage: null, requestPayload: task.final.requestPayload, subRequests: [] };
  }
  if (task.onDone && task.final.status === 'SUCCEEDED') {
    task.onDone();
    task.onDone = null;
  }
  return structuredClone(task.final);
}

/** No task (part of the simulator's reset). */
export function resetTasks(): void {
  tasks = new Map();
  counter = 1;
}
