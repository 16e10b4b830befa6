import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { formatMoney, useIntl, type CountryConfig } from '@kernel';
import type { ParcelCost } from '../model/fees';
import type { QuoteState } from '../hooks/usePriceQuote';
import { InlineSpinner } from '@ui';

/**
 * The price of one parcel with the fee maths of part 1 §9, in the country's currency. Memoised: the quote and the
 * cost are the same objects until the price changes, so typing elsewhere in the card leaves it alone.
 *
 * The line keeps one height from 'fill in the fields' through 'loading' to the price: the price's lines are laid out
 * invisibly under the status. Otherwise a price arriving grows the card, and everything below it (the next card, the
 * footer's Create once the page is scrolled to its end) moves under the operator's tap.
 */
export const PriceLine = memo(function PriceLine({ quote, cost, country }: { quote: QuoteState; cost: ParcelCost | null; country: CountryConfig }) {
  const { t, locale } = useIntl();
  const money = (n: number) => formatMoney(n, country, locale);
  const shown = cost !== null && quote.kind !== 'loading' && quote.kind !== 'failed';
  return (
    <Box borderTopWidth="1px" pt="3" aria-live="polite" data-testid="parcel-price" display="grid">
      {shown ? <CostLines cost={cost} money={money} shown /> : (
        <>
          <Box gridArea="1 / 1">
            {quote.kind === 'loading' ? (
              <HStack gap="2"><InlineSpinner /><Text fontSize="sm">{t('orders.price_loading')}</Text></HStack>
            ) : quote.kind === 'failed' ? (
              <Text color="red.700" role="alert">{t('orders.fetching_price_failed')}</Text>
            ) : (
              <Text color="fg.muted" fontSize="sm">{t('orders.price_needs_fields')}</Text>
            )}
          </Box>
          {/* The room the price will take: the last price's lines while a new one loads, else the fee and the total. */}
          <CostLines cost={cost} money={money} shown={false} />
        </>
      )}
    </Box>
  );
});

function CostLines({ cost, money, shown }: { cost: ParcelCost | null; money: (n: number) => string; shown: boolean }) {
  const { t } = useIntl();
  const amount = (n: number | undefined) => (shown && n !== undefined ? money(n) : '\u00a0');
  const insurance = cost !== null && cost.insurance > 0;
  const cod = cost !== null && cost.cod.amount > 0;
  return (
    <Stack gap="1" fontSize="sm" gridArea="1 / 1" {...(shown ? {} : { visibility: 'hidden', 'aria-hidden': true })}>
      <HStack justify="space-between"><Text>{t('orders.delivery_fee')}</Text><Text>{amount(cost?.deliveryFee)}</Text></HStack>
      {insurance && <HStack justify="space-between"><Text>{t('orders.insurance_fee')}</Text><Text>{amount(cost.insurance)}</Text></HStack>}
      {cod && (
        <HStack justify="space-between" color="fg.muted">
          <Text>{t('orders.cod_fee_note')}</Text><Text>{amount(cost.cod.amount + cost.cod.taxAmount)}</Text>
        </HStack>
      )}
      <HStack justify="space-between" fontWeight="semibold" fontSize="md">
        <Text>{t('orders.parcel_total')}</Text><Text {...(shown ? { 'data-testid': 'parcel-total' } : {})}>{amount(cost?.total)}</Text>
      </HStack>
    </Stack>
  );
}
