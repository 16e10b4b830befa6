// Pickup handover timing (spec §9): how many days after its lodge-in a parcel goes to the driver. A parcel lodged
// before 22:00 counts from that day (N), one lodged later from the next; days are the country's calendar days.
import { countryDay, shiftDay, type DayString } from '@kernel';

export type PickupTiming = 'n0' | 'n1_n2' | 'n2_n3' | 'later_n3';

/** Lodged at or after this hour (country time), a parcel's day N is the next day. */
export const PICKUP_CUTOFF_HOUR = 22;

const DAY_MS = 86_400_000;

/** Day N of a parcel lodged at `lodgedAt`. */
export function pickupDayN(lodgedAt: Date | string, offsetHours: number): DayString {
  const local = new Date(new Date(lodgedAt).getTime() + offsetHours * 3_600_000);
  const day = local.toISOString().slice(0, 10);
  return local.getUTCHours() >= PICKUP_CUTOFF_HOUR ? shiftDay(day, 1) : day;
}

/** The timing of a handover at `handedAt` of a parcel lodged at `lodgedAt`; null when the lodge time cannot be read. */
export function pickupTiming(lodgedAt: string | null, handedAt: Date | string | number, offsetHours: number): PickupTiming | null {
  if (lodgedAt === null || !Number.isFinite(Date.parse(lodgedAt))) return null;
  const n = Date.parse(`${pickupDayN(lodgedAt, offsetHours)}T00:00:00Z`);
  const handed = Date.parse(`${countryDay(handedAt, { utcOffsetHours: offsetHours })}T00:00:00Z`);
  const days = Math.round((handed - n) / DAY_MS);
  if (days <= 0) return 'n0';
  if (days === 1) return 'n1_n2';
  if (days === 2) return 'n2_n3';
  return 'later_n3';
}
