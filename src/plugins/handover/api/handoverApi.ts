// The driver-handover calls on the point's country client (spec part 2 §7), by the API contract's paths.
import { apiGet, apiSend } from '@kernel';
import type { CompleteBody, DpJobWire, JobOrderWire, JobType, ReleasedOrderWire, ResendChannel } from './types';

/** GET 1.0/dp-job?type=: the point's active jobs of one type. */
export function getJobs(type: JobType, signal?: AbortSignal): Promise<DpJobWire[]> {
  return apiGet('1.0/dp-job', { query: { type }, signal });
}

/** GET 1.0/job-orders: one page of a job's orders, those with an id above `offsetId`. */
export function getJobOrders(jobId: number, offsetId: number, limit: number, signal?: AbortSignal): Promise<JobOrderWire[]> {
  return apiGet('1.0/job-orders', { query: { job_id: jobId, offset_id: offsetId, limit }, signal });
}

/** PUT 1.1/orders: completes a handover, each parcel with `released_to`; the key makes a repeat hand over nothing more. */
export async function completeHandover(body: CompleteBody, idempotencyKey?: string): Promise<ReleasedOrderWire[]> {
  const answer = await apiSend('put', '1.1/orders', { body, idempotencyKey });
  return answer.orders;
}

/** POST 1.0/sms/driver-drop-off/resend or 1.0/email/driver-drop-off/resend for a job. */
export function resendDropOff(channel: ResendChannel, jobId: number): Promise<unknown> {
  const body = { job_id: jobId };
  return channel === 'sms'
    ? apiSend('post', '1.0/sms/driver-drop-off/resend', { body })
    : apiSend('post', '1.0/email/driver-drop-off/resend', { body });
}
