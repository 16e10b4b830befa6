import { Box, Input, Text } from '@chakra-ui/react';
import { useDeferredValue, useMemo, useState } from 'react';
import { formatDateTime, RouteLink, useIntl, usePortal, useTableTexts } from '@kernel';
import { DataTable, FIELD_LIMITS, FormField, lengthProblem, type DataColumn } from '@ui';
import type { ParcelRow } from '../api/types';
import { narrow, type LongList } from '../state/longList';

const ROW_HEIGHT = 40;

/**
 * The whole result as one scrolled list: only the rows in view are in the page (the shared table's virtual rows),
 * a quick filter narrows the loaded rows as the operator types, and the headers sort. A filter over the spec's 255
 * characters stays whole and says so; it narrows nothing until it is shortened.
 */
export function LongParcelList({ list }: { list: LongList }) {
  const { t, locale } = useIntl();
  const { country } = usePortal();
  const texts = useTableTexts();
  const [filter, setFilter] = useState('');
  // The field shows each key at once; the rows follow when the browser has time.
  const deferred = useDeferredValue(filter);
  const problem = lengthProblem(filter, FIELD_LIMITS.text);
  const deferredProblem = lengthProblem(deferred, FIELD_LIMITS.text);
  const rows = useMemo(() => (deferredProblem ? list.rows : narrow(list, deferred)), [list, deferred, deferredProblem]);
  const number = new Intl.NumberFormat(locale);
  const columns = useMemo<Array<DataColumn<ParcelRow>>>(() => [
    { id: 'tracking', header: t('history.col.tracking_id'), nowrap: true, sortValue: (p) => p.tracking_id, cell: (p) => <RouteLink to="orderDetails" params={{ id: p.order_id }}>{p.tracking_id}</RouteLink> },
    { id: 'status', header: t('history.col.status'), nowrap: true, sortValue: (p) => p.status, cell: (p) => t(`history.status.${p.status}`) },
    { id: 'recipient', header: t('history.col.recipient'), nowrap: true, sortValue: (p) => p.to_name, cell: (p) => p.to_name },
    { id: 'phone', header: t('history.col.phone'), nowrap: true, wideOnly: true, cell: (p) => p.to_contact },
    { id: 'created', header: t('history.col.created'), nowrap: true, sortValue: (p) => p.created_at, cell: (p) => formatDateTime(p.created_at, country, locale) },
  ], [t, locale, country]);

  return (
    <Box>
      <Box maxW="sm" mb="2">
        <FormField label={t('history.quick_filter')} error={problem && t(problem)}>
          <Input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
        </FormField>
      </Box>
      <Text role="status" textStyle="sm" mb="2">{t('history.shown', { shown: number.format(rows.length), total: number.format(list.rows.length) })}</Text>
      <DataTable rows={rows} columns={columns} rowKey={(p) => String(p.order_id)} texts={texts} label={t('history.table')}
        virtual={{ height: 560, rowHeight: ROW_HEIGHT }} testId="history-long" rowAttributes={(p) => ({ 'data-tracking-id': p.tracking_id })} />
    </Box>
  );
}
