/** The shelf: parcels in store, oldest first, with their days in store counted in the country's calendar. */
import { countryDay, type CountryConfig } from '@kernel';
import type { ParcelRow } from '../api/types';

export interface ShelfParcel extends ParcelRow {
  daysInStore: number;
}

const DAY = 86_400_000;

/** Whole calendar days (the country's) since the parcel arrived: 0 the day it came. */
export function daysInStore(droppedOffAt: string, now: number, country: Pick<CountryConfig, 'utcOffsetHours'>): number {
  const from = Date.parse(`${countryDay(droppedOffAt, country)}T00:00:00Z`);
  const to = Date.parse(`${countryDay(now, country)}T00:00:00Z`);
  return Math.max(0, Math.round((to - from) / DAY));
}

export function shelfOf(rows: readonly ParcelRow[], now: number, country: Pick<CountryConfig, 'utcOffsetHours'>): ShelfParcel[] {
  return rows
    .filter((p) => p.in_store && p.dropped_off_at !== null)
    .map((p) => ({ ...p, daysInStore: daysInStore(p.dropped_off_at ?? p.created_at, now, country) }))
    .sort((a, b) => ((a.dropped_off_at ?? '') < (b.dropped_off_at ?? '') ? -1 : (a.dropped_off_at ?? '') > (b.dropped_off_at ?? '') ? 1 : 0));
}
