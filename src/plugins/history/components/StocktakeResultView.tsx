import { Alert, Box, Button, Flex, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatDateTime, useIntl, usePortal } from '@kernel';
import { downloadCsv } from '@ui';
import type { StocktakeResult } from '../model/stocktake';

function IdList({ title, ids, testId }: { title: string; ids: string[]; testId: string }) {
  return (
    <Box as="section" aria-label={title} data-testid={testId}>
      <Heading as="h3" size="md" mb="1">{title} ({ids.length})</Heading>
      <List.Root ps="5">
        {ids.map((id) => <List.Item key={id} fontFamily="mono">{id}</List.Item>)}
      </List.Root>
    </Box>
  );
}

/** A finished stocktake: what is missing and what is extra, printable and exportable as CSV. */
export function StocktakeResultView({ result, finishedAt, onNew }: { result: StocktakeResult; finishedAt: string; onNew: () => void }) {
  const { t, locale } = useIntl();
  const { country } = usePortal();
  const exportCsv = () => {
    const rows = [
      ...result.missing.map((id) => [id, t('store.stocktake.missing')]),
      ...result.extra.map((id) => [id, t('store.stocktake.extra')]),
      ...result.found.map((id) => [id, t('store.stocktake.found')]),
    ];
    void downloadCsv(`stocktake_${finishedAt.slice(0, 10)}.csv`, [[t('history.col.tracking_id'), t('store.stocktake.outcome')], ...rows]);
  };
  const clean = result.missing.length === 0 && result.extra.length === 0;
  return (
    <Stack gap="4" as="section" aria-labelledby="stocktake-result-heading">
      <Heading as="h2" size="lg" id="stocktake-result-heading">{t('store.stocktake.result')}</Heading>
      <Text color="fg.muted">{formatDateTime(finishedAt, country, locale)}</Text>
      <Alert.Root status={clean ? 'success' : 'warning'}>
        <Alert.Indicator />
        <Alert.Description role="status">
          {clean ? t('store.stocktake.all_found') : t('store.stocktake.summary', { found: result.found.length, missing: result.missing.length, extra: result.extra.length })}
        </Alert.Description>
      </Alert.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <IdList title={t('store.stocktake.missing')} ids={result.missing} testId="stocktake-missing" />
        <IdList title={t('store.stocktake.extra')} ids={result.extra} testId="stocktake-extra" />
      </SimpleGrid>
      <Flex gap="2" wrap="wrap" _print={{ display: 'none' }}>
        <Button variant="outline" onClick={() => window.print()}>{t('store.stocktake.print')}</Button>
        <Button variant="outline" onClick={exportCsv}>{t('store.stocktake.export')}</Button>
        <Button colorPalette="brand" onClick={onNew}>{t('store.stocktake.new')}</Button>
      </Flex>
    </Stack>
  );
}
