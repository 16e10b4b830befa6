/**
 * Async tasks (GET 1.0/async-requests/{id}): PENDING on the first poll, PROCESSING on the second, then their final
 * status. A task may mark a receipt generated when it finishes (the receipt generation of order creation).
 */
import type { CountryCode } from '@kernel';
import type { AsyncTask } from '@streams';
import { next, sim } from './state';

/** Polls answered before the final status. */
export const TASK_POLLS_BEFORE_DONE = 2;

export function createTask(country: CountryCode, final: AsyncTask, generatesReceipt: number | null = null): string {
  const id = `${country}-task-${next('task')}`;
  sim.tasks.set(id, { id, country, polls: 0, final, generatesReceipt });
  return id;
}

/** Counts one poll and answers the task's status then; null for an unknown id or another country's task. */
export function pollTask(country: CountryCode, id: string): AsyncTask | null {
  const task = sim.tasks.get(id);
  if (!task || task.country !== country) return null;
  task.polls += 1;
  if (task.polls <= TASK_POLLS_BEFORE_DONE) {
    return { status: task.polls === 1 ? 'PENDING' : 'PROCESSING', responseMessage: null, requestPayload: task.final.requestPayload, subRequests: [] };
  }
  if (task.generatesReceipt !== null && task.final.status === 'SUCCEEDED') {
    const receipt = sim.receipts.get(task.generatesReceipt);
    if (receipt) receipt.generated = true;
  }
  return structuredClone(task.final);
}
