import { Box, Button, Text } from '@chakra-ui/react';
import { useT } from '@kernel';
import { Modal } from '@ui';
import type { CollectParcel } from '../model/parcel';

export interface PartialHandoverProps {
  /** The customer's parcels not scanned: they stay at the point. */
  left: readonly CollectParcel[];
  scanned: number;
  name: string;
  releaseLabel: string;
  onBack: () => void;
  onConfirm: () => void;
}

/**
 * Handing over only some of a customer's parcels asks once, naming the ones that stay: a parcel the operator forgot
 * on the shelf would otherwise wait there without a word. Going back is the first, focused choice.
 */
export function PartialHandover({ left, scanned, name, releaseLabel, onBack, onConfirm }: PartialHandoverProps) {
  const t = useT();
  return (
    <Modal open title={t('collect.partial_title', { scanned, total: scanned + left.length })} onClose={onBack}
      footer={
        <>
          <Button colorPalette="brand" onClick={onBack}>{t('collect.partial_back')}</Button>
          <Button variant="outline" onClick={onConfirm}>{releaseLabel}</Button>
        </>
      }>
      <Text>{t('collect.partial_body', { count: left.length, name })}</Text>
      <Box as="ul" mt="2" ps="5" aria-label={t('collect.partial_list')} data-testid="collect-left-behind">
        {left.map((p) => <Box as="li" key={p.trackingId} fontFamily="mono" fontWeight="semibold">{p.trackingId}</Box>)}
      </Box>
    </Modal>
  );
}
