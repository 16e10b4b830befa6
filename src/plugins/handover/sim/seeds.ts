/**
 * The demo driver jobs of every country: both types, 3 to 120 orders, an overstayed parcel, a parcel missing from
 * the shelf, a completion that fails once, a resend that fails, and the unlock codes. Listed in SEEDS.md and the
 * README. `CC` below is the upper-case country code.
 */
import { countryIndex, type CountryCode } from '@sim/kit';
import type { JobType } from '../api/types';

export interface SeedJob {
  /** 1 to 6 within the country. */
  no: number;
  type: JobType;
  orders: number;
  driverFlow: 'CONFIRMATION_CODE' | 'QR_CODE';
  /** Order numbers (1-based) flagged overstayed by the server. */
  overstayed: number[];
  /** Order numbers the demo point cannot find on its shelf (for the missing-parcel demo). */
  notOnShelf: number[];
  /** The first completion of this job fails with a server error; the retry works. */
  completionFailsOnce?: boolean;
  /** The SMS resend of this job's drop-off notice fails. */
  smsResendFails?: boolean;
}

export const SEED_JOBS: readonly SeedJob[] = [
  { no: 1, type: 'COLLECT', orders: 3, driverFlow: 'CONFIRMATION_CODE', overstayed: [], notOnShelf: [] },
  { no: 2, type: 'COLLECT', orders: 120, driverFlow: 'QR_CODE', overstayed: [7], notOnShelf: [] },
  { no: 3, type: 'COLLECT', orders: 5, driverFlow: 'CONFIRMATION_CODE', overstayed: [2], notOnShelf: [5] },
  { no: 4, type: 'COLLECT', orders: 2, driverFlow: 'CONFIRMATION_CODE', overstayed: [], notOnShelf: [], completionFailsOnce: true },
  { no: 5, type: 'DROP_OFF', orders: 4, driverFlow: 'CONFIRMATION_CODE', overstayed: [], notOnShelf: [] },
  { no: 6, type: 'DROP_OFF', orders: 60, driverFlow: 'QR_CODE', overstayed: [], notOnShelf: [], smsResendFails: true },
];

/** A code no job has: always refused. */
export const WRONG_CODE = '000000';

/** Job id, unique across countries: country index × 1000 + job number. */
export const jobId = (country: CountryCode, no: number) => 900_000 + countryIndex(country) * 1000 + no;

/** Tracking id of a job's order: `NV` + country + `OUT` (to driver) or `IN` (from driver) + job + order (3 digits). */
export function jobBarcode(country: CountryCode, job: SeedJob, order: number): string {
  const dir = job.type === 'COLLECT' ? 'OUT' : 'IN';
  return `NV${country.toUpperCase()}${dir}${job.no}${String(order).padStart(3, '0')}`;
}

/** The code the driver types or the point shows: 6 digits, `4` (out) or `5` (in), then the job number. */
export const unlockCodeOut = (no: number) => `41000${no}`;
export const unlockCodeIn = (no: number) => `51000${no}`;

/** The QR payload of a job (what the driver's phone reads on the point's screen). */
export const jobQr = (country: CountryCode, no: number) => `NVJOB-${country.toUpperCase()}-${jobId(country, no)}`;

/** Order ids grow within a job, so offset paging by id lists them in order. */
export const orderIdOf = (country: CountryCode, no: number, order: number) => jobId(country, no) * 1000 + order;
