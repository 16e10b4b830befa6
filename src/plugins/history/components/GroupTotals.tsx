import { useIntl } from '@kernel';
import type { ParcelStatistics } from '../api/types';
import { GROUP_FILTERS } from '../model/statuses';
import { FigureTiles } from './FigureTiles';

/**
 * The result's totals (spec: statistics per group and totalOrderCount), for the whole result, not the page; null
 * while the first page is asked.
 */
export function GroupTotals({ statistics }: { statistics: ParcelStatistics | null }) {
  const { t, locale } = useIntl();
  const number = new Intl.NumberFormat(locale);
  const figure = (pick: (s: ParcelStatistics) => number) => (statistics ? number.format(pick(statistics)) : null);
  const items = [
    { id: 'total', label: t('history.stats.total'), value: figure((s) => s.total_order_count) },
    ...GROUP_FILTERS.map((g) => ({ id: g, label: t(`history.group.${g}`), value: figure((s) => s[g]) })),
  ];
  return <FigureTiles label={t('history.stats')} items={items} testIdPrefix="total-" />;
}
