import { Badge, Heading, Link, Stack } from '@chakra-ui/react';
import { useCallback, useMemo } from 'react';
import { formatDateTime, formatMoney, LoadFailure, NeedsServer, RouteLink, useIntl, usePortal, useT, useTableTexts } from '@kernel';
import { DataTable, Pager, useLoad, type DataColumn } from '@ui';
import { fetchPaymentReport, fetchPayments } from '../api/historyApi';
import type { PaymentKind, PaymentRow, PaymentStatistics } from '../api/types';
import { CheckGroup } from '../components/CheckGroup';
import { FigureTiles } from '../components/FigureTiles';
import { DayRangeSearch } from '../components/DayRangeSearch';
import { ReportDownload } from '../components/ReportDownload';
import { usePaymentFilters } from '../hooks/usePaymentFilters';
import { PAGE_SIZE } from '../model/filters';
import { PAYMENT_KINDS, paymentFiltersToApi } from '../model/paymentFilters';

/** The payments' sums in the point's money; null while the first page is asked. */
function PaymentTotals({ statistics }: { statistics: PaymentStatistics | null }) {
  const { t, locale } = useIntl();
  const { country } = usePortal();
  const money = (pick: (s: PaymentStatistics) => number) => (statistics ? formatMoney(pick(statistics), country, locale) : null);
  const items = [
    { id: 'count', label: t('payments.stats.count'), value: statistics ? new Intl.NumberFormat(locale).format(statistics.total_count) : null },
    { id: 'total', label: t('payments.stats.total'), value: money((s) => s.total_amount) },
    { id: 'cod', label: t('payments.stats.cod'), value: money((s) => s.cod_amount) },
    { id: 'fee', label: t('payments.stats.fee'), value: money((s) => s.fee_amount) },
    { id: 'unsettled', label: t('payments.stats.unsettled'), value: money((s) => s.unsettled_amount) },
  ];
  return <FigureTiles label={t('payments.stats')} items={items} testIdPrefix="payment-total-" />;
}

/** The payment overview: the point's payments, filtered in the URL, 50 a page, totals in its money, the CSV report. */
function Payments() {
  const { t, locale } = useIntl();
  const { country } = usePortal();
  const { filters, today, change, reset } = usePaymentFilters();
  const texts = useTableTexts();
  const key = `${paymentFiltersToApi(filters).toString()}`;
  const result = useLoad(key, useCallback((signal: AbortSignal) => fetchPayments(filters, signal), [filters]));
  const page = result.value;
  const columns = useMemo<Array<DataColumn<PaymentRow>>>(() => [
    { id: 'tracking', header: t('history.col.tracking_id'), nowrap: true, cell: (p) => <Link asChild color="brand.700"><RouteLink to="orderDetails" params={{ id: p.order_id }}>{p.tracking_id}</RouteLink></Link> },
    { id: 'kind', header: t('payments.kind'), cell: (p) => t(`payments.kind.${p.kind}`) },
    { id: 'amount', header: t('payments.col.amount'), cell: (p) => formatMoney(p.amount, country, locale), end: true, nowrap: true },
    { id: 'paid', header: t('payments.col.paid_at'), cell: (p) => formatDateTime(p.paid_at, country, locale), nowrap: true },
    { id: 'settled', header: t('payments.col.settled'), wideOnly: true, cell: (p) => <Badge colorPalette={p.settled ? 'green' : 'orange'} variant="subtle">{t(p.settled ? 'payments.settled' : 'payments.unsettled')}</Badge> },
  ], [t, locale, country]);

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">{t('payments.title')}</Heading>
      <Stack gap="3" as="section" aria-label={t('history.filters')}>
        <DayRangeSearch value={filters} today={today} placeholder={t('payments.search_placeholder')} onApply={change} onReset={reset} />
        <CheckGroup legend={t('payments.kind')} checked={filters.kinds}
          options={PAYMENT_KINDS.map((k) => ({ value: k, label: t(`payments.kind.${k}`) }))}
          onChange={(v) => change({ kinds: v as PaymentKind[] })} />
      </Stack>
      {page ? <PaymentTotals statistics={page.statistics} /> : result.status === 'loading' && <PaymentTotals statistics={null} />}
      <ReportDownload fileName={`payments_${filters.from}_${filters.to}.csv`} label={t('payments.report')} fetchReport={(progress, signal) => fetchPaymentReport(filters, progress, signal)} />
      {result.status === 'failed' ? (
        <LoadFailure error={result.error} onRetry={result.reload} />
      ) : (
        <DataTable rows={result.status === 'loading' ? null : (page?.payments ?? null)} columns={columns} rowKey={(p) => String(p.id)} texts={texts}
          label={t('payments.table')} pageSize={PAGE_SIZE} testId="payments-table" />
      )}
      {page && <Pager page={filters.page} pages={page.total_pages} label={t('payments.table')} texts={texts} disabled={result.status === 'loading'} onPage={(n) => change({ page: n })} />}
    </Stack>
  );
}

/** Every payment comes from the server: offline, the page says so and asks nothing until the network is back. */
export default function PaymentsPage() {
  const t = useT();
  return <NeedsServer title={t('payments.title')}><Payments /></NeedsServer>;
}
