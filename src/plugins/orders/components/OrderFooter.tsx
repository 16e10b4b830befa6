import { Button, HStack, Text } from '@chakra-ui/react';
import { memo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { formatMoney, useIntl, type CountryConfig } from '@kernel';
import { sessionTotal } from '../model/fees';
import type { OrderDraft } from '../model/parcel';
import { ConfirmDiscard, StickyFooter } from '@ui';
import { discardTexts } from './discardTexts';

export interface OrderFooterProps {
  /** The live draft (valtio proxy); the footer reads only the parcels' costs and outcomes from it. */
  draft: OrderDraft;
  country: CountryConfig;
  creating: boolean;
  onCreate: () => void;
  /** The operator confirmed discarding the order. */
  onDiscard: () => void;
}

/**
 * The sticky footer of a post or pack order: the total, Discard (asks first) and Create with the number of orders.
 * It subscribes to the parcels' costs and outcomes only, so typing a recipient's name does not render it.
 */
export const OrderFooter = memo(function OrderFooter({ draft, country, creating, onCreate, onDiscard }: OrderFooterProps) {
  const { t, locale } = useIntl();
  const snap = useSnapshot(draft);
  const [discarding, setDiscarding] = useState(false);
  const total = sessionTotal(snap.parcels);
  const pending = snap.parcels.filter((p) => p.oc?.status !== 'success').length;
  return (
    <>
      <StickyFooter justify="space-between" wrap="wrap" gap="3" data-testid="order-footer">
        <Text fontWeight="semibold" data-testid="order-total">{t('orders.total', { amount: formatMoney(total, country, locale) })}</Text>
        <HStack gap="3" wrap="wrap" justify="flex-end">
          <Button variant="ghost" disabled={creating} onClick={() => setDiscarding(true)}>
            {t('orders.discard')}
          </Button>
          <Button colorPalette="brand" size="lg" loading={creating} onClick={onCreate}>
            {t('orders.create_orders', { count: pending })}
          </Button>
        </HStack>
      </StickyFooter>
      <ConfirmDiscard open={discarding} texts={discardTexts(t)} onCancel={() => setDiscarding(false)}
        onConfirm={() => { setDiscarding(false); onDiscard(); }} />
    </>
  );
});
