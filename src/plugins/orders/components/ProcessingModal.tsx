import { Button, Flex, Text } from '@chakra-ui/react';
import { useRouteNavigate, useT } from '@kernel';
import { Modal } from '@ui';

/**
 * The lodge-in is still running after the last status ask (part 1 §4): check order history in 10 minutes. Under
 * 550 px the two buttons swap places, so the main action sits under the thumb.
 */
export function ProcessingModal({ onClose }: { onClose: () => void }) {
  const t = useT();
  const navigate = useRouteNavigate();
  const go = (routeId: string) => { onClose(); navigate(routeId); };
  return (
    <Modal
      open
      title={t('orders.processing_lodge_in')}
      footer={
        <Flex gap="3" w="full" justify="end" data-testid="processing-buttons" css={{ '@media (max-width: 549.98px)': { flexDirection: 'column-reverse' } }}>
          <Button variant="outline" onClick={() => go('home')}>{t('orders.back_to_home')}</Button>
          <Button colorPalette="brand" onClick={() => go('history')}>{t('orders.go_to_parcel_tracking')}</Button>
        </Flex>
      }
    >
      <Text>{t('orders.processing_lodge_in_message')}</Text>
    </Modal>
  );
}
