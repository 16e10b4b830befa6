/** Month strings ('YYYY-MM') and day strings ('YYYY-MM-DD') in a country's offset; pure. */
import type { MonthString } from '../api/types';

const pad = (n: number) => String(n).padStart(2, '0');

/** The month of an instant in a country's UTC offset (hours). */
export function monthOf(epochMs: number, utcOffsetHours: number): MonthString {
  const d = new Date(epochMs + utcOffsetHours * 3_600_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

export function isMonthString(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** The month `n` months after `month` (n may be negative). */
export function addMonths(month: MonthString, n: number): MonthString {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** Every month from `from` to `to`, both included; empty when `to` is before `from`. */
export function monthsBetween(from: MonthString, to: MonthString): MonthString[] {
  const out: MonthString[] = [];
  for (let m = from; m <= to && out.length < 240; m = addMonths(m, 1)) out.push(m);
  return out;
}

/** The UTC instant of a month's first day, for formatting its name with Intl (timeZone UTC). */
export function monthStart(month: MonthString): Date {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1));
}

/** The day string of a UTC date. */
export function dayString(d: Date): string {
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The Monday on or before a day string. */
export function weekStart(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const back = (d.getUTCDay() + 6) % 7;
  return dayString(new Date(d.getTime() - back * 86_400_000));
}
