import { Box, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { countryDay, formatDateTime, LoadFailure, NeedsServer, RouteLink, useIntl, usePortal, useT, type RouteParams } from '@kernel';
import { Loading, useLoad } from '@ui';
import { fetchSummary } from '../api/historyApi';
import type { PointSummary } from '../api/types';
import { MoneySummary } from '../components/MoneySummary';

interface Figure {
  id: string;
  labelId: string;
  value: (s: PointSummary) => number;
  /** The history list that shows these parcels. */
  list?: RouteParams;
}

function Figures({ title, figures, summary }: { title: string; figures: Figure[]; summary: PointSummary }) {
  const { t, locale } = useIntl();
  const number = new Intl.NumberFormat(locale);
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="lg" mb="2">{title}</Heading>
      <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="3">
        {figures.map((f) => (
          <Box key={f.id} borderWidth="1px" borderRadius="md" p="3" data-testid={`figure-${f.id}`}>
            <Text as="dt" textStyle="sm" color="fg.muted">{t(f.labelId)}</Text>
            <Box as="dd">
              <Text textStyle="2xl" fontWeight="bold">{number.format(f.value(summary))}</Text>
              {f.list && (
                <Link asChild textStyle="sm" color="brand.700">
                  <RouteLink to="history" params={f.list} aria-label={`${t('dashboard.see_history')}: ${t(f.labelId)}`}>{t('dashboard.see_history')}</RouteLink>
                </Link>
              )}
            </Box>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}

/** Today's parcel overview: what the point did today (in the country's day), what is on its shelf now, and its money. */
function Dashboard() {
  const { t, locale } = useIntl();
  const { dp, country } = usePortal();
  const dpId = dp?.id ?? null;
  const summary = useLoad(dpId === null ? null : `summary-${dpId}`, useCallback((signal: AbortSignal) => fetchSummary(dpId ?? 0, signal), [dpId]));
  const today = countryDay(Date.now(), country);
  const todayList: RouteParams = { from: today, to: today };

  const todayFigures: Figure[] = [
    { id: 'dropped_off', labelId: 'dashboard.dropped_off', value: (s) => s.today.dropped_off, list: todayList },
    { id: 'collected', labelId: 'dashboard.collected', value: (s) => s.today.collected, list: { ...todayList, group: 'completed' } },
    { id: 'handed_to_driver', labelId: 'dashboard.handed_to_driver', value: (s) => s.today.handed_to_driver },
    { id: 'received_from_driver', labelId: 'dashboard.received_from_driver', value: (s) => s.today.received_from_driver },
  ];
  // The shelf holds parcels of any day: the list opens on the last 90 days.
  const shelf: RouteParams = { from: countryDay(Date.now() - 89 * 86_400_000, country), to: today };
  const nowFigures: Figure[] = [
    { id: 'in_store', labelId: 'dashboard.in_store', value: (s) => s.in_store, list: { ...shelf, store: 'in_store' } },
    { id: 'expired', labelId: 'dashboard.expired', value: (s) => s.expired, list: { ...shelf, store: 'in_store,expired' } },
    { id: 'pending_pickup', labelId: 'dashboard.pending_pickup', value: (s) => s.pending_pickup },
  ];

  return (
    <Stack gap="6">
      <Box>
        <Heading as="h1" size="2xl">{t('dashboard.title')}</Heading>
        <Text color="fg.muted">{formatDateTime(Date.now(), country, locale)}</Text>
      </Box>
      {summary.status === 'failed' && <LoadFailure error={summary.error} onRetry={summary.reload} />}
      {summary.status === 'loading' && !summary.value && <Loading label={t('loading')} />}
      {summary.value && (
        <>
          <Figures title={t('dashboard.today')} figures={todayFigures} summary={summary.value} />
          <Figures title={t('dashboard.now')} figures={nowFigures} summary={summary.value} />
        </>
      )}
      {dpId !== null && <MoneySummary dpId={dpId} />}
    </Stack>
  );
}

/** Every figure comes from the server: offline, the page says so and asks nothing until the network is back. */
export default function DashboardPage() {
  const t = useT();
  return <NeedsServer title={t('dashboard.title')}><Dashboard /></NeedsServer>;
}
