/** The calls' answers as chart series (one number per category of the x axis); pure. */
import { PARCEL_TYPES, TIMING_CATEGORIES, type MonthString, type MonthVolumes, type ParcelType, type ShipperWeek, type TimingCategory } from '../api/types';
import { monthsBetween } from './months';
import type { MonthRange } from './range';
import { monthOfWeek, weeksInRange } from './weeks';

/** One series of a chart: a key (for its label and colour) and a value per category. */
export interface SeriesData<K extends string = string> {
  key: K;
  data: number[];
}

export interface ChartData<K extends string = string> {
  /** The x axis: months ('YYYY-MM'), weeks ('YYYY-MM-DD') or names. */
  categories: string[];
  series: Array<SeriesData<K>>;
}

/** Parcels a month by type, every month of the range (a month the server left out counts 0). */
export function volumesByMonth(rows: readonly MonthVolumes[], from: MonthString, to: MonthString, upTo?: MonthString): ChartData<ParcelType> {
  const months = monthsBetween(from, upTo && upTo < to ? upTo : to);
  const byMonth = new Map(rows.map((r) => [r.month, r.volumes]));
  return { categories: months, series: PARCEL_TYPES.map((key) => ({ key, data: months.map((m) => byMonth.get(m)?.[key] ?? 0) })) };
}

/** A shipper's weeks of the range (weeks.ts: a week counts in its Monday's month) stacked by timing category. */
export function weeksByTiming(weeks: readonly ShipperWeek[], range: MonthRange): ChartData<TimingCategory> {
  const counted = weeksInRange(weeks, range);
  return { categories: counted.map((w) => w.week_start), series: TIMING_CATEGORIES.map((key) => ({ key, data: counted.map((w) => w[key]) })) };
}

/** Every month of the range up to `upTo`, with the sum of `value` over the weeks that count in it. */
function byMonth(weeks: readonly ShipperWeek[], range: MonthRange, upTo: MonthString, value: (w: ShipperWeek) => number) {
  const months = monthsBetween(range.from, upTo < range.to ? upTo : range.to);
  const sums = new Map<string, number>(months.map((m) => [m, 0]));
  for (const w of weeksInRange(weeks, range)) {
    const month = monthOfWeek(w.week_start);
    if (sums.has(month)) sums.set(month, (sums.get(month) ?? 0) + value(w));
  }
  return { categories: months, data: months.map((m) => sums.get(m) ?? 0) };
}

/** A shipper's parcels a month, for the trend: no month outside the range (nor after `upTo`, the current month). */
export function monthlyTrend(weeks: readonly ShipperWeek[], range: MonthRange, upTo: MonthString): ChartData<'total_volume'> {
  const { categories, data } = byMonth(weeks, range, upTo, (w) => w.total_volume);
  return { categories, series: [{ key: 'total_volume', data }] };
}

/** A shipper's parcels a month by type, stacked, over the same months as the trend. */
export function monthlyByType(weeks: readonly ShipperWeek[], range: MonthRange, upTo: MonthString): ChartData<ParcelType> {
  const columns = PARCEL_TYPES.map((key) => ({ key, ...byMonth(weeks, range, upTo, (w) => w.by_type[key]) }));
  return { categories: columns[0]?.categories ?? [], series: columns.map(({ key, data }) => ({ key, data })) };
}

/** Whether a chart has anything to draw. */
export function isEmptyChart(chart: ChartData): boolean {
  return chart.categories.length === 0 || chart.series.every((s) => s.data.every((v) => v === 0));
}
