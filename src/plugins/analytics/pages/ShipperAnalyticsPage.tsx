import { Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useIntl } from '@kernel';
import { SelectField } from '@ui';
import { SHIPPER_CATEGORIES, type ParcelType, type ShipperCategory, type TimingCategory } from '../api/types';
import { ChartCard } from '../components/ChartCard';
import { MonthRange } from '../components/MonthRange';
import { PageHeader } from '../components/PageHeader';
import { ReportButton } from '../components/ReportButton';
import { usePointMonth } from '../hooks/useBusinessAnalytics';
import { useShipperAnalytics } from '../hooks/useShipperAnalytics';
import { formatMonth, formatWeek } from '../model/format';
import { defaultRange } from '../model/range';
import { monthlyByType, monthlyTrend, weeksByTiming, type ChartData } from '../model/series';

/** Shipper analytics: pick a shipper; its volume trend, weekly view by timing, volume by parcel type; the report. */
export default function ShipperAnalyticsPage() {
  const { t, locale } = useIntl();
  const { current } = usePointMonth();
  const [range, setRange] = useState(() => defaultRange(current));
  const [category, setCategory] = useState<ShipperCategory>('total_volume');
  const [picked, setPicked] = useState<number | null>(null);
  const { shippers, shipperId, trend, days, dpId } = useShipperAnalytics(range.from, range.to, category, picked);
  const list = shippers.value;
  const shipperName = list?.find((s) => s.shipper_id === shipperId)?.shipper_name ?? '';

  const byShipper = useMemo<ChartData<ShipperCategory> | null>(() => (shippers.value
    ? { categories: shippers.value.map((s) => s.shipper_name), series: [{ key: category, data: shippers.value.map((s) => s.volume) }] }
    : null), [shippers.value, category]);
  const weeks = trend.value?.weeks;
  const trendChart = useMemo(() => (weeks ? monthlyTrend(weeks) : null), [weeks]);
  const weekly = useMemo(() => (weeks ? weeksByTiming(weeks) : null), [weeks]);
  const byType = useMemo(() => (weeks ? monthlyByType(weeks) : null), [weeks]);
  const trendProps = { loading: trend.status === 'loading', error: trend.status === 'failed' ? trend.error : undefined, onRetry: trend.reload };
  const month = (m: string) => formatMonth(m, locale);
  const categoryName = (c: string) => t(`analytics.category.${c}`);

  return (
    <Stack gap="6">
      <PageHeader title={t('analytics.shippers.title')} linkTo="businessAnalytics" linkLabel={t('analytics.back_to_business')} />
      <Stack gap="3">
        <MonthRange from={range.from} to={range.to} max={current} onChange={(from, to) => setRange({ from, to })} />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <SelectField label={t('analytics.shippers.category')} value={category} onChange={(v) => setCategory(v as ShipperCategory)}
            options={SHIPPER_CATEGORIES.map((c) => ({ value: c, label: categoryName(c) }))} />
          <SelectField label={t('analytics.shippers.shipper')} value={shipperId === null ? '' : String(shipperId)} onChange={(v) => setPicked(Number(v))}
            disabled={!list?.length} options={(list ?? []).map((s) => ({ value: String(s.shipper_id), label: s.shipper_name }))} />
        </SimpleGrid>
        <Text textStyle="sm" color="fg.muted">{t('analytics.shippers.timing_help')}</Text>
      </Stack>

      <ChartCard<ShipperCategory> title={t('analytics.shippers.by_category', { category: categoryName(category) })} data={byShipper}
        loading={shippers.status === 'loading'} error={shippers.status === 'failed' ? shippers.error : undefined} onRetry={shippers.reload}
        stacked={false} seriesName={categoryName} categoryLabel={(s) => s} categoryHeader={t('analytics.shippers.shipper')} testId="chart-shippers" />

      {shipperId !== null && (
        <Stack gap="4" as="section" aria-label={shipperName}>
          <HStack justify="space-between" flexWrap="wrap" gap="2">
            <Heading as="h2" size="lg">{shipperName}</Heading>
            <ReportButton dpId={dpId} shipperId={shipperId} shipperName={shipperName} start={days.start} end={days.end} />
          </HStack>
          <ChartCard<'total_volume'> title={t('analytics.shippers.trend')} data={trendChart} {...trendProps} stacked={false}
            seriesName={categoryName} categoryLabel={month} categoryHeader={t('analytics.month')} testId="chart-trend" />
          <ChartCard<TimingCategory> title={t('analytics.shippers.weekly')} data={weekly} {...trendProps} stacked
            seriesName={categoryName} categoryLabel={(d) => formatWeek(d, locale)} categoryHeader={t('analytics.week')} testId="chart-weekly" />
          <ChartCard<ParcelType> title={t('analytics.shippers.by_type')} data={byType} {...trendProps} stacked
            seriesName={(k) => t(`analytics.type.${k}`)} categoryLabel={month} categoryHeader={t('analytics.month')} testId="chart-shipper-types" />
        </Stack>
      )}
    </Stack>
  );
}
