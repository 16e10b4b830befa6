import { Alert, Button, Heading, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorText, normalizeError, useRouteNavigate, useT, useTableTexts } from '@kernel';
import { ErrorNotice, Loading, Pager } from '@ui';
import { fetchParcelReport, searchTracking } from '../api/historyApi';
import { FilterBar } from '../components/FilterBar';
import { GroupTotals } from '../components/GroupTotals';
import { ParcelTable } from '../components/ParcelTable';
import { ReportDownload } from '../components/ReportDownload';
import { useHistoryFilters } from '../hooks/useHistoryFilters';
import { useParcelPage } from '../hooks/useParcelPage';
import { useLongList } from '../hooks/useLongList';
import { LongParcelList } from '../components/LongParcelList';
import { ViewSwitch } from '../components/ViewSwitch';
import { HISTORY_CAP, URL_KEYS } from '../model/filters';

/** Where the header's order search lands: `?q=` is looked up; one order with that id opens its details. */
function useHeaderSearch(): { searching: string | null; notFound: string | null } {
  const [search, setSearch] = useSearchParams();
  const navigate = useRouteNavigate();
  const q = (search.get('q') ?? '').trim();
  const [notFound, setNotFound] = useState<string | null>(null);
  useEffect(() => {
    if (!q) return undefined;
    const controller = new AbortController();
    const toList = (found: boolean) => {
      setNotFound(found ? null : q);
      setSearch({ [URL_KEYS.query]: q }, { replace: true });
    };
    searchTracking(q, controller.signal).then((matches) => {
      const id = q.toUpperCase();
      const exact = matches.filter((m) => m.tracking_id === id || m.stamp_id === id);
      const only = exact.length === 1 ? exact[0] : matches.length === 1 ? matches[0] : undefined;
      if (only) navigate('orderDetails', { id: only.order_id }, { replace: true });
      else toList(matches.length > 0);
    }, () => {
      if (!controller.signal.aborted) toList(true);
    });
    return () => controller.abort();
  }, [q, navigate, setSearch]);
  return { searching: q || null, notFound };
}

/** History: every parcel of the point, filtered in the URL, 50 a page, totals per group, the report past 10,000. */
export default function HistoryPage() {
  const t = useT();
  const { searching, notFound } = useHeaderSearch();
  const { filters, today, change, reset } = useHistoryFilters();
  const all = filters.view === 'all';
  // In the one-list view the first page still gives the totals.
  const result = useParcelPage(all ? { ...filters, page: 1 } : filters);
  const long = useLongList(filters, all);
  const texts = useTableTexts();
  const page = result.value;
  const capped = page !== undefined && page.statistics.total_order_count > HISTORY_CAP;

  if (searching) return <Loading label={t('history.searching', { q: searching })} />;

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">{t('history.title')}</Heading>
      <FilterBar filters={filters} today={today} onChange={change} onReset={reset} />
      {notFound && filters.query === notFound && (
        <Alert.Root status="info"><Alert.Indicator /><Alert.Description>{t('history.search_not_found', { q: notFound })}</Alert.Description></Alert.Root>
      )}
      {page && <GroupTotals statistics={page.statistics} />}
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
        <ErrorNotice>
          {errorText(t, normalizeError(result.status === 'failed' ? result.error : long.error))}
          <Button size="xs" variant="outline" ms="3" onClick={() => { result.refresh(); if (all) long.reload(); }}>{t('retry')}</Button>
        </ErrorNotice>
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
