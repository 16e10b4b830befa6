import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { formatDateTime, formatMoney, useIntl, usePortal, useTableTexts } from '@kernel';
import { DataTable, type DataColumn } from '@ui';
import { isOverstayed, type CollectParcel } from '../model/parcel';

export interface ParcelTableProps {
  parcels: readonly CollectParcel[];
  scanned: readonly string[];
  /** Set aside at errorCod: they stay at the point by the operator's choice. */
  setAside?: readonly string[];
  onRemove?: (trackingId: string) => void;
  disabled?: boolean;
}

const NONE: readonly string[] = [];

/** The customer's parcels at this point: ticked when scanned, set aside ones said, COD amounts, overstayed ones marked. */
export function ParcelTable({ parcels, scanned, setAside = NONE, onRemove, disabled }: ParcelTableProps) {
  const { t, locale } = useIntl();
  const { country, dp } = usePortal();
  const texts = useTableTexts();
  // Read once a visit: the overstay mark does not change while the customer stands at the counter, and a new time on
  // every render would rebuild the columns on every tick.
  const [now] = useState(Date.now);
  const maxStay = dp?.maxParcelStayDuration;
  const columns = useMemo<DataColumn<CollectParcel>[]>(() => [
    { id: 'trackingId', header: t('collect.tracking_id'), nowrap: true, cell: (p) => <Text fontWeight="semibold" fontFamily="mono">{p.trackingId}</Text> },
    {
      // The overstayed mark sits with the state, a column every width shows (the Arrived one is hidden on a phone).
      id: 'state', header: t('collect.column_state'),
      cell: (p) => (
        <HStack gap="2" wrap="wrap">
          {scanned.includes(p.trackingId)
            ? <Badge colorPalette="green" size="lg" data-testid="parcel-scanned">✓ {t('collect.status_scanned')}</Badge>
            : <Text color="fg.muted">{t(setAside.includes(p.trackingId) ? 'collect.status_set_aside' : 'collect.status_waiting')}</Text>}
          {isOverstayed(p, maxStay, now) && <Badge colorPalette="orange" data-testid="parcel-overstayed">{t('collect.overstayed')}</Badge>}
        </HStack>
      ),
    },
    { id: 'cod', header: t('collect.column_cod'), end: true, nowrap: true, cell: (p) => (p.isCod ? (p.codAmount === null ? t('collect.cod_unknown') : formatMoney(p.codAmount, country, locale)) : '—') },
    {
      id: 'arrived', header: t('collect.column_arrived'), wideOnly: true,
      cell: (p) => formatDateTime(p.droppedOffAt, country, locale),
    },
    {
      id: 'actions', header: t('collect.column_actions'), end: true, headerHidden: true, hidden: !onRemove,
      cell: (p) => (scanned.includes(p.trackingId) && onRemove
        ? <Button size="sm" variant="ghost" colorPalette="red" disabled={disabled} onClick={() => onRemove(p.trackingId)} aria-label={t('collect.unscan', { trackingId: p.trackingId })}>{t('collect.remove')}</Button>
        : null),
    },
  ], [t, locale, country, scanned, setAside, onRemove, disabled, maxStay, now]);

  return <DataTable rows={parcels} columns={columns} rowKey={(p) => p.trackingId} texts={texts} label={t('collect.parcels_table')} testId="collect-parcels"
    rowAttributes={(p) => ({ 'data-scanned': String(scanned.includes(p.trackingId)), ...(isOverstayed(p, maxStay, now) ? { 'data-overstayed': 'true' } : {}) })} />;
}
