// The cash drawer's CSV rows, apart from the page so a unit test can read what the file says.
import type { CodTaken, DrawerSums } from './cashDrawer';

type Words = (id: string) => string;

/**
 * Header, one row a COD parcel, then the expected, counted and difference lines under the amount column. Amounts are
 * plain numbers with two decimals (a shortfall is '-8.00'), so a spreadsheet can add them up.
 */
export function drawerCsvRows(taken: readonly CodTaken[], sums: DrawerSums, t: Words, time: (at: string) => string): string[][] {
  const amount = (n: number | null) => (n === null ? '' : n.toFixed(2));
  return [
    [t('collect.drawer_time'), t('collect.tracking_id'), t('collect.customer'), t('collect.column_cod')],
    ...taken.map((c) => [time(c.at), c.trackingId, c.releasedTo, amount(c.amount)]),
    [],
    [t('collect.drawer_expected'), '', '', amount(sums.expected)],
    [t('collect.drawer_counted'), '', '', amount(sums.counted)],
    [t('collect.drawer_difference'), '', '', amount(sums.difference)],
  ];
}
