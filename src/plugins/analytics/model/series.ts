/** The calls' answers as chart series (one number per category of the x axis); pure. */
import { PARCEL_TYPES, TIMING_CATEGORIES, type MonthString, type MonthVolumes, type ParcelType, type ShipperWeek, type TimingCategory } from '../api/types';
import { monthsBetween } from './months';

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

/** A shipper's weeks stacked by timing category (N+0, N+1 early, N+1 late, N+2 plus). */
export function weeksByTiming(weeks: readonly ShipperWeek[]): ChartData<TimingCategory> {
  return { categories: weeks.map((w) => w.week_start), series: TIMING_CATEGORIES.map((key) => ({ key, data: weeks.map((w) => w[key]) })) };
}

/** A shipper's parcels a month (the month of each week's Monday), for the trend. */
export function monthlyTrend(weeks: readonly ShipperWeek[]): ChartData<'total_volume'> {
  const totals = new Map<string, number>();
  for (const w of weeks) totals.set(w.week_start.slice(0, 7), (totals.get(w.week_start.slice(0, 7)) ?? 0) + w.total_volume);
  return { categories: [...totals.keys()], series: [{ key: 'total_volume', data: [...totals.values()] }] };
}

/** A shipper's parcels a month by type, stacked. */
export function monthlyByType(weeks: readonly ShipperWeek[]): ChartData<ParcelType> {
  const months = [...new Set(weeks.map((w) => w.week_start.slice(0, 7)))];
  return {
    categories: months,
    series: PARCEL_TYPES.map((key) => ({ key, data: months.map((m) => weeks.filter((w) => w.week_start.startsWith(m)).reduce((s, w) => s + w.by_type[key], 0)) })),
  };
}

/** Whether a chart has anything to draw. */
export function isEmptyChart(chart: ChartData): boolean {
  return chart.categories.length === 0 || chart.series.every((s) => s.data.every((v) => v === 0));
}
