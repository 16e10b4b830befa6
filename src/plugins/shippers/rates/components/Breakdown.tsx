import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatMoney, useIntl, type CountryConfig } from '@kernel';
import { ErrorNotice, InlineSpinner } from '@ui';
import type { ParcelPricing, PriceResult } from '@services';
import type { QuoteState } from '../hooks/useRateQuote';
import { codRule, rateBreakdown } from '../model/breakdown';

export interface BreakdownProps {
  quote: QuoteState;
  /** The latest answer (kept while a newer one is asked). */
  price: PriceResult | null;
  country: CountryConfig;
  /** The COD amount the price was asked with (0 without COD). */
  codValue: number;
  pricing: Pick<ParcelPricing, 'cost'>;
}

/** One term and its amount: a div of a dt and a dd, the only wrapper a dl may hold. */
function Row({ label, value, testId, strong }: { label: ReactNode; value: string; testId: string; strong?: boolean }) {
  return (
    <HStack justify="space-between" align="baseline" gap="4" fontWeight={strong ? 'semibold' : undefined} fontSize={strong ? 'lg' : undefined}
      borderTopWidth={strong ? '1px' : undefined} pt={strong ? '2' : undefined}>
      <Box as="dt">{label}</Box>
      <Box as="dd" data-testid={testId} textAlign="end" whiteSpace="nowrap">{value}</Box>
    </HStack>
  );
}

/** The quote: delivery fee, insurance fee, tax, total, and the COD fee the recipient pays, in the country's money. */
export function Breakdown({ quote, price, country, codValue, pricing }: BreakdownProps) {
  const { t, locale } = useIntl();
  const money = (n: number) => formatMoney(n, country, locale);
  const loading = quote.kind === 'loading';
  const b = price ? rateBreakdown(price, pricing) : null;
  const rule = codRule(codValue, country.cod);
  const percent = rule ? new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(rule.percent) : '';

  return (
    <Box as="section" aria-labelledby="rate-breakdown-h" borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '5' }} data-testid="rate-breakdown">
      <Heading as="h2" size="lg" id="rate-breakdown-h" mb="3">{t('rates.breakdown')}</Heading>
      <Stack gap="3" aria-live="polite" aria-busy={loading || undefined}>
        {quote.kind === 'failed' && <ErrorNotice>{t('orders.fetching_price_failed')}</ErrorNotice>}
        {quote.kind === 'idle' && <Text color="fg.muted" fontSize="sm">{t('orders.price_needs_fields')}</Text>}
        {loading && (
          <HStack gap="2"><InlineSpinner /><Text fontSize="sm">{t('orders.price_loading')}</Text></HStack>
        )}
        {b && quote.kind !== 'failed' && quote.kind !== 'idle' && (
          <Stack gap="3" opacity={loading ? 0.6 : 1}>
            <Stack as="dl" gap="2">
              <Row label={t('orders.delivery_fee')} value={money(b.deliveryFee)} testId="rate-delivery-fee" />
              <Row label={t('orders.insurance_fee')} value={money(b.insuranceFee)} testId="rate-insurance-fee" />
              <Row label={t('rates.tax_included')} value={money(b.tax)} testId="rate-tax" />
              <Row label={t('orders.parcel_total')} value={money(b.total)} testId="rate-total" strong />
            </Stack>
            <Stack gap="1" borderTopWidth="1px" pt="2" color="fg.muted" fontSize="sm">
              <Stack as="dl"><Row label={t('rates.cod_fee')} value={money(b.codFee)} testId="rate-cod-fee" /></Stack>
              {rule && (
                <Text data-testid="rate-cod-rule">
                  {rule.applied === 'minimum'
                    ? t('rates.cod_rule_minimum', { minimum: money(rule.minimumFee ?? 0), percent, amount: money(rule.byPercent) })
                    : t('rates.cod_rule_percent', { percent, amount: money(codValue) })}
                </Text>
              )}
              <Text>{t('rates.cod_not_in_total')}</Text>
            </Stack>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
