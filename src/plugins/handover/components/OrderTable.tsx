import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { usePortal, useT, useTableTexts } from '@kernel';
import { DataTable, type DataColumn } from '@ui';
import type { JobOrder } from '../model/orders';
import { statusLabelId, type Direction } from '../model/statuses';
import { pickupTiming } from '../model/timing';
import { useIsScanned } from '../state/handoverStore';

export interface OrderTableProps {
  direction: Direction;
  orders: readonly JobOrder[] | null;
  /** The barcodes scanned: only the rows' attributes use it, so a scan redraws its own row alone. */
  scanned: ReadonlySet<string>;
  onRemove?: (barcode: string) => void;
  disabled?: boolean;
  failed?: boolean;
  onRetry?: () => void;
}

function ScanState({ direction, order }: { direction: Direction; order: JobOrder }) {
  const t = useT();
  const scanned = useIsScanned(direction, order.barcode);
  return (
    <HStack gap="2" wrap="wrap">
      {scanned
        ? <Badge colorPalette="green" size="lg" data-testid="order-scanned">✓ {t('handover.scanned')}</Badge>
        : <Text color="fg.muted">{t('handover.waiting')}</Text>}
      {order.isOverstayed && <Badge colorPalette="orange">{t('handover.overstayed')}</Badge>}
    </HStack>
  );
}

function RemoveButton({ direction, barcode, onRemove, disabled }: { direction: Direction; barcode: string; onRemove: (barcode: string) => void; disabled?: boolean }) {
  const t = useT();
  if (!useIsScanned(direction, barcode)) return null;
  return <Button size="sm" variant="ghost" colorPalette="red" disabled={disabled} onClick={() => onRemove(barcode)} aria-label={t('handover.unscan', { trackingId: barcode })}>{t('handover.remove')}</Button>;
}

/** The job's parcels as the job lists them: ticked when scanned, status label, overstayed ones marked. */
export function OrderTable({ direction, orders, scanned, onRemove, disabled, failed, onRetry }: OrderTableProps) {
  const t = useT();
  const texts = useTableTexts('handover.orders_empty');
  const offset = usePortal().country.utcOffsetHours;
  // The timing is of a handover now: read once a visit, so the columns (and every row) are not rebuilt on each render.
  const [now] = useState(Date.now);
  const columns = useMemo<DataColumn<JobOrder>[]>(() => [
    { id: 'barcode', header: t('handover.tracking_id'), nowrap: true, cell: (o) => <Text fontWeight="semibold" fontFamily="mono">{o.barcode}</Text> },
    { id: 'state', header: t('handover.column_state'), cell: (o) => <ScanState direction={direction} order={o} /> },
    { id: 'status', header: t('handover.column_status'), wideOnly: true, cell: (o) => t(statusLabelId(o.status), { status: o.status }) },
    {
      id: 'timing', header: t('handover.column_timing'), wideOnly: true, nowrap: true, hidden: direction !== 'toDriver',
      cell: (o) => {
        const timing = pickupTiming(o.droppedOffAt, now, offset);
        return timing ? t(`handover.timing.${timing}`) : '—';
      },
    },
    {
      id: 'actions', header: t('handover.column_actions'), end: true, headerHidden: true, hidden: !onRemove,
      cell: (o) => (onRemove ? <RemoveButton direction={direction} barcode={o.barcode} onRemove={onRemove} disabled={disabled} /> : null),
    },
  ], [t, direction, onRemove, disabled, now, offset]);

  return (
    <DataTable rows={orders} columns={columns} rowKey={(o) => o.barcode} texts={texts} label={t('handover.orders_table')} testId="handover-orders"
      failed={failed} onRetry={onRetry} pageSize={Math.max(50, orders?.length ?? 0)}
      rowAttributes={(o) => ({ 'data-scanned': String(scanned.has(o.barcode)), ...(o.isOverstayed ? { 'data-overstayed': 'true' } : {}) })} />
  );
}
