import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LoadFailure, useIntl } from '@kernel';
import type { LoadState } from '@ui';
import { PARCEL_TYPES, type MonthString, type MonthVolumes, type TypeVolume } from '../api/types';
import { formatCount, formatMonth } from '../model/format';
import { monthsBetween } from '../model/months';
import { sameRange, type Ranged } from '../model/range';

export interface SummaryFiguresProps {
  totals: LoadState<Ranged<TypeVolume[]>> & { reload: () => void };
  /** Parcels a month of the chart's answer: the busiest month, when it answers the same range. */
  months: Ranged<MonthVolumes[]> | undefined;
  /** The current month: the average is over the range's months up to it. */
  current: MonthString;
}

/**
 * The range at a glance: all parcels, each type's, the monthly average and the busiest month, under a caption that
 * names the range these figures were computed for (the answer's, not the fields', which may hold a refused range
 * or the next one still loading). A failed load says so with Retry.
 */
export function SummaryFigures({ totals, months, current }: SummaryFiguresProps) {
  const { t, locale } = useIntl();
  if (totals.status === 'failed') return <LoadFailure error={totals.error} onRetry={totals.reload} />;
  if (!totals.value) return <FiguresPlaceholder label={t('loading')} />;
  const { range, data } = totals.value;
  const all = data.reduce((s, r) => s + r.volume, 0);
  const monthCount = monthsBetween(range.from, current < range.to ? current : range.to).length;
  const monthTotals = months && sameRange(months.range, range)
    ? months.data.map((m) => ({ month: m.month, total: Object.values(m.volumes).reduce((s, v) => s + v, 0) }))
    : [];
  const busiest = monthTotals.reduce<{ month: string; total: number } | null>((b, m) => (!b || m.total > b.total ? m : b), null);
  const figures: Array<{ id: string; label: string; value: string }> = [
    { id: 'total', label: t('analytics.summary.total'), value: formatCount(all, locale) },
    ...data.map((r) => ({ id: r.parcel_type, label: t(`analytics.type.${r.parcel_type}`), value: formatCount(r.volume, locale) })),
    ...(monthCount ? [{ id: 'average', label: t('analytics.summary.average'), value: formatCount(Math.round(all / monthCount), locale) }] : []),
    ...(busiest && busiest.total > 0 ? [{ id: 'busiest', label: t('analytics.summary.busiest'), value: formatMonth(busiest.month, locale) }] : []),
  ];
  return (
    <Stack gap="3">
      <Text textStyle="sm" color="fg.muted" data-testid="range-caption">
        {t('analytics.range.showing', { from: formatMonth(range.from, locale), to: formatMonth(range.to, locale) })}
      </Text>
      {totals.status === 'loading' && <Text textStyle="sm" color="fg.muted" role="status">{t('loading')}</Text>}
      <SimpleGrid as="dl" columns={{ base: 2, md: 3, lg: 6 }} gap="3" aria-label={t('analytics.summary.title')}>
        {figures.map((f) => (
          <Box key={f.id} borderWidth="1px" borderRadius="md" p="3" data-testid={`summary-${f.id}`}>
            <Text as="dt" textStyle="sm" color="fg.muted">{f.label}</Text>
            <Text as="dd" textStyle="xl" fontWeight="bold">{f.value}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The figures' place while they load: the caption's line and a box for the total, each type and the average, so the
 * figures arriving move nothing below them.
 */
function FiguresPlaceholder({ label }: { label: string }) {
  return (
    <Stack gap="3" role="status" aria-label={label}>
      <Box h="5" w="14rem" maxW="full" bg="gray.100" borderRadius="sm" />
      <SimpleGrid columns={{ base: 2, md: 3, lg: 6 }} gap="3" aria-hidden="true">
        {['total', ...PARCEL_TYPES, 'average'].map((id) => (
          <Box key={id} borderWidth="1px" borderRadius="md" p="3">
            <Box h="5" w="60%" bg="gray.100" borderRadius="sm" />
            <Box h="7" mt="0" w="40%" bg="gray.100" borderRadius="sm" />
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
