import { Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useT } from '@kernel';
import { Modal } from '@ui';
import type { LodgeInStatus } from '../api/types';
import { FailedOrdersDownload } from './FailedOrdersDownload';

export interface LodgeInResultModalProps {
  successful: string[];
  failed: LodgeInStatus['failedOrders'];
  receiptBusy: boolean;
  onPrintReceipt: (() => void) | null;
  onDone: () => void;
}

/**
 * The result of a lodge-in (part 2 §4): all in gives lodge_in_completed with a green check; some in the same title
 * with a warning; none lodge_in_failed. Failures can be downloaded.
 */
export function LodgeInResultModal({ successful, failed, receiptBusy, onPrintReceipt, onDone }: LodgeInResultModalProps) {
  const t = useT();
  const none = successful.length === 0;
  const partial = !none && failed.length > 0;
  const title = (
    <HStack gap="2">
      {!none && !partial && <Box as="span" color="green.700" fontSize="xl" aria-hidden="true">✔</Box>}
      {partial && <Box as="span" color="orange.600" fontSize="xl" aria-hidden="true">⚠</Box>}
      <span>{t(none ? 'lodge_in_failed' : 'lodge_in_completed')}</span>
    </HStack>
  );
  return (
    <Modal
      open
      title={title}
      role={none || partial ? 'alertdialog' : 'dialog'}
      footer={
        <>
          {onPrintReceipt && <Button colorPalette="brand" onClick={onPrintReceipt} loading={receiptBusy}>{t('orders.print_receipt')}</Button>}
          {failed.length > 0 && <FailedOrdersDownload failed={failed} />}
          <Button variant={onPrintReceipt ? 'outline' : 'solid'} colorPalette="brand" onClick={onDone}>{t('orders.done')}</Button>
        </>
      }
    >
      <Stack gap="3" data-testid="lodge-in-result">
        {!none && <Text>{t('orders.lodged_in_count', { count: successful.length })}</Text>}
        {partial && <Text fontWeight="semibold" color="orange.800">{t('orders.partial_lodge_in')}</Text>}
        {failed.length > 0 && (
          <>
            <Text fontWeight="semibold">{t('orders.errors_in_some_orders')}</Text>
            <Text>{t('orders.failed_to_check_in', { count: failed.length })}</Text>
            <List.Root ps="5" maxH="40" overflowY="auto">
              {failed.map((f) => (
                <List.Item key={f.barcode}><Text as="span" fontFamily="mono">{f.barcode}</Text>: {f.errorMessage ?? t('orders.unexpected_error')}</List.Item>
              ))}
            </List.Root>
          </>
        )}
      </Stack>
    </Modal>
  );
}
