/**
 * The simulated server's calendar: a country's day is the day in that country's offset (config/countries), never
 * UTC's, so "yesterday" in the demo data is the operator's yesterday at any hour.
 */
import { countryDay, shiftDay, type DayString } from '../kernel/i18n/countryDay';
import type { CountryCode, CountryConfig } from '../kernel/types';
import { simCountry } from './countries';

// Singapore's, for a country the simulator does not know (its answers are then a 404 anyway).
const FALLBACK_OFFSET_HOURS = 8;

/** The country's UTC offset, as the country's file gives it. */
export function simOffset(country: CountryCode): Pick<CountryConfig, 'utcOffsetHours'> {
  return { utcOffsetHours: simCountry(country)?.utcOffsetHours ?? FALLBACK_OFFSET_HOURS };
}

/** The country's calendar day `daysAgo` days before the day `now` falls on there (0 today, 1 yesterday). */
export function simDay(country: CountryCode, now: number, daysAgo = 0): DayString {
  return shiftDay(countryDay(now, simOffset(country)), -daysAgo);
}

/** An instant of a day at a time of day written in UTC ('03:15'): the same instant in every country of that day. */
export function utcTimeOn(day: DayString, time: string): number {
  return Date.parse(`${day}T${time}:00Z`);
}
