import { Alert, Button, HStack } from '@chakra-ui/react';
import { useT } from '@kernel';

/**
 * What the lodge-in of parcels kept offline did, said in the page and not in a modal: it finishes on its own while the
 * operator may be scanning the next parcels. Refused parcels are rows of the waiting list, with the server's reason.
 */
export function WaitingLodged({ lodged, refused, receiptBusy, onPrintReceipt, onClose }: {
  lodged: number;
  refused: number;
  receiptBusy: boolean;
  onPrintReceipt: (() => void) | null;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Alert.Root status={refused > 0 ? 'warning' : 'success'} role="status" data-testid="waiting-lodged">
      <Alert.Indicator />
      <Alert.Content flex="1">
        <Alert.Title>{t('orders.offline.lodged', { count: lodged })}</Alert.Title>
        {refused > 0 && <Alert.Description>{t('orders.offline.refused_count', { count: refused })}</Alert.Description>}
      </Alert.Content>
      <HStack gap="2" wrap="wrap">
        {onPrintReceipt && <Button size="sm" colorPalette="brand" loading={receiptBusy} onClick={onPrintReceipt}>{t('orders.print_receipt')}</Button>}
        <Button size="sm" variant="ghost" onClick={onClose}>{t('close')}</Button>
      </HStack>
    </Alert.Root>
  );
}
