import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatDateTime, formatMoney, useGate, useIntl, usePortal } from '@kernel';
import type { OrderDetails, Party } from '../api/types';
import { StatusLabel } from './StatusLabel';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted" textStyle="sm">{label}</Text>
      <Text as="dd" mb="2">{children}</Text>
    </>
  );
}

function PartyCard({ title, party }: { title: string; party: Party }) {
  return (
    <Box as="section" aria-label={title} borderWidth="1px" borderRadius="md" p="3">
      <Heading as="h2" size="sm" mb="1">{title}</Heading>
      <Text>{party.name}</Text>
      <Text dir="ltr" textAlign="start">{party.contact}</Text>
      {party.address && <Text color="fg.muted">{party.address}</Text>}
    </Box>
  );
}

/** The order: status, type, times in the country's offset, weight, its parties, and COD and fees in its money. */
export function OrderSummary({ details }: { details: OrderDetails }) {
  const { t, locale } = useIntl();
  const { country } = usePortal();
  const showsCod = useGate('showsCod') && country.cod.percent !== null;
  const o = details.order;
  const money = (n: number) => formatMoney(n, country, locale);
  const fees = o.fees;
  return (
    <Stack gap="4">
      <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 4 }} columnGap="6">
        <Box><Row label={t('history.col.status')}><StatusLabel parcel={o} /></Row></Box>
        <Box><Row label={t('history.col.type')}>{t(`history.type.${o.order_type}`)}</Row></Box>
        <Box><Row label={t('history.col.created')}>{formatDateTime(o.created_at, country, locale)}</Row></Box>
        <Box><Row label={t('details.dropped_off')}>{o.dropped_off_at ? formatDateTime(o.dropped_off_at, country, locale) : t('details.not_dropped_off')}</Row></Box>
        {o.stamp_id && <Box><Row label={t('history.col.stamp_id')}>{o.stamp_id}</Row></Box>}
        <Box><Row label={t('history.col.delivery')}>{t(`history.delivery.${o.delivery_type}`)}</Row></Box>
        <Box><Row label={t('details.weight')}>{t('details.weight_kg', { weight: o.weight })}</Row></Box>
        {showsCod && o.cod_amount !== null && <Box><Row label={t('details.cod')}>{money(o.cod_amount)}</Row></Box>}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <PartyCard title={t('details.sender')} party={o.from} />
        <PartyCard title={t('details.recipient')} party={o.to} />
      </SimpleGrid>
      <Box as="section" aria-label={t('details.fees')}>
        <Heading as="h2" size="sm" mb="1">{t('details.fees')}</Heading>
        {fees ? (
          <Box as="dl" display="grid" gridTemplateColumns="auto auto" columnGap="6" w="fit-content">
            {([['details.delivery_fee', fees.delivery_fee], ['details.insurance_fee', fees.insurance_fee], ...(showsCod ? [['details.cod_fee', fees.cod_fee] as const] : []), ['details.tax', fees.tax]] as const).map(([id, amount]) => (
              <Row key={id} label={t(id)}><Text as="span" display="block" textAlign="end">{money(amount)}</Text></Row>
            ))}
            <Row label={t('details.total')}><Text as="span" display="block" textAlign="end" fontWeight="bold">{money(fees.total)}</Text></Row>
          </Box>
        ) : <Text color="fg.muted">{t('details.no_fees')}</Text>}
      </Box>
    </Stack>
  );
}
