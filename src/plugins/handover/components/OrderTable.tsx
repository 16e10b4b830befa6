import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useT, useTableTexts } from '@kernel';
import { DataTable, type DataColumn } from '@ui';
import type { JobOrder } from '../model/orders';
import { statusLabelId } from '../model/statuses';

export interface OrderTableProps {
  orders: readonly JobOrder[] | null;
  scanned: ReadonlySet<string>;
  onRemove?: (barcode: string) => void;
  disabled?: boolean;
  failed?: boolean;
  onRetry?: () => void;
}

/** The job's parcels as the job lists them: ticked when scanned, status label, overstayed ones marked. */
export function OrderTable({ orders, scanned, onRemove, disabled, failed, onRetry }: OrderTableProps) {
  const t = useT();
  const texts = useTableTexts('handover.orders_empty');
  const columns = useMemo<DataColumn<JobOrder>[]>(() => [
    { id: 'barcode', header: t('handover.tracking_id'), nowrap: true, cell: (o) => <Text fontWeight="semibold" fontFamily="mono">{o.barcode}</Text> },
    {
      id: 'state', header: t('handover.column_state'),
      cell: (o) => (
        <HStack gap="2" wrap="wrap">
          {scanned.has(o.barcode)
            ? <Badge colorPalette="green" size="lg" data-testid="order-scanned">✓ {t('handover.scanned')}</Badge>
            : <Text color="fg.muted">{t('handover.waiting')}</Text>}
          {o.isOverstayed && <Badge colorPalette="orange">{t('handover.overstayed')}</Badge>}
        </HStack>
      ),
    },
    { id: 'status', header: t('handover.column_status'), wideOnly: true, cell: (o) => t(statusLabelId(o.status), { status: o.status }) },
    {
      id: 'actions', header: t('handover.column_actions'), end: true, headerHidden: true, hidden: !onRemove,
      cell: (o) => (scanned.has(o.barcode) && onRemove
        ? <Button size="sm" variant="ghost" colorPalette="red" disabled={disabled} onClick={() => onRemove(o.barcode)} aria-label={t('handover.unscan', { trackingId: o.barcode })}>{t('handover.remove')}</Button>
        : null),
    },
  ], [t, scanned, onRemove, disabled]);

  return (
    <DataTable rows={orders} columns={columns} rowKey={(o) => o.barcode} texts={texts} label={t('handover.orders_table')} testId="handover-orders"
      failed={failed} onRetry={onRetry} pageSize={Math.max(50, orders?.length ?? 0)}
      rowAttributes={(o) => ({ 'data-scanned': String(scanned.has(o.barcode)), ...(o.isOverstayed ? { 'data-overstayed': 'true' } : {}) })} />
  );
}
