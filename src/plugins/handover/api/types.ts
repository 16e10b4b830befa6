// Wire shapes of the driver-handover calls (spec part 2 §3 and §7). What the spec does not show is ours and listed in
// the README's decisions table. Snake case, as the server writes it.

/** The two kinds of driver job: the driver collects parcels from the point, or drops parcels off at it. */
export type JobType = 'COLLECT' | 'DROP_OFF';

/** GET 1.0/dp-job?type=: one active job of the point. */
export interface DpJobWire {
  id: number;
  dp_id: number;
  date: string;
  driver_flow: string;
  status: string;
  system_id: string;
  type: JobType;
  /** The payload of the job's QR code, shown for the driver's phone to scan. */
  qr_code: string;
  unlock_code_in: string;
  unlock_code_out: string;
  /** How many orders the job lists (the orders themselves come from 1.0/job-orders, page by page). */
  order_count: number;
}

/** GET 1.0/job-orders?job_id=&offset_id=&limit=: one order of a job; pages go by increasing id. */
export interface JobOrderWire {
  id: number;
  barcode: string;
  customer_unlock_code: string | null;
  dp_job_id: number;
  driver_flow: string;
  external_reference_id: string | null;
  is_overstayed: boolean;
  is_swappable: boolean;
  order_id: number;
  status: string;
  system_id: string;
  /** When the parcel was lodged in at the point (ours: for the pickup handover timing); null on drop-off jobs. */
  dropped_off_at: string | null;
}

/** Who a parcel goes to when the handover completes. */
export type ReleasedTo = 'DRIVER' | 'DP';

/** PUT 1.1/orders: each parcel handed over, and to whom. */
export interface CompleteBody {
  orders: { tracking_id: string; released_to: ReleasedTo }[];
}

/** One parcel of the answer of PUT 1.1/orders. */
export interface ReleasedOrderWire {
  barcode: string;
  released_to: ReleasedTo;
  released_at: string;
  status: string;
}

/** Error codes of the handover calls (the simulated server's, mapped to messages by the portal). */
export const HANDOVER_ERROR_CODES = {
  alreadyHandedOver: 'ALREADY_HANDED_OVER',
  notInJob: 'NOT_IN_JOB',
  completionFailed: 'HANDOVER_FAILED',
  resendFailed: 'RESEND_FAILED',
} as const;

/** The resend channels of the driver drop-off notice. */
export type ResendChannel = 'sms' | 'email';
