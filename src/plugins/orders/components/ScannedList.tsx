import { Badge, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useT, useTableTexts } from '@kernel';
import { ScannedList as SharedScannedList, type DataColumn } from '@ui';
import type { ScannedParcel } from '../model/parcel';

/** Parcels scanned for lodge-in or return, newest first, each removable (the shared list with orders' columns). */
export function ScannedList({ parcels, onRemove, disabled }: { parcels: readonly ScannedParcel[]; onRemove: (index: number) => void; disabled?: boolean }) {
  const t = useT();
  const table = useTableTexts('orders.no_parcels_yet');
  const columns = useMemo<Array<DataColumn<ScannedParcel>>>(() => [
    {
      id: 'trackingId', header: t('orders.tracking_id'),
      cell: (p) => (
        <Stack gap="0">
          <Text fontFamily="mono">{p.trackingId}</Text>
          {p.identifierType !== 'TRACKING_ID' && <Badge w="fit-content" size="sm">{t(`orders.id_type.${p.identifierType}`)}</Badge>}
        </Stack>
      ),
    },
    { id: 'shipper', header: t('orders.shipper'), cell: (p) => p.shipperName ?? '—' },
    { id: 'recipient', header: t('orders.recipient'), cell: (p) => p.toName ?? '—', wideOnly: true },
  ], [t]);
  const texts = useMemo(() => ({
    ...table,
    count: t('orders.scanned_count', { count: parcels.length }),
    actions: t('orders.actions'),
    remove: t('orders.remove'),
    removeLabel: (id: string) => t('orders.remove_parcel', { id }),
  }), [table, t, parcels.length]);
  return (
    <SharedScannedList<ScannedParcel> items={parcels} columns={columns} itemKey={(p) => p.trackingId} texts={texts}
      onRemove={onRemove} disabled={disabled} label={t('orders.scanned_count', { count: parcels.length })} testId="scanned-parcels" />
  );
}
