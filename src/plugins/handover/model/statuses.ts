// The spec's handover statuses (§4) and directions, with the message id of each readable label.
import type { JobType, ReleasedTo } from '../api/types';

export const HANDOVER_STATUSES = [
  'pending_driver_pickup', 'pending_customer_collection', 'pending_driver_drop_off', 'staging', 'handover_complete',
  'delivering_to_customer', 'returning_to_seller', 'returned_to_sender',
] as const;

export type HandoverStatus = (typeof HANDOVER_STATUSES)[number];

const isHandoverStatus = (s: string): s is HandoverStatus => (HANDOVER_STATUSES as readonly string[]).includes(s);

/** The label id of a status; an unknown status shows the server's word through `handover.status.other`. */
export function statusLabelId(status: string): string {
  const s = status.trim().toLowerCase();
  return isHandoverStatus(s) ? `handover.status.${s}` : 'handover.status.other';
}

/** The two directions a point hands parcels in with a driver. */
export type Direction = 'toDriver' | 'fromDriver';

export const DIRECTIONS: readonly Direction[] = ['toDriver', 'fromDriver'];

/** The job type of a direction: the driver collects from the point, or drops off at it. */
export const jobTypeOf = (d: Direction): JobType => (d === 'toDriver' ? 'COLLECT' : 'DROP_OFF');

/** To whom the parcels go when the handover completes. */
export const releasedToOf = (d: Direction): ReleasedTo => (d === 'toDriver' ? 'DRIVER' : 'DP');

/** The job's code for this direction (unlockCodeOut when parcels go out to the driver, unlockCodeIn when they come in). */
export const unlockCodeFor = (d: Direction, job: { unlockCodeIn: string; unlockCodeOut: string }) => (d === 'toDriver' ? job.unlockCodeOut : job.unlockCodeIn);
