import { Alert, Badge, Box, Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { formatDateTime, LoadFailure, logEvent, RouteLink, useIntl, usePortal, useTableTexts } from '@kernel';
import { DataTable, type DataColumn } from '@ui';
import { StatusLabel } from '../components/StatusLabel';
import { StocktakeResultView } from '../components/StocktakeResultView';
import { StocktakeScan } from '../components/StocktakeScan';
import { useOfflineShelf } from '../hooks/useOfflineShelf';
import { useShelf } from '../hooks/useShelf';
import type { ShelfParcel } from '../model/shelf';
import { compareShelf, type StocktakeResult } from '../model/stocktake';
import { stocktakeDraft, type StocktakeDraft } from '../state/stocktakeDraft';
import { shelfTop } from '../shelfTop';

/**
 * Parcels in store: what is on the point's shelf now, oldest first, days in store and the overstayed ones marked;
 * a stocktake scans the shelf and says what is missing and what should not be there (kept in the event log).
 */
export default function ParcelsInStorePage() {
  const { t, locale } = useIntl();
  const { country, dp } = usePortal();
  const shelf = useShelf();
  const texts = useTableTexts();
  const [draft, setDraft] = useState<StocktakeDraft | null>(() => stocktakeDraft.load() ?? null);
  const [result, setResult] = useState<{ result: StocktakeResult; at: string } | null>(null);
  // The same texts as the cold start's frame (shelfTop.ts).
  const top = shelfTop(dp);
  // Offline, the stocktake works from the last shelf loaded on this device, and says how old it is.
  const away = useOfflineShelf(shelf);
  const rows = away.offline ? away.copy?.value ?? null : shelf.value ?? null;

  const columns = useMemo<Array<DataColumn<ShelfParcel>>>(() => [
    { id: 'tracking', header: t('history.col.tracking_id'), nowrap: true, cell: (p) => <Link asChild color="brand.700"><RouteLink to="orderDetails" params={{ id: p.order_id }}>{p.tracking_id}</RouteLink></Link> },
    { id: 'status', header: t('history.col.status'), cell: (p) => <StatusLabel parcel={p} /> },
    { id: 'recipient', header: t('history.col.recipient'), cell: (p) => p.to_name, wideOnly: true },
    { id: 'dropped', header: t('details.dropped_off'), cell: (p) => (p.dropped_off_at ? formatDateTime(p.dropped_off_at, country, locale) : ''), nowrap: true, wideOnly: true },
    { id: 'days', header: t('store.days'), end: true, nowrap: true, sortValue: (p) => p.daysInStore, cell: (p) => t('store.days_value', { days: p.daysInStore }) },
  ], [t, locale, country]);

  const start = () => {
    const fresh = { startedAt: new Date().toISOString(), scanned: [] };
    stocktakeDraft.save(fresh);
    setResult(null);
    setDraft(fresh);
  };
  const finish = (scanned: string[]) => {
    const outcome = compareShelf((rows ?? []).map((p) => p.tracking_id), scanned);
    logEvent('stocktake', { expected: rows?.length ?? 0, found: outcome.found.length, missing: outcome.missing, extra: outcome.extra });
    stocktakeDraft.clear();
    setDraft(null);
    setResult({ result: outcome, at: new Date().toISOString() });
  };
  const cancel = () => {
    stocktakeDraft.clear();
    setDraft(null);
  };

  const overstayed = (rows ?? []).filter((p) => p.expired).length;
  // Printing a stocktake's result prints the result alone (the page's other parts stay on screen).
  const notPrinted = result ? { _print: { display: 'none' } } : {};
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">{t(top.title)}</Heading>
      <Text color="fg.muted" {...notPrinted}>{t(top.intro, top.values)}</Text>
      {away.offline && away.copy !== undefined && (
        <Alert.Root status="warning" role="status" data-testid="shelf-offline" {...notPrinted}>
          <Alert.Indicator />
          <Alert.Title>
            {away.copy ? t('store.offline.from', { at: formatDateTime(away.copy.savedAt, country, locale) }) : t('store.offline.none')}
          </Alert.Title>
        </Alert.Root>
      )}
      {shelf.status === 'failed' && !away.offline && (
        <LoadFailure error={shelf.error} onRetry={shelf.reload} />
      )}
      {/* Drawn while the shelf loads (the button waits for it), so the shelf arriving moves nothing down the page. */}
      {(shelf.status !== 'failed' || away.offline) && (
        <HStack gap="3" wrap="wrap" {...notPrinted}>
          {rows && <Badge colorPalette={overstayed ? 'red' : 'green'} variant="subtle" size="lg">{t('store.overstayed_count', { count: overstayed })}</Badge>}
          {!draft && <Button colorPalette="brand" onClick={start} disabled={!rows}>{t('store.stocktake')}</Button>}
        </HStack>
      )}
      {rows && draft && <StocktakeScan expected={rows.map((p) => p.tracking_id)} draft={draft} onFinish={finish} onCancel={cancel} />}
      {result && <StocktakeResultView result={result.result} finishedAt={result.at} onNew={start} />}
      {(away.offline ? rows !== null : shelf.status !== 'failed') && (
        <Box {...notPrinted}>
          <DataTable rows={rows} columns={columns} rowKey={(p) => String(p.order_id)} texts={texts} label={t('store.title')} testId="shelf-table"
            rowAttributes={(p) => ({ 'data-tracking-id': p.tracking_id, ...(p.expired ? { 'data-overstayed': 'true' } : {}) })} pageSize={100} />
        </Box>
      )}
    </Stack>
  );
}
