import { Button } from '@chakra-ui/react';
import { useSnapshot } from 'valtio';
import { Modal } from '../../ui/Modal';
import { useT } from '../i18n/intl';
import { session } from '../session/store';
import { logout } from '../session/flows';
import { FullSystemProvider } from '../../ui/fullSystem';
import { errorText } from './errorText';
import { useRouteNavigate } from '../routing/links';

/** Loaded on its own (with the full Chakra system) when a modal opens before login. */
export default function ShellModalsWithSystem() {
  return (
    <FullSystemProvider>
      <ShellModals />
    </FullSystemProvider>
  );
}

/** The shell's error and info modals, driven by session.modal. */
export function ShellModals() {
  const t = useT();
  const navigate = useRouteNavigate();
  const { modal } = useSnapshot(session);
  if (!modal) return null;
  const close = () => { session.modal = null; };
  if (modal.kind === 'error') {
    const invalid = modal.error.invalidToken;
    return (
      <Modal
        open
        role="alertdialog"
        title={t(modal.titleId ?? 'error_title')}
        onClose={invalid ? undefined : close}
        footer={invalid ? (
          <Button colorPalette="brand" onClick={() => { logout({ keepDrafts: true }); navigate('login', undefined, { replace: true }); }}>{t('error_modal.log_out')}</Button>
        ) : (
          <Button colorPalette="brand" onClick={close}>{t('okay')}</Button>
        )}
      >
        {errorText(t, modal.error)}
      </Modal>
    );
  }
  return (
    <Modal
      open
      title={t(modal.titleId)}
      footer={
        <Button colorPalette="brand" onClick={() => { close(); if (modal.redirectTo) navigate(modal.redirectTo); }}>
          {t('info_modal.continue')}
        </Button>
      }
    >
      {t(modal.messageId)}
    </Modal>
  );
}
