import type { CountryConfig } from '../types';

const DAY_MS = 86_400_000;

/** A calendar day as 'YYYY-MM-DD' (what date inputs show and the API's from_date and to_date take). */
export type DayString = string;

/** The calendar day an instant falls on in the country's UTC offset (not the device's). */
export function countryDay(instant: Date | string | number, country: Pick<CountryConfig, 'utcOffsetHours'>): DayString {
  return new Date(new Date(instant).getTime() + country.utcOffsetHours * 3_600_000).toISOString().slice(0, 10);
}

/** The instant a country's day starts (its midnight), e.g. '2026-01-02' in th is 2026-01-01T17:00:00Z. */
export function countryDayStart(day: DayString, country: Pick<CountryConfig, 'utcOffsetHours'>): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - country.utcOffsetHours * 3_600_000);
}

/** The day `days` days after (or before, when negative) a day. */
export function shiftDay(day: DayString, days: number): DayString {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whether a text is a real calendar day written 'YYYY-MM-DD'. */
export function isDayString(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
}
