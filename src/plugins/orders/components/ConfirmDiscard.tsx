import { Button, Text } from '@chakra-ui/react';
import { useT } from '../../../kernel';
import { Modal } from '../../../ui';

/** Destructive steps ask first: discarding scanned parcels or a filled-in order. */
export function ConfirmDiscard({ open, onCancel, onConfirm }: { open: boolean; onCancel: () => void; onConfirm: () => void }) {
  const t = useT();
  if (!open) return null;
  return (
    <Modal open role="alertdialog" title={t('orders.discard_title')} onClose={onCancel}
      footer={
        <>
          <Button colorPalette="brand" onClick={onCancel}>{t('orders.keep_working')}</Button>
          <Button variant="outline" colorPalette="red" onClick={onConfirm}>{t('orders.discard_confirm')}</Button>
        </>
      }>
      <Text>{t('orders.discard_message')}</Text>
    </Modal>
  );
}
