import { Box, Button, Text } from '@chakra-ui/react';
import { Modal } from '../../ui/Modal';
import { useT } from '../i18n/intl';
import type { UnsentWork } from '../session/unsentWork';

/**
 * Log out with work not sent asks once, listing what would be lost in each flow's words; staying is the first,
 * focused choice.
 */
export function LogoutConfirm({ work, onStay, onLeave }: { work: readonly UnsentWork[]; onStay: () => void; onLeave: () => void }) {
  const t = useT();
  return (
    <Modal open role="alertdialog" title={t('logout_confirm.title')} onClose={onStay}
      footer={
        <>
          <Button colorPalette="brand" onClick={onStay}>{t('logout_confirm.stay')}</Button>
          <Button variant="outline" colorPalette="red" onClick={onLeave}>{t('logout_confirm.leave')}</Button>
        </>
      }>
      <Text>{t('logout_confirm.body', { count: work.length })}</Text>
      <Box as="ul" mt="2" ps="5" data-testid="unsent-work">
        {work.map((w, i) => <Box as="li" key={`${w.messageId}-${i}`} mt="1">{t(w.messageId, w.values)}</Box>)}
      </Box>
    </Modal>
  );
}
