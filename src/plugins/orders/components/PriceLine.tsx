import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { formatMoney, useIntl, type CountryConfig } from '@kernel';
import type { ParcelCost } from '../model/fees';
import type { QuoteState } from '../hooks/usePriceQuote';
import { InlineSpinner } from '@ui';

/**
 * The price of one parcel with the fee maths of part 1 §9, in the country's currency. Memoised: the quote and the
 * cost are the same objects until the price changes, so typing elsewhere in the card leaves it alone.
 */
export const PriceLine = memo(function PriceLine({ quote, cost, country }: { quote: QuoteState; cost: ParcelCost | null; country: CountryConfig }) {
  const { t, locale } = useIntl();
  const money = (n: number) => formatMoney(n, country, locale);
  return (
    <Box borderTopWidth="1px" pt="3" aria-live="polite" data-testid="parcel-price">
      {quote.kind === 'idle' && !cost && <Text color="fg.muted" fontSize="sm">{t('orders.price_needs_fields')}</Text>}
      {quote.kind === 'loading' && (
        <HStack gap="2"><InlineSpinner /><Text fontSize="sm">{t('orders.price_loading')}</Text></HStack>
      )}
      {quote.kind === 'failed' && <Text color="red.700" role="alert">{t('orders.fetching_price_failed')}</Text>}
      {cost && quote.kind !== 'loading' && quote.kind !== 'failed' && (
        <Stack gap="1" fontSize="sm">
          <HStack justify="space-between"><Text>{t('orders.delivery_fee')}</Text><Text>{money(cost.deliveryFee)}</Text></HStack>
          {cost.insurance > 0 && <HStack justify="space-between"><Text>{t('orders.insurance_fee')}</Text><Text>{money(cost.insurance)}</Text></HStack>}
          {cost.cod.amount > 0 && (
            <HStack justify="space-between" color="fg.muted">
              <Text>{t('orders.cod_fee_note')}</Text><Text>{money(cost.cod.amount + cost.cod.taxAmount)}</Text>
            </HStack>
          )}
          <HStack justify="space-between" fontWeight="semibold" fontSize="md">
            <Text>{t('orders.parcel_total')}</Text><Text data-testid="parcel-total">{money(cost.total)}</Text>
          </HStack>
        </Stack>
      )}
    </Box>
  );
});
