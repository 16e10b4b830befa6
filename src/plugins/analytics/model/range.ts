/** The month range the analytics pages ask for: the current month and the twelve before it by default. */
import type { MonthString } from '../api/types';
import { addMonths, isMonthString } from './months';

/** The longest range the pages ask for (the calls refuse more). */
export const MAX_RANGE_MONTHS = 24;
/** Months shown by default: the current one and the twelve before. */
export const DEFAULT_RANGE_MONTHS = 13;

/** A month range, both months included. */
export interface MonthRange {
  from: MonthString;
  to: MonthString;
}

/**
 * An answer with the range it was asked for: the page labels figures and draws months from this range, never from
 * the fields (which may hold a range being typed or refused, or the next range while its answer is on its way).
 */
export interface Ranged<T> {
  range: MonthRange;
  data: T;
}

export const sameRange = (a: MonthRange, b: MonthRange) => a.from === b.from && a.to === b.to;

export function defaultRange(current: MonthString): MonthRange {
  return { from: addMonths(current, -(DEFAULT_RANGE_MONTHS - 1)), to: current };
}

/** Why a range cannot be asked for, or null. */
export function rangeProblem(from: string, to: string, max: MonthString): 'invalid' | 'order' | 'length' | 'future' | null {
  if (!isMonthString(from) || !isMonthString(to)) return 'invalid';
  if (to < from) return 'order';
  if (to > max) return 'future';
  if (to > addMonths(from, MAX_RANGE_MONTHS - 1)) return 'length';
  return null;
}

/** The first day of `from` and the last day of `to` ('YYYY-MM-DD'), for the calls that take days. */
export function rangeDays(from: MonthString, to: MonthString): { start: string; end: string } {
  const next = addMonths(to, 1);
  const last = new Date(Date.UTC(Number(next.slice(0, 4)), Number(next.slice(5, 7)) - 1, 0));
  return { start: `${from}-01`, end: `${to}-${String(last.getUTCDate()).padStart(2, '0')}` };
}
