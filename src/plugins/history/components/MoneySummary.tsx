import { Box, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { useCallback } from 'react';
import { formatDateTime, formatMoney, LoadFailure, RouteLink, useGate, useIntl, usePortal } from '@kernel';
import { Loading, useLoad } from '@ui';
import { fetchPaymentsSummary } from '../api/historyApi';

/**
 * The money side of the day beside the parcels: today's cash on delivery and counter fees, and what is still in the
 * till (not yet handed over), linked to the payments. Loaded on its own, so a failure here leaves the parcel figures.
 */
export function MoneySummary({ dpId }: { dpId: number }) {
  const { t, locale } = useIntl();
  const { country } = usePortal();
  const showsCod = useGate('showsCod') && country.cod.percent !== null;
  const load = useLoad(`payments-summary-${dpId}`, useCallback((signal: AbortSignal) => fetchPaymentsSummary(dpId, signal), [dpId]));
  const money = (n: number) => formatMoney(n, country, locale);
  const s = load.value;
  return (
    <Box as="section" aria-label={t('dashboard.money')}>
      <Heading as="h2" size="lg" mb="2">{t('dashboard.money')}</Heading>
      {load.status === 'failed' && <LoadFailure error={load.error} onRetry={load.reload} />}
      {load.status === 'loading' && !s && <Loading label={t('loading')} />}
      {s && (
        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="3">
          {showsCod && (
            <Box borderWidth="1px" borderRadius="md" p="3" data-testid="money-cod-today">
              <Text as="dt" textStyle="sm" color="fg.muted">{t('dashboard.money.cod_today')}</Text>
              <Text as="dd" textStyle="2xl" fontWeight="bold">{money(s.today.cod_amount)}</Text>
            </Box>
          )}
          <Box borderWidth="1px" borderRadius="md" p="3" data-testid="money-fees-today">
            <Text as="dt" textStyle="sm" color="fg.muted">{t('dashboard.money.fees_today')}</Text>
            <Text as="dd" textStyle="2xl" fontWeight="bold">{money(s.today.fee_amount)}</Text>
          </Box>
          <Box borderWidth="1px" borderRadius="md" p="3" data-testid="money-unsettled">
            <Text as="dt" textStyle="sm" color="fg.muted">{t('dashboard.money.unsettled')}</Text>
            <Box as="dd">
              <Text textStyle="2xl" fontWeight="bold">{money(s.unsettled.amount)}</Text>
              {s.unsettled.oldest_paid_at && (
                <Text textStyle="sm" color="fg.muted">{t('dashboard.money.unsettled_since', { when: formatDateTime(s.unsettled.oldest_paid_at, country, locale) })}</Text>
              )}
              <Link asChild textStyle="sm" color="brand.700">
                <RouteLink to="payments">{t('dashboard.see_payments')}</RouteLink>
              </Link>
            </Box>
          </Box>
        </SimpleGrid>
      )}
    </Box>
  );
}
