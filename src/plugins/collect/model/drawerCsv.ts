// The cash drawer's CSV rows, apart from the page so a unit test can read what the file says.
import type { CodTaken, DrawerSums } from './cashDrawer';

type Words = (id: string) => string;

/**
 * One table: a line a COD parcel, then the expected, counted and difference lines, each named in the first column
 * and its amount in the COD column (a spreadsheet's sum or filter works on every column). Amounts are plain numbers
 * with two decimals (a shortfall is '-8.00'), so a spreadsheet can add them up.
 */
export function drawerCsvRows(taken: readonly CodTaken[], sums: DrawerSums, t: Words, time: (at: string) => string): string[][] {
  const amount = (n: number | null) => (n === null ? '' : n.toFixed(2));
  const parcel = t('collect.drawer_cod_line');
  return [
    [t('collect.drawer_line'), t('collect.drawer_time'), t('collect.tracking_id'), t('collect.customer'), t('collect.column_cod')],
    ...taken.map((c) => [parcel, time(c.at), c.trackingId, c.releasedTo, amount(c.amount)]),
    [t('collect.drawer_expected'), '', '', '', amount(sums.expected)],
    [t('collect.drawer_counted'), '', '', '', amount(sums.counted)],
    [t('collect.drawer_difference'), '', '', '', amount(sums.difference)],
  ];
}
