import { Box, Button, Heading, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { formatDateTime, useIntl, usePortal, type Translate } from '@kernel';
import { downloadCsv } from '@ui';
import type { HandoverSummary } from '../model/session';
import { statusLabelId } from '../model/statuses';
import { printOn } from './printPage';

/** The CSV of a summary: one line a parcel with what became of it; the shared helper neutralises formula cells. */
export function summaryRows(s: HandoverSummary, t: Translate, when: string): string[][] {
  return [
    [t('handover.tracking_id'), t('handover.csv_outcome'), t('handover.column_status'), t('handover.reason_label')],
    ...s.handedOver.map((id) => [id, t(`handover.csv_${s.direction}`), t(statusLabelId(s.statuses[id] ?? ''), { status: s.statuses[id] ?? '' }), '']),
    ...s.missing.map((id) => [id, t('handover.csv_missing'), '', s.reason ?? '']),
    ...s.unexpected.map((id) => [id, t('handover.csv_unexpected'), '', '']),
    [],
    [t('handover.summary_job', { id: s.jobId }), when],
  ];
}

/** What was handed over (or received), what was missing and why: printable on A4 or A6, and exportable as CSV. */
export function SummaryView({ summary, onNext }: { summary: HandoverSummary; onNext: () => void }) {
  const { t, locale } = useIntl();
  const { country, dp } = usePortal();
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const when = formatDateTime(summary.at, country, locale);
  const exportCsv = () => void downloadCsv(`handover-${summary.direction}-${dp?.id ?? 'point'}-${summary.jobId}.csv`, summaryRows(summary, t, when));
  const list = (title: string, ids: readonly string[], testId: string) => (
    <Box>
      <Text fontWeight="semibold" id={`${testId}-title`}>{title}</Text>
      <List.Root ps="5" aria-labelledby={`${testId}-title`} data-testid={testId}>
        {ids.map((id) => <List.Item key={id} fontFamily="mono">{id}</List.Item>)}
      </List.Root>
    </Box>
  );
  return (
    <Stack gap="5" maxW="4xl" data-testid="handover-summary" data-summary-paper="">
      <Heading as="h2" size="xl" ref={headingRef} tabIndex={-1} outline="none" color="green.700">
        ✓ {t(summary.direction === 'toDriver' ? 'handover.summary_title_toDriver' : 'handover.summary_title_fromDriver')}
      </Heading>
      <Text role="status">{t(`handover.summary_body_${summary.direction}`, { count: summary.handedOver.length, id: summary.jobId })}</Text>
      <Text color="fg.muted">{when}</Text>
      <SimpleGrid columns={{ base: 3 }} gap="3" maxW="md">
        <Box><Text fontSize="sm" color="fg.muted">{t('handover.manifest_scanned')}</Text><Text fontSize="xl" fontWeight="bold">{summary.handedOver.length}</Text></Box>
        <Box><Text fontSize="sm" color="fg.muted">{t('handover.manifest_missing')}</Text><Text fontSize="xl" fontWeight="bold">{summary.missing.length}</Text></Box>
        <Box><Text fontSize="sm" color="fg.muted">{t('handover.manifest_unexpected')}</Text><Text fontSize="xl" fontWeight="bold">{summary.unexpected.length}</Text></Box>
      </SimpleGrid>
      {list(t('handover.summary_handed', { count: summary.handedOver.length }), summary.handedOver, 'summary-handed')}
      {summary.missing.length > 0 && list(t('handover.missing_list', { count: summary.missing.length }), summary.missing, 'summary-missing')}
      {summary.reason && <Text data-testid="summary-reason"><b>{t('handover.reason_label')}:</b> {summary.reason}</Text>}
      {summary.unexpected.length > 0 && list(t('handover.unexpected_list', { count: summary.unexpected.length }), summary.unexpected, 'summary-unexpected')}
      <HStack gap="3" wrap="wrap" _print={{ display: 'none' }}>
        <Button variant="outline" onClick={() => printOn('A4')} minH="11">{t('handover.print_a4')}</Button>
        <Button variant="outline" onClick={() => printOn('A6')} minH="11">{t('handover.print_a6')}</Button>
        <Button variant="outline" onClick={exportCsv} minH="11">{t('handover.export_csv')}</Button>
        <Button colorPalette="brand" onClick={onNext} minH="11">{t('handover.next')}</Button>
      </HStack>
    </Stack>
  );
}
