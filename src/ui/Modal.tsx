import { Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons; the first is focused when the modal opens. */
  footer?: ReactNode;
  /** Escape and the backdrop close only when this is given. */
  onClose?: () => void;
  /** alertdialog for errors that need an answer. */
  role?: 'dialog' | 'alertdialog';
}

/** The portal's modal: a title, a message and its actions, announced to screen readers. */
export function Modal({ open, title, children, footer, onClose, role = 'dialog' }: ModalProps) {
  return (
    <Dialog.Root
      open={open}
      role={role}
      placement="center"
      closeOnEscape={Boolean(onClose)}
      closeOnInteractOutside={Boolean(onClose)}
      onOpenChange={(e) => { if (!e.open) onClose?.(); }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content maxW="md">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {children !== undefined && <Dialog.Body>{children}</Dialog.Body>}
            {footer && <Dialog.Footer gap="3" flexWrap="wrap">{footer}</Dialog.Footer>}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
