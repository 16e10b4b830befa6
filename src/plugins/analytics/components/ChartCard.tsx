import { Box, Button, ButtonGroup, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { LoadFailure, useIntl } from '@kernel';
import { Empty, Loading, useNearView } from '@ui';
import { formatCount } from '../model/format';
import { isEmptyChart, type ChartData } from '../model/series';
import { ChartTable } from './ChartTable';

// The chart library (some 157 kB gzip) comes with the first chart scrolled near, in a chunk of its own (BarChart.tsx).
const BarChart = lazy(() => import('../charts/BarChart'));

export interface ChartCardProps<K extends string> {
  title: string;
  /** null while the first answer is awaited. */
  data: ChartData<K> | null;
  loading: boolean;
  error?: unknown;
  onRetry: () => void;
  stacked: boolean;
  /** A series' name in the operator's language. */
  seriesName: (key: K) => string;
  /** An x axis label in the operator's language. */
  categoryLabel: (category: string) => string;
  categoryHeader: string;
  testId: string;
}

/**
 * One chart with everything around it: loading, error with retry, 'No data', and a switch between the drawing and a
 * table of the same numbers.
 */
export function ChartCard<K extends string>({ title, data, loading, error, onRetry, stacked, seriesName, categoryLabel, categoryHeader, testId }: ChartCardProps<K>) {
  const { t, locale } = useIntl();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const headingId = useId();
  // A chart under the fold of a phone is loaded and drawn when the operator scrolls near it, not with the page.
  const card = useRef<HTMLDivElement>(null);
  const near = useNearView(card);
  const format = useCallback((v: number) => formatCount(v, locale), [locale]);
  const stackedLine = useCallback((count: string, value: number, share: string) => t('analytics.tooltip.stacked', { count, n: value, share }), [t]);
  const labels = data?.categories.map(categoryLabel) ?? [];
  const series = data?.series.map((s) => ({ name: seriesName(s.key), data: s.data })) ?? [];

  // The chart's height until it is drawn, also while its code loads: a card that shrank meanwhile moved the cards
  // below it under the operator's finger.
  const waiting = <Box minH="300px"><Loading label={t('loading')} /></Box>;
  let body;
  if (error !== undefined && error !== null) {
    body = <LoadFailure error={error} onRetry={onRetry} />;
  } else if (!data) {
    body = <Loading label={t('loading')} />;
  } else if (isEmptyChart(data)) {
    body = <Empty>{t('no_data')}</Empty>;
  } else if (view === 'table') {
    body = <ChartTable label={title} categoryHeader={categoryHeader} totalHeader={t('analytics.total')} labels={labels} series={series} withTotal={stacked} format={format} />;
  } else if (!near) {
    body = waiting;
  } else {
    body = (
      <Suspense fallback={waiting}>
        <BarChart labels={labels} series={series} stacked={stacked} locale={locale} stackedLine={stackedLine} label={t('analytics.chart_of', { title })} />
      </Suspense>
    );
  }

  return (
    <Box ref={card} as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }} data-testid={testId} aria-busy={loading}>
      <Stack gap="3">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Heading as="h2" size="md" id={headingId}>{title}</Heading>
          <ButtonGroup size="xs" variant="outline" attached>
            <Button aria-pressed={view === 'chart'} onClick={() => setView('chart')} variant={view === 'chart' ? 'solid' : 'outline'}>{t('analytics.view_chart')}</Button>
            <Button aria-pressed={view === 'table'} onClick={() => setView('table')} variant={view === 'table' ? 'solid' : 'outline'}>{t('analytics.view_table')}</Button>
          </ButtonGroup>
        </HStack>
        {loading && data && <Text textStyle="sm" color="fg.muted" role="status">{t('loading')}</Text>}
        {body}
      </Stack>
    </Box>
  );
}
