import { Button, Text } from '@chakra-ui/react';
import { useT } from '@kernel';
import { Modal } from '@ui';
import type { BillingType } from '../model/steps';

/**
 * Set-up failed after the account was created (spec part 1 §8): retry, cancel, or create a prepaid account (the
 * same set-up with Prepaid billing, offered while the choice was Postpaid).
 */
export function SetupFailedModal({ open, reason, billingType, onRetry, onPrepaid, onCancel }: {
  open: boolean;
  reason: string | null;
  billingType: BillingType;
  onRetry: () => void;
  onPrepaid: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <Modal open={open} role="alertdialog" title={t('shipper_create.setup_failed_title')}
      footer={
        <>
          <Button variant="outline" onClick={onCancel}>{t('shipper_create.cancel')}</Button>
          {billingType === 'POSTPAID' && <Button variant="outline" onClick={onPrepaid}>{t('shipper_create.create_prepaid')}</Button>}
          <Button colorPalette="brand" onClick={onRetry}>{t('shipper_create.retry')}</Button>
        </>
      }>
      <Text>{t('shipper_create.setup_failed')}</Text>
      {reason && <Text mt="2" textStyle="sm" color="fg.muted">{reason}</Text>}
    </Modal>
  );
}
