import { Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { NeedsServer, useIntl, useT } from '@kernel';
import { SelectField } from '@ui';
import { PARCEL_TYPES, SHIPPER_CATEGORIES, TIMING_CATEGORIES, type ParcelType, type ShipperCategory, type TimingCategory } from '../api/types';
import { ChartCard } from '../components/ChartCard';
import { MonthRange } from '../components/MonthRange';
import { PageHeader } from '../components/PageHeader';
import { ReportButton } from '../components/ReportButton';
import { useAnalyticsChoice } from '../hooks/useAnalyticsChoice';
import { rangeToUrl } from '../model/choice';
import { useShipperAnalytics } from '../hooks/useShipperAnalytics';
import { formatMonth, formatWeek } from '../model/format';
import { monthlyByType, monthlyTrend, weeksByTiming, type ChartData } from '../model/series';

const TREND_KEYS = ['total_volume'] as const;

/** Shipper analytics: pick a shipper; its volume trend, weekly view by timing, volume by parcel type; the report. */
function ShipperAnalytics() {
  const { t, locale } = useIntl();
  const { current, choice, change } = useAnalyticsChoice();
  const { category } = choice;
  const { shippers, shipperId, trend, days, dpId } = useShipperAnalytics(choice);
  const list = shippers.value?.data;
  const shipperName = list?.find((s) => s.shipper_id === shipperId)?.shipper_name ?? '';

  // Each chart is drawn and titled from its answer: the category and range it was asked for.
  const answered = shippers.value;
  const shownCategory = answered?.category ?? category;
  const byShipper = useMemo<ChartData<ShipperCategory> | null>(() => (answered
    ? { categories: answered.data.map((s) => s.shipper_name), series: [{ key: answered.category, data: answered.data.map((s) => s.volume) }] }
    : null), [answered]);
  // No week of the range has begun yet: nothing was asked, nothing to draw.
  const weeks = useMemo(() => (days ? trend.value : { range: choice.range, data: { weeks: [] } }), [days, trend.value, choice.range]);
  const trendChart = useMemo(() => (weeks ? monthlyTrend(weeks.data.weeks, weeks.range, current) : null), [weeks, current]);
  const weekly = useMemo(() => (weeks ? weeksByTiming(weeks.data.weeks, weeks.range) : null), [weeks]);
  const byType = useMemo(() => (weeks ? monthlyByType(weeks.data.weeks, weeks.range, current) : null), [weeks, current]);
  const trendProps = { loading: days !== null && trend.status === 'loading', error: days && trend.status === 'failed' ? trend.error : undefined, onRetry: trend.reload };
  const month = (m: string) => formatMonth(m, locale);
  const categoryName = (c: string) => t(`analytics.category.${c}`);

  return (
    <Stack gap="6">
      <PageHeader title={t('analytics.shippers.title')} linkTo="businessAnalytics" linkLabel={t('analytics.back_to_business')} params={rangeToUrl(choice.range, current)} />
      <Stack gap="3">
        <MonthRange range={choice.range} max={current} onChange={(range) => change({ range })} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <SelectField label={t('analytics.shippers.category')} value={category} onChange={(v) => change({ category: v as ShipperCategory })}
            options={SHIPPER_CATEGORIES.map((c) => ({ value: c, label: categoryName(c) }))} />
          <SelectField label={t('analytics.shippers.shipper')} value={shipperId === null ? '' : String(shipperId)} onChange={(v) => change({ shipper: Number(v) })}
            disabled={!list?.length} options={(list ?? []).map((s) => ({ value: String(s.shipper_id), label: s.shipper_name }))} />
        </SimpleGrid>
        <Text textStyle="sm" color="fg.muted">{t('analytics.shippers.timing_help')}</Text>
      </Stack>

      <ChartCard<ShipperCategory> title={t('analytics.shippers.by_category', { category: categoryName(shownCategory) })} data={byShipper}
        loading={shippers.status === 'loading'} error={shippers.status === 'failed' ? shippers.error : undefined} onRetry={shippers.reload}
        stacked={false} seriesKeys={[shownCategory]} seriesName={categoryName} categoryLabel={(s) => s} categoryHeader={t('analytics.shippers.shipper')} testId="chart-shippers" />

      {shipperId !== null && (
        <Stack gap="4" as="section" aria-label={shipperName}>
          <HStack justify="space-between" flexWrap="wrap" gap="2">
            <Heading as="h2" size="lg">{shipperName}</Heading>
            {days && <ReportButton dpId={dpId} shipperId={shipperId} shipperName={shipperName} start={days.start} end={days.end} />}
          </HStack>
          <ChartCard<'total_volume'> title={t('analytics.shippers.trend')} data={trendChart} {...trendProps} stacked={false}
            seriesKeys={TREND_KEYS} seriesName={categoryName} categoryLabel={month} categoryHeader={t('analytics.month')} testId="chart-trend" />
          <ChartCard<TimingCategory> title={t('analytics.shippers.weekly')} data={weekly} {...trendProps} stacked
            seriesKeys={TIMING_CATEGORIES} seriesName={categoryName} categoryLabel={(d) => formatWeek(d, locale)} categoryHeader={t('analytics.week')} testId="chart-weekly" />
          <ChartCard<ParcelType> title={t('analytics.shippers.by_type')} data={byType} {...trendProps} stacked
            seriesKeys={PARCEL_TYPES} seriesName={(k) => t(`analytics.type.${k}`)} categoryLabel={month} categoryHeader={t('analytics.month')} testId="chart-shipper-types" />
        </Stack>
      )}
    </Stack>
  );
}

/** Every figure comes from the server: offline, the page says so and asks nothing until the network is back. */
export default function ShipperAnalyticsPage() {
  const t = useT();
  return <NeedsServer title={t('analytics.shippers.title')}><ShipperAnalytics /></NeedsServer>;
}
