import { Button } from '@chakra-ui/react';
import { Modal } from '../../ui/Modal';
import { FullSystemProvider } from '../../ui/fullSystem';

/** The generic error modal after a rendering crash: okay reloads the page. */
export default function CrashModal({ title, message, okay }: { title: string; message: string; okay: string }) {
  return (
    <FullSystemProvider>
      <Modal open role="alertdialog" title={title} footer={<Button colorPalette="brand" onClick={() => window.location.reload()}>{okay}</Button>}>
        {message}
      </Modal>
    </FullSystemProvider>
  );
}
