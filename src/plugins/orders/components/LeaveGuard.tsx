import { Button, Text } from '@chakra-ui/react';
import { useBlocker } from 'react-router-dom';
import { useT } from '../../../kernel';
import { Modal } from '../../../ui';

/**
 * Leaving with parcels scanned but not checked in asks first (part 1 §2): go back to review, or leave and lose them.
 */
export function LeaveGuard({ when, onLeave }: { when: boolean; onLeave: () => void }) {
  const t = useT();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  if (blocker.state !== 'blocked') return null;
  return (
    <Modal
      open
      role="alertdialog"
      title={t('orders.leave_title')}
      onClose={() => blocker.reset()}
      footer={
        <>
          <Button colorPalette="brand" onClick={() => blocker.reset()}>{t('orders.leave_back_to_review')}</Button>
          <Button variant="outline" colorPalette="red" onClick={() => { onLeave(); blocker.proceed(); }}>{t('orders.leave_without_checking_in')}</Button>
        </>
      }
    >
      <Text>{t('orders.leave_message')}</Text>
    </Modal>
  );
}
