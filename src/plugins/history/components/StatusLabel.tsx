import { Badge, HStack } from '@chakra-ui/react';
import { useT } from '@kernel';
import type { ParcelRow } from '../api/types';

const PALETTE = { staging: 'purple', pending: 'orange', cancelled: 'gray', completed: 'green' } as const;

/** A parcel's status in words, coloured by its group, and 'Overstayed' when it has stayed too long. */
export function StatusLabel({ parcel }: { parcel: Pick<ParcelRow, 'status' | 'group' | 'expired'> }) {
  const t = useT();
  return (
    <HStack gap="1" wrap="wrap">
      <Badge colorPalette={PALETTE[parcel.group]} variant="subtle">{t(`history.status.${parcel.status}`)}</Badge>
      {parcel.expired && <Badge colorPalette="red" variant="solid">{t('history.store.expired')}</Badge>}
    </HStack>
  );
}
