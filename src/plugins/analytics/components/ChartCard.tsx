import { Box, Button, ButtonGroup, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { LoadFailure, useIntl } from '@kernel';
import { Empty, Loading, useNearView } from '@ui';
import { formatCount } from '../model/format';
import { isEmptyChart, type ChartData } from '../model/series';
import { CHART_HEIGHT_PX } from '../charts/chartSize';
import { ChartLegend } from './ChartLegend';
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
  /** The series the chart draws, known before its figures: the legend shows from the card's first frame. */
  seriesKeys: readonly K[];
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
export function ChartCard<K extends string>({ title, data, loading, error, onRetry, stacked, seriesKeys, seriesName, categoryLabel, categoryHeader, testId }: ChartCardProps<K>) {
  const { t, locale } = useIntl();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const headingId = useId();
  // A chart under the fold of a phone is loaded and drawn when it is asked for, not with the page: scrolled near (a
  // screen reader moving to its heading scrolls it into view too), or reached from the keyboard (focus in the card
  // that is not a pointer's press, which lands on a card in view: the Table switch pressed does not load the chart).
  const card = useRef<HTMLDivElement>(null);
  const near = useNearView(card);
  const [reached, setReached] = useState(false);
  const asked = near || reached;
  const format = useCallback((v: number) => formatCount(v, locale), [locale]);
  const stackedLine = useCallback((count: string, value: number, share: string) => t('analytics.tooltip.stacked', { count, n: value, share }), [t]);
  const labels = data?.categories.map(categoryLabel) ?? [];
  const series = data?.series.map((s) => ({ name: seriesName(s.key), data: s.data })) ?? [];

  // The card has its final height from its first frame, whatever it waits for (the figures, the chart's code, the
  // scroll): a card that grew or shrank meanwhile moved the cards below it under the operator's finger. The legend is
  // drawn from the first frame.
  const area = (content: ReactNode) => <Flex minH={`${CHART_HEIGHT_PX}px`} direction="column" justify="center">{content}</Flex>;
  const waiting = area(<Loading label={t('loading')} />);
  // Not asked for yet, nothing is loading: the chart's place is kept, and says nothing (to a screen reader, on paper).
  const notAsked = area(null);
  const names = (data?.series.map((s) => s.key) ?? seriesKeys).map(seriesName);
  const legend = names.length > 1 ? <ChartLegend names={names} /> : null;
  let body;
  if (error !== undefined && error !== null) {
    body = area(<LoadFailure error={error} onRetry={onRetry} />);
  } else if (!data) {
    body = <>{waiting}{legend}</>;
  } else if (isEmptyChart(data)) {
    body = area(<Empty>{t('no_data')}</Empty>);
  } else if (view === 'table') {
    body = <ChartTable label={title} categoryHeader={categoryHeader} totalHeader={t('analytics.total')} labels={labels} series={series} withTotal={stacked} format={format} />;
  } else {
    body = (
      <>
        {asked ? (
          <Suspense fallback={waiting}>
            <BarChart labels={labels} series={series} stacked={stacked} locale={locale} stackedLine={stackedLine} label={t('analytics.chart_of', { title })} />
          </Suspense>
        ) : notAsked}
        {legend}
      </>
    );
  }

  return (
    <Box ref={card} as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }} data-testid={testId} aria-busy={loading}
      onFocus={asked ? undefined : (e) => { if (e.target.matches(':focus-visible')) setReached(true); }}>
      <Stack gap="3">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Heading as="h2" size="md" id={headingId}>{title}</Heading>
          <ButtonGroup size="xs" variant="outline" attached>
            <Button aria-pressed={view === 'chart'} onClick={() => setView('chart')} variant={view === 'chart' ? 'solid' : 'outline'}>{t('analytics.view_chart')}</Button>
            <Button aria-pressed={view === 'table'} onClick={() => setView('table')} variant={view === 'table' ? 'solid' : 'outline'}>{t('analytics.view_table')}</Button>
          </ButtonGroup>
        </HStack>
        <Box position="relative">
          {/* New figures being asked: said over the old ones, not in a line that would push them down. */}
          {loading && data && (
            <Text position="absolute" top="0" insetEnd="0" zIndex="1" bg="bg" px="2" borderRadius="sm" textStyle="sm" color="fg.muted" role="status">
              {t('loading')}
            </Text>
          )}
          {body}
        </Box>
      </Stack>
    </Box>
  );
}
