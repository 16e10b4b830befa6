import { Link, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { formatDateTime, formatMoney, RouteLink, useGate, useIntl, usePortal, useTableTexts } from '@kernel';
import { DataTable, type DataColumn } from '@ui';
import type { ParcelRow } from '../api/types';
import { PAGE_SIZE } from '../model/filters';
import { StatusLabel } from './StatusLabel';

interface Props {
  rows: readonly ParcelRow[] | null;
  failed: boolean;
  onRetry: () => void;
}

/**
 * One page of parcels on the shared data table. Stamp ids show where the point may post, COD where the point offers
 * it and the country has it; the phone gives its room on a phone.
 */
export function ParcelTable({ rows, failed, onRetry }: Props) {
  const { t, locale } = useIntl();
  const { country } = usePortal();
  const canPost = useGate('canPost');
  const showsCod = useGate('showsCod') && country.cod.percent !== null;
  const texts = useTableTexts();
  const columns = useMemo<Array<DataColumn<ParcelRow>>>(() => [
    {
      id: 'tracking', header: t('history.col.tracking_id'), nowrap: true,
      cell: (p) => <Link asChild fontWeight="medium" color="brand.700"><RouteLink to="orderDetails" params={{ id: p.order_id }}>{p.tracking_id}</RouteLink></Link>,
    },
    { id: 'stamp', header: t('history.col.stamp_id'), cell: (p) => p.stamp_id ?? '', hidden: !canPost, wideOnly: true, nowrap: true },
    { id: 'type', header: t('history.col.type'), cell: (p) => t(`history.type.${p.order_type}`), wideOnly: true },
    { id: 'status', header: t('history.col.status'), cell: (p) => <StatusLabel parcel={p} /> },
    { id: 'shipper', header: t('history.col.shipper'), cell: (p) => p.shipper_name, wideOnly: true },
    { id: 'recipient', header: t('history.col.recipient'), cell: (p) => p.to_name },
    { id: 'phone', header: t('history.col.phone'), cell: (p) => <Text as="span" dir="ltr">{p.to_contact}</Text>, wideOnly: true, nowrap: true },
    { id: 'delivery', header: t('history.col.delivery'), cell: (p) => t(`history.delivery.${p.delivery_type}`), wideOnly: true },
    { id: 'cod', header: t('history.col.cod'), cell: (p) => (p.cod_amount === null ? '' : formatMoney(p.cod_amount, country, locale)), hidden: !showsCod, end: true, nowrap: true },
    { id: 'created', header: t('history.col.created'), cell: (p) => formatDateTime(p.created_at, country, locale), nowrap: true },
  ], [t, locale, country, canPost, showsCod]);

  return (
    <DataTable rows={rows} columns={columns} rowKey={(p) => String(p.order_id)} texts={texts} label={t('history.table')}
      failed={failed} onRetry={onRetry} pageSize={PAGE_SIZE} testId="history-table"
      rowAttributes={(p) => ({ 'data-tracking-id': p.tracking_id })} />
  );
}
