import { Button, Text } from '@chakra-ui/react';
import { Modal } from '../Modal';

/** The words of a confirm-before-losing-work dialog, already translated by the caller. */
export interface DiscardTexts {
  title: string;
  message: string;
  /** The safe choice, first and highlighted. */
  keep: string;
  /** The destructive choice. */
  discard: string;
}

/** Destructive steps ask first (discarding scanned parcels, a filled-in order, an uploaded file): keep is the default. */
export function ConfirmDiscard({ open, texts, onCancel, onConfirm }: { open: boolean; texts: DiscardTexts; onCancel: () => void; onConfirm: () => void }) {
  if (!open) return null;
  return (
    <Modal open role="alertdialog" title={texts.title} onClose={onCancel}
      footer={
        <>
          <Button colorPalette="brand" onClick={onCancel}>{texts.keep}</Button>
          <Button variant="outline" colorPalette="red" onClick={onConfirm}>{texts.discard}</Button>
        </>
      }>
      <Text>{texts.message}</Text>
    </Modal>
  );
}
