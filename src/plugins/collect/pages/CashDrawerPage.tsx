import { Box, Button, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { formatDateTime, formatMoney, useIntl, usePortal, useTableTexts } from '@kernel';
import { DataTable, downloadCsv, ErrorNotice, FormField, lengthProblem, type DataColumn } from '@ui';
import { useCodTakenToday } from '../hooks/useCodTakenToday';
import { drawerSums, parseCounted, type CodTaken } from '../model/cashDrawer';
import { drawerCsvRows } from '../model/drawerCsv';

/** The counted cash as typed, group separators included: longer is no amount a drawer holds. */
const COUNTED_MAX_LENGTH = 20;

/**
 * End of day: the cash on delivery taken today at this point (from the event log), the cash the operator counted,
 * and the difference; printable, and exportable as CSV (formula cells neutralised by the shared CSV helper).
 */
export default function CashDrawerPage() {
  const { t, locale } = useIntl();
  const { country, dp } = usePortal();
  const texts = useTableTexts('collect.drawer_empty');
  const state = useCodTakenToday();
  const [countedText, setCountedText] = useState('');
  // A count over the field's limit stays whole and says so; it is not cut to fit and counted.
  const countedLong = lengthProblem(countedText.trim(), COUNTED_MAX_LENGTH);
  const counted = countedText.trim() === '' || countedLong ? null : parseCounted(countedText);
  const countedError = countedLong ? t(countedLong) : countedText.trim() !== '' && counted === null ? t('collect.drawer_counted_invalid') : null;
  const taken = state.status === 'ready' ? state.taken : [];
  const sums = drawerSums(taken, counted);
  const money = (n: number) => formatMoney(n, country, locale);

  const columns = useMemo<DataColumn<CodTaken>[]>(() => [
    { id: 'time', header: t('collect.drawer_time'), nowrap: true, cell: (c) => formatDateTime(c.at, country, locale), sortValue: (c) => c.at },
    { id: 'trackingId', header: t('collect.tracking_id'), nowrap: true, cell: (c) => c.trackingId, sortValue: (c) => c.trackingId },
    { id: 'customer', header: t('collect.customer'), wideOnly: true, cell: (c) => c.releasedTo },
    { id: 'amount', header: t('collect.column_cod'), end: true, nowrap: true, cell: (c) => formatMoney(c.amount, country, locale), sortValue: (c) => c.amount },
  ], [t, country, locale]);

  const differenceText = sums.difference === null ? '—'
    : sums.difference === 0 ? t('collect.drawer_balanced')
      : sums.difference > 0 ? t('collect.drawer_over', { amount: money(sums.difference) }) : t('collect.drawer_short', { amount: money(-sums.difference) });

  const exportCsv = () => {
    const rows = drawerCsvRows(taken, sums, t, (at) => formatDateTime(at, country, locale));
    const day = new Date(Date.now() + country.utcOffsetHours * 3_600_000).toISOString().slice(0, 10);
    void downloadCsv(`cod-cash-drawer-${dp?.id ?? 'point'}-${day}.csv`, rows);
  };

  return (
    <Stack gap="5" maxW="4xl">
      <Box>
        <Heading as="h1" size="2xl">{t('collect.drawer_title')}</Heading>
        <Text mt="2" color="fg.muted">{t('collect.drawer_intro')}</Text>
      </Box>
      {state.status === 'ready' && state.serverFailed && <ErrorNotice>{t('collect.drawer_server_failed')}</ErrorNotice>}
      <DataTable rows={state.status === 'loading' ? null : taken} failed={state.status === 'failed'} columns={columns} rowKey={(c) => `${c.trackingId}-${c.at}`}
        texts={texts} label={t('collect.drawer_table')} testId="drawer-table" />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Box borderWidth="1px" rounded="md" p="4">
          <Text color="fg.muted" id="drawer-expected">{t('collect.drawer_expected')}</Text>
          <Text fontSize="2xl" fontWeight="bold" aria-labelledby="drawer-expected" data-testid="drawer-expected">{money(sums.expected)}</Text>
        </Box>
        <Box borderWidth="1px" rounded="md" p="4">
          <FormField label={t('collect.drawer_counted')} error={countedError} id="drawer-counted">
            <Input value={countedText} onChange={(e) => setCountedText(e.target.value)} inputMode="decimal" autoComplete="off" fontSize="xl" />
          </FormField>
        </Box>
        <Box borderWidth="1px" rounded="md" p="4">
          <Text color="fg.muted" id="drawer-difference">{t('collect.drawer_difference')}</Text>
          <Text fontSize="2xl" fontWeight="bold" aria-labelledby="drawer-difference" aria-live="polite" data-testid="drawer-difference"
            color={sums.difference === null || sums.difference === 0 ? 'fg' : sums.difference > 0 ? 'orange.700' : 'red.700'}>{differenceText}</Text>
        </Box>
      </SimpleGrid>
      <HStack gap="3" wrap="wrap" _print={{ display: 'none' }}>
        <Button colorPalette="brand" onClick={exportCsv} disabled={state.status !== 'ready'} minH="11">{t('collect.drawer_export')}</Button>
        <Button variant="outline" onClick={() => window.print()} minH="11">{t('collect.drawer_print')}</Button>
      </HStack>
    </Stack>
  );
}
