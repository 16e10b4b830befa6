// Wire shapes of the driver-handover calls (spec part 2 §3 and §7), as the API contract (api/openapi.yaml) writes them.
// What the spec does not show is ours, marked `x-assumed` there. Snake case, as the server writes it.
import type { ApiAnswer, ApiBody, ApiSchema } from '@kernel';

/** The two kinds of driver job: the driver collects parcels from the point, or drops parcels off at it. */
export type JobType = ApiSchema<'JobType'>;

/** GET 1.0/dp-job?type=: one active job of the point (its orders come from 1.0/job-orders, page by page). */
export type DpJobWire = ApiAnswer<'1.0/dp-job'>[number];

/** GET 1.0/job-orders?job_id=&offset_id=&limit=: one order of a job; pages go by increasing id. */
export type JobOrderWire = ApiAnswer<'1.0/job-orders'>[number];

/** Who a parcel goes to when the handover completes. */
export type ReleasedTo = ApiSchema<'ReleasedTo'>;

/** PUT 1.1/orders: each parcel handed over, and to whom. */
export type CompleteBody = ApiBody<'1.1/orders', 'put'>;

/** One parcel of the answer of PUT 1.1/orders. */
export type ReleasedOrderWire = ApiAnswer<'1.1/orders', 'put'>['orders'][number];

/** Error codes of the handover calls (the simulated server's, mapped to messages by the portal). */
export const HANDOVER_ERROR_CODES = {
  alreadyHandedOver: 'ALREADY_HANDED_OVER',
  notInJob: 'NOT_IN_JOB',
  completionFailed: 'HANDOVER_FAILED',
  resendFailed: 'RESEND_FAILED',
} as const;

/** The resend channels of the driver drop-off notice. */
export type ResendChannel = 'sms' | 'email';
