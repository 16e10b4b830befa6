import { Box, Button, Heading, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LoadFailure, NeedsServer, pluginConfig, useIntl, useT } from '@kernel';
import { PARCEL_TYPES, TIERED_TYPES, type ParcelType, type TieredType } from '../api/types';
import { ChartCard } from '../components/ChartCard';
import { MonthRange } from '../components/MonthRange';
import { PageHeader } from '../components/PageHeader';
import { SummaryFigures } from '../components/SummaryFigures';
import { TierCard, TierCardPlaceholder } from '../components/TierCard';
import { TierModal } from '../components/TierModal';
import { useAnalyticsChoice } from '../hooks/useAnalyticsChoice';
import { rangeToUrl } from '../model/choice';
import { useBusinessAnalytics } from '../hooks/useBusinessAnalytics';
import { formatMonth } from '../model/format';
import { volumesByMonth } from '../model/series';
import { tiersOf, type AnalyticsConfig } from '../model/tierConfig';

/** Business analytics: the award tiers this month, parcels a month by type, and the range's figures. */
function BusinessAnalytics() {
  const { t, locale } = useIntl();
  const { current, choice, change } = useAnalyticsChoice();
  const { tiers, months, totals } = useBusinessAnalytics(choice.range);
  const [modal, setModal] = useState(false);
  const config = pluginConfig<AnalyticsConfig>('analytics');
  const tiersFor = (type: TieredType) => tiersOf(config, type);
  // The chart draws the months of the range its answer is for (a refused or loading range draws nothing new).
  const shown = months.value;
  const chart = useMemo(() => (shown ? volumesByMonth(shown.data, shown.range.from, shown.range.to, current) : null), [shown, current]);

  return (
    <Stack gap="6">
      <PageHeader title={t('analytics.title')} linkTo="shipperAnalytics" linkLabel={t('analytics.shippers.link')} params={rangeToUrl(choice.range, current)} />

      <Box as="section" aria-labelledby="tiers-heading">
        <HStack justify="space-between" flexWrap="wrap" gap="2" mb="3">
          <Heading as="h2" size="lg" id="tiers-heading">{t('analytics.tiers.title', { month: formatMonth(current, locale) })}</Heading>
          <Button size="sm" variant="outline" onClick={() => setModal(true)}>{t('analytics.tiers.how')}</Button>
        </HStack>
        {tiers.status === 'failed' && <LoadFailure error={tiers.error} onRetry={tiers.reload} />}
        {tiers.status === 'loading' && !tiers.value && (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" role="status" aria-label={t('loading')}>
            {TIERED_TYPES.map((type) => <TierCardPlaceholder key={type} type={type} />)}
          </SimpleGrid>
        )}
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
        <MonthRange range={choice.range} max={current} onChange={(range) => change({ range })} />
        <SummaryFigures totals={totals} months={months.value} current={current} />
      </Stack>

      <ChartCard<ParcelType>
        title={t('analytics.by_type.title')}
        data={chart}
        loading={months.status === 'loading'}
        error={months.status === 'failed' ? months.error : undefined}
        onRetry={months.reload}
        stacked
        seriesKeys={PARCEL_TYPES}
        seriesName={(k) => t(`analytics.type.${k}`)}
        categoryLabel={(m) => formatMonth(m, locale)}
        categoryHeader={t('analytics.month')}
        testId="chart-by-type"
      />
    </Stack>
  );
}

/** Every figure comes from the server: offline, the page says so and asks nothing until the network is back. */
export default function BusinessAnalyticsPage() {
  const t = useT();
  return <NeedsServer title={t('analytics.title')}><BusinessAnalytics /></NeedsServer>;
}
