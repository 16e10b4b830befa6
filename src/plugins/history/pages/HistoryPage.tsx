import { Alert, Heading, Stack } from '@chakra-ui/react';
import { LoadFailure, NeedsServer, useT, useTableTexts } from '@kernel';
import { Loading, Pager } from '@ui';
import { fetchParcelReport } from '../api/historyApi';
import { FilterBar } from '../components/FilterBar';
import { GroupTotals } from '../components/GroupTotals';
import { ParcelTable } from '../components/ParcelTable';
import { ReportDownload } from '../components/ReportDownload';
import { useHeaderSearch } from '../hooks/useHeaderSearch';
import { useHistoryFilters } from '../hooks/useHistoryFilters';
import { useParcelPage } from '../hooks/useParcelPage';
import { useLongList } from '../hooks/useLongList';
import { LongParcelList } from '../components/LongParcelList';
import { ViewSwitch } from '../components/ViewSwitch';
import { HISTORY_CAP, listPageOf } from '../model/filters';
import { HISTORY_TOP } from '../historyTop';

/** History: every parcel of the point, filtered in the URL, 50 a page, totals per group, the report past 10,000. */
function HistoryList() {
  const t = useT();
  const { searching, notFound } = useHeaderSearch();
  const { filters, today, change, reset } = useHistoryFilters();
  const all = filters.view === 'all';
  const result = useParcelPage(listPageOf(filters));
  const long = useLongList(filters, all);
  const texts = useTableTexts();
  const page = result.value;
  const capped = page !== undefined && page.statistics.total_order_count > HISTORY_CAP;

  if (searching) return <Loading label={t('history.searching', { q: searching })} />;

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">{t(HISTORY_TOP.title)}</Heading>
      <FilterBar filters={filters} today={today} onChange={change} onReset={reset} />
      {notFound && filters.query === notFound && (
        <Alert.Root status="info"><Alert.Indicator /><Alert.Description>{t('history.search_not_found', { q: notFound })}</Alert.Description></Alert.Root>
      )}
      {page ? <GroupTotals statistics={page.statistics} /> : result.status === 'loading' && <GroupTotals statistics={null} />}
      {capped && (
        <Alert.Root status="warning" flexDirection={{ base: 'column', md: 'row' }} gap="3">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{t('history.cap', { cap: HISTORY_CAP, total: page.statistics.total_order_count })}</Alert.Description>
          </Alert.Content>
          <ReportDownload fileName={`parcels_${filters.from}_${filters.to}.csv`} fetchReport={(progress, signal) => fetchParcelReport(filters, progress, signal)} />
        </Alert.Root>
      )}
      <ViewSwitch view={filters.view} onChange={(view) => change({ view })} />
      {result.status === 'failed' || (all && long.status === 'failed') ? (
        <LoadFailure error={result.status === 'failed' ? result.error : long.error} onRetry={() => { result.refresh(); if (all) long.reload(); }} />
      ) : all ? (
        long.status === 'done' ? <LongParcelList list={long.value} /> : <Loading label={t('history.loading_all')} />
      ) : (
        <ParcelTable rows={result.status === 'loading' ? null : (page?.parcels ?? null)} failed={false} onRetry={result.refresh} />
      )}
      {page && !all && (
        <Pager page={filters.page} pages={page.total_pages} label={t('history.table')} texts={texts}
          disabled={result.status === 'loading'} onPage={(n) => change({ page: n })} />
      )}
    </Stack>
  );
}

/** Every row comes from the server: offline, the page says so and asks nothing until the network is back. */
export default function HistoryPage() {
  const t = useT();
  return <NeedsServer title={t('history.title')}><HistoryList /></NeedsServer>;
}
