import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { errorText, normalizeError, useIntl } from '@kernel';
import { ErrorNotice, Loading } from '@ui';
import type { LoadState } from '@ui';
import type { MonthVolumes, TypeVolume } from '../api/types';
import { formatCount, formatMonth } from '../model/format';

export interface SummaryFiguresProps {
  totals: LoadState<TypeVolume[]> & { reload: () => void };
  months: MonthVolumes[] | undefined;
}

/** The range at a glance: all parcels, each type's, the monthly average and the busiest month. */
export function SummaryFigures({ totals, months }: SummaryFiguresProps) {
  const { t, locale } = useIntl();
  if (totals.status === 'failed') return <ErrorNotice>{errorText(t, normalizeError(totals.error))}</ErrorNotice>;
  if (!totals.value) return <Loading label={t('loading')} />;
  const all = totals.value.reduce((s, r) => s + r.volume, 0);
  const monthTotals = (months ?? []).map((m) => ({ month: m.month, total: Object.values(m.volumes).reduce((s, v) => s + v, 0) }));
  const busiest = monthTotals.reduce<{ month: string; total: number } | null>((b, m) => (!b || m.total > b.total ? m : b), null);
  const figures: Array<{ id: string; label: string; value: string }> = [
    { id: 'total', label: t('analytics.summary.total'), value: formatCount(all, locale) },
    ...totals.value.map((r) => ({ id: r.parcel_type, label: t(`analytics.type.${r.parcel_type}`), value: formatCount(r.volume, locale) })),
    ...(monthTotals.length ? [{ id: 'average', label: t('analytics.summary.average'), value: formatCount(Math.round(all / monthTotals.length), locale) }] : []),
    ...(busiest && busiest.total > 0 ? [{ id: 'busiest', label: t('analytics.summary.busiest'), value: formatMonth(busiest.month, locale) }] : []),
  ];
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: 3, lg: 6 }} gap="3" aria-label={t('analytics.summary.title')}>
      {figures.map((f) => (
        <Box key={f.id} borderWidth="1px" borderRadius="md" p="3" data-testid={`summary-${f.id}`}>
          <Text as="dt" textStyle="sm" color="fg.muted">{f.label}</Text>
          <Text as="dd" textStyle="xl" fontWeight="bold">{f.value}</Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
