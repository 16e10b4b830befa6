/**
 * Which month a week counts in. The shipper trend comes a week at a time (Monday to Sunday), so a week that
 * straddles two months cannot be cut by day. The rule: a week counts whole in the month of its Monday. So a range
 * from November 2025 starts with the week of 3 November; 1 and 2 November 2025 (a Saturday and a Sunday) are in
 * the week of 27 October, which counts in October, outside the range; and a range's last week may run into the next
 * month (the week of 30 November 2026 counts in November). The shipper volumes call counts the same weeks, so the
 * shippers chart and the shipper's trend agree. Pure.
 */
import type { MonthString } from '../api/types';
import { dayString, weekStart } from './months';
import { rangeDays, type MonthRange } from './range';

/** The month a week counts in: its Monday's. */
export const monthOfWeek = (monday: string): MonthString => monday.slice(0, 7);

/** The weeks that count in the range, in their order. */
export function weeksInRange<W extends { week_start: string }>(weeks: readonly W[], range: MonthRange): W[] {
  return weeks.filter((w) => monthOfWeek(w.week_start) >= range.from && monthOfWeek(w.week_start) <= range.to);
}

/** The first Monday on or after the 1st of a month. */
export function firstMonday(month: MonthString): string {
  const first = `${month}-01`;
  const monday = weekStart(first);
  return monday === first ? first : dayString(new Date(Date.parse(`${monday}T00:00:00Z`) + 7 * 86_400_000));
}

/**
 * The days the trend and the report are asked for: from the range's first Monday to the last day of its last
 * month or today, whichever is earlier. Null when no week of the range has begun yet (nothing to ask).
 */
export function weekDays(range: MonthRange, today: string): { start: string; end: string } | null {
  const start = firstMonday(range.from);
  const last = rangeDays(range.from, range.to).end;
  const end = last > today ? today : last;
  return start <= end ? { start, end } : null;
}
