import { Badge, Box, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useT } from '@kernel';
import { Empty } from '@ui';
import type { ScannedParcel } from '../model/parcel';

/** Parcels scanned for lodge-in or return, newest first, each removable. */
export function ScannedList({ parcels, onRemove, disabled }: { parcels: readonly ScannedParcel[]; onRemove: (index: number) => void; disabled?: boolean }) {
  const t = useT();
  if (parcels.length === 0) return <Empty>{t('orders.no_parcels_yet')}</Empty>;
  const rows = parcels.map((p, index) => ({ p, index })).reverse();
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" variant="outline" data-testid="scanned-parcels">
        <Table.Caption captionSide="top" textAlign="start" mb="2">{t('orders.scanned_count', { count: parcels.length })}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('orders.tracking_id')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('orders.shipper')}</Table.ColumnHeader>
            <Table.ColumnHeader display={{ base: 'none', md: 'table-cell' }}>{t('orders.recipient')}</Table.ColumnHeader>
            <Table.ColumnHeader><Box srOnly>{t('orders.actions')}</Box></Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map(({ p, index }) => (
            <Table.Row key={p.trackingId}>
              <Table.Cell>
                <Stack gap="0">
                  <Text fontFamily="mono">{p.trackingId}</Text>
                  {p.identifierType !== 'TRACKING_ID' && <Badge w="fit-content" size="sm">{t(`orders.id_type.${p.identifierType}`)}</Badge>}
                </Stack>
              </Table.Cell>
              <Table.Cell>{p.shipperName ?? '—'}</Table.Cell>
              <Table.Cell display={{ base: 'none', md: 'table-cell' }}>{p.toName ?? '—'}</Table.Cell>
              <Table.Cell textAlign="end">
                <HStack justify="end">
                  <Button size="sm" variant="ghost" colorPalette="red" disabled={disabled} onClick={() => onRemove(index)}
                    aria-label={t('orders.remove_parcel', { id: p.trackingId })}>
                    {t('orders.remove')}
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
