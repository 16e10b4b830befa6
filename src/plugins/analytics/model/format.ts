/** Numbers, shares and months in the operator's language (Intl); pure, so the tooltip and the table say the same. */
import { monthStart } from './months';
import { shareOfStack } from './chartMaths';

export const formatCount = (value: number, locale: string) => new Intl.NumberFormat(locale).format(value);

/** A share in percent (0 to 100) with at most one decimal, e.g. '25.5%' or '25,5 %'. */
export const formatShare = (percent: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);

/** A month ('YYYY-MM') as the operator reads it: 'Nov 2026', 'พ.ย. 2569'. */
export const formatMonth = (month: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(monthStart(month));

/** A week by its Monday ('YYYY-MM-DD'): '24 Nov'. */
export const formatWeek = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** What the stacked tooltip shows for one segment: its parcels and its share of the stack, formatted. */
export function stackedTooltipParts(series: ReadonlyArray<{ data: readonly number[] }>, seriesIndex: number, dataIndex: number, locale: string) {
  const value = series[seriesIndex]?.data[dataIndex] ?? 0;
  return { value, count: formatCount(value, locale), share: formatShare(shareOfStack(series, seriesIndex, dataIndex), locale) };
}
