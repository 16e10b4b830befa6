import { Box, Button, Heading, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { formatDateTime, useIntl, usePortal, type Translate } from '@kernel';
import { downloadCsv, openPdfTab, type SheetSize } from '@ui';
import type { HandoverSummary } from '../model/session';
import { statusLabelId } from '../model/statuses';
import type { SheetLine } from '../pdf/summarySheets';

/**
 * The CSV of a summary: one table, one line a parcel with what became of it, and the job and the time on every line
 * (a spreadsheet sorts or merges several handovers' files by them). The shared helper neutralises formula cells.
 */
export function summaryRows(s: HandoverSummary, t: Translate, when: string): string[][] {
  const job = [String(s.jobId), when];
  return [
    [t('handover.tracking_id'), t('handover.csv_outcome'), t('handover.column_status'), t('handover.reason_label'), t('handover.csv_job'), t('handover.csv_time')],
    ...s.handedOver.map((id) => [id, t(`handover.csv_${s.direction}`), t(statusLabelId(s.statuses[id] ?? ''), { status: s.statuses[id] ?? '' }), '', ...job]),
    ...s.missing.map((id) => [id, t('handover.csv_missing'), '', s.reason ?? '', ...job]),
    ...s.unexpected.map((id) => [id, t('handover.csv_unexpected'), '', '', ...job]),
  ];
}

/** The printed summary, line by line: what was handed over, what was missing and why, and room for two signatures. */
export function summaryLines(s: HandoverSummary, t: Translate, when: string, point: string): SheetLine[] {
  const status = (id: string) => t(statusLabelId(s.statuses[id] ?? ''), { status: s.statuses[id] ?? '' });
  return [
    { kind: 'title', text: t(`handover.summary_title_${s.direction}`) },
    { kind: 'text', text: point },
    { kind: 'text', text: `${t('handover.summary_job', { id: s.jobId })} · ${when}` },
    { kind: 'text', text: `${t('handover.manifest_scanned')}: ${s.handedOver.length} · ${t('handover.manifest_missing')}: ${s.missing.length} · ${t('handover.manifest_unexpected')}: ${s.unexpected.length}` },
    { kind: 'heading', text: t('handover.summary_handed', { count: s.handedOver.length }) },
    ...s.handedOver.map((id): SheetLine => ({ kind: 'item', text: `${id}  ${status(id)}` })),
    ...(s.missing.length > 0 ? [{ kind: 'heading', text: t('handover.missing_list', { count: s.missing.length }) } as SheetLine] : []),
    ...s.missing.map((id): SheetLine => ({ kind: 'item', text: id })),
    ...(s.reason ? [{ kind: 'text', text: `${t('handover.reason_label')}: ${s.reason}` } as SheetLine] : []),
    ...(s.unexpected.length > 0 ? [{ kind: 'heading', text: t('handover.unexpected_list', { count: s.unexpected.length }) } as SheetLine] : []),
    ...s.unexpected.map((id): SheetLine => ({ kind: 'item', text: id })),
    { kind: 'heading', text: t('handover.signatures') },
    { kind: 'text', text: `${t('handover.signature_driver')}: ______________________` },
    { kind: 'text', text: `${t('handover.signature_operator')}: ______________________` },
  ];
}

/** What was handed over (or received), what was missing and why: printable on A4 or A6, and exportable as CSV. */
export function SummaryView({ summary, onNext }: { summary: HandoverSummary; onNext: () => void }) {
  const { t, locale } = useIntl();
  const { country, dp } = usePortal();
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const when = formatDateTime(summary.at, country, locale);
  const [pdfFailed, setPdfFailed] = useState(false);
  const openPdf = (size: SheetSize) => {
    // The tab opens at the click (a later one is a blocked pop-up); the sheets are drawn while it opens.
    const tab = openPdfTab(`handover-${summary.direction}-${summary.jobId}-${size}.pdf`);
    setPdfFailed(false);
    import('../pdf/summarySheets')
      .then((m) => m.summaryPdf(summaryLines(summary, t, when, dp?.name ?? ''), size))
      .then((pdf) => tab.show(pdf), () => { tab.close(); setPdfFailed(true); });
  };
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
    <Stack gap="5" maxW="4xl" data-testid="handover-summary">
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
      {pdfFailed && <Text role="alert" color="red.700">{t('handover.pdf_failed')}</Text>}
      <HStack gap="3" wrap="wrap" _print={{ display: 'none' }}>
        <Button variant="outline" onClick={() => openPdf('A4')} minH="11">{t('handover.print_a4')}</Button>
        <Button variant="outline" onClick={() => openPdf('A6')} minH="11">{t('handover.print_a6')}</Button>
        <Button variant="outline" onClick={exportCsv} minH="11">{t('handover.export_csv')}</Button>
        <Button colorPalette="brand" onClick={onNext} minH="11">{t('handover.next')}</Button>
      </HStack>
    </Stack>
  );
}
