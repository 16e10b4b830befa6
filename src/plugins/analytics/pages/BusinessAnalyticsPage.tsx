import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LoadFailure, pluginConfig, useIntl } from '@kernel';
import { Loading } from '@ui';
import { TIERED_TYPES, type ParcelType, type TieredType } from '../api/types';
import { ChartCard } from '../components/ChartCard';
import { MonthRange } from '../components/MonthRange';
import { PageHeader } from '../components/PageHeader';
import { SummaryFigures } from '../components/SummaryFigures';
import { TierCard } from '../components/TierCard';
import { TierModal } from '../components/TierModal';
import { useBusinessAnalytics, usePointMonth } from '../hooks/useBusinessAnalytics';
import { formatMonth } from '../model/format';
import { defaultRange } from '../model/range';
import { volumesByMonth } from '../model/series';
import { tiersOf, type AnalyticsConfig } from '../model/tierConfig';

/** Business analytics: the award tiers this month, parcels a month by type, and the range's figures. */
export default function BusinessAnalyticsPage() {
  const { t, locale } = useIntl();
  const { current } = usePointMonth();
  const [range, setRange] = useState(() => defaultRange(current));
  const { tiers, months, totals } = useBusinessAnalytics(range.from, range.to);
  const [modal, setModal] = useState(false);
  const config = pluginConfig<AnalyticsConfig>('analytics');
  const tiersFor = (type: TieredType) => tiersOf(config, type);
  const chart = useMemo(() => (months.value ? volumesByMonth(months.value, range.from, range.to, current) : null), [months.value, range, current]);

  return (
    <Stack gap="6">
      <PageHeader title={t('analytics.title')} linkTo="shipperAnalytics" linkLabel={t('analytics.shippers.link')} />

      <Box as="section" aria-labelledby="tiers-heading">
        <HStack justify="space-between" flexWrap="wrap" gap="2" mb="3">
          <Heading as="h2" size="lg" id="tiers-heading">{t('analytics.tiers.title', { month: formatMonth(current, locale) })}</Heading>
          <Button size="sm" variant="outline" onClick={() => setModal(true)}>{t('analytics.tiers.how')}</Button>
        </HStack>
        {tiers.status === 'failed' && <LoadFailure error={tiers.error} onRetry={tiers.reload} />}
        {tiers.status === 'loading' && !tiers.value && <Loading label={t('loading')} />}
        {tiers.value && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {TIERED_TYPES.map((type) => (
              <TierCard key={type} type={type} tiers={tiersFor(type)} volume={tiers.value?.find((r) => r.parcel_type === type && r.month === current)?.volume ?? 0} />
            ))}
          </SimpleGrid>
        )}
        <TierModal open={modal} onClose={() => setModal(false)} tiersOf={tiersFor} />
      </Box>

      <Stack as="section" gap="3" aria-labelledby="range-heading">
        <Heading as="h2" size="lg" id="range-heading">{t('analytics.range.title')}</Heading>
        <MonthRange from={range.from} to={range.to} max={current} onChange={(from, to) => setRange({ from, to })} />
        <Text textStyle="sm" color="fg.muted">{t('analytics.range.showing', { from: formatMonth(range.from, locale), to: formatMonth(range.to, locale) })}</Text>
        <SummaryFigures totals={totals} months={months.value} />
      </Stack>

      <ChartCard<ParcelType>
        title={t('analytics.by_type.title')}
        data={chart}
        loading={months.status === 'loading'}
        error={months.status === 'failed' ? months.error : undefined}
        onRetry={months.reload}
        stacked
        seriesName={(k) => t(`analytics.type.${k}`)}
        categoryLabel={(m) => formatMonth(m, locale)}
        categoryHeader={t('analytics.month')}
        testId="chart-by-type"
      />
    </Stack>
  );
}
