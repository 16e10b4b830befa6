import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { getService, useRouteNavigate, useService, useT } from '@kernel';
import { LODGE_IN, ORDER_DOCUMENTS } from '@services';
import { Empty } from '@ui';
import { ShipperDocuments } from '../components/ShipperDocuments';
import { failureReason } from '../model/failureReason';
import { uploadResult } from '../model/results';
import { setUpload, useUpload } from '../state/bulkStore';
import { SEND_RESULT } from '../state/sendResult';

/** The result of a bulk upload: each shipper's created orders with receipts and air waybills, and what failed. */
export default function ConfirmPage() {
  const t = useT();
  const navigate = useRouteNavigate();
  const upload = useUpload();
  const sendResult = useMemo(() => (upload ? undefined : SEND_RESULT.load()), [upload]);
  const result = useMemo(() => (upload ? uploadResult(upload) : null), [upload]);
  const [receiptProblem, setReceiptProblem] = useState<string | null>(null);
  // The lodge-in's own download, so the modal and this page name failed_orders.csv the same way.
  const lodgeIn = useService(LODGE_IN).service;
  const again = () => { setUpload(null); SEND_RESULT.clear(); navigate('bulkUpload'); };

  if (result && upload) {
    const failedRows = upload.rows.flatMap((r) => { const o = upload.outcomes[String(r.line)]; return o?.status === 'failed' ? [{ line: r.line, message: failureReason(t, o) }] : []; });
    return (
      <Stack gap="5" maxW="4xl">
        <Box>
          <Heading as="h1" size="2xl">{t(result.outcome === 'success' ? 'bulk.result_success' : 'bulk.result_fail')}</Heading>
          <Text mt="1" data-testid="bulk-result">{t('bulk.result_summary', { created: result.created, total: result.total })}</Text>
          {result.failed > 0 && <Text color="red.700">{t('bulk.not_created', { failed: result.failed, total: result.total })}</Text>}
        </Box>
        {result.byShipper.map((s) => <ShipperDocuments key={s.key} result={s} />)}
        {failedRows.length > 0 && (
          <Box as="ul" ps="5" data-testid="bulk-failed-rows">
            {failedRows.map((f) => <li key={f.line}>{t('bulk.failed_line', { line: f.line, message: f.message })}</li>)}
          </Box>
        )}
        <Box><Button colorPalette="brand" minH="11" onClick={again} data-testid="bulk-upload-another">{t('bulk.upload_another')}</Button></Box>
      </Stack>
    );
  }
  if (sendResult) {
    return (
      <Stack gap="5" maxW="3xl">
        <Heading as="h1" size="2xl">{t(sendResult.successful.length === 0 ? 'bulk.lodge_in_failed' : 'bulk.lodge_in_completed')}</Heading>
        <Text data-testid="bulk-result">{t('bulk.lodged_summary', { lodged: sendResult.successful.length, failed: sendResult.failed.length, file: sendResult.fileName })}</Text>
        <Box display="flex" gap="3" flexWrap="wrap">
          {sendResult.receiptId !== null && (
            <Button variant="outline" minH="10" onClick={() => void getService(ORDER_DOCUMENTS).then((d) => d.openReceipt(sendResult.receiptId as number, 'A4', false))
              .catch((e: unknown) => setReceiptProblem((e as { messageId?: string }).messageId ?? 'something_went_wrong'))}>
              {t('bulk.print_receipt')}
            </Button>
          )}
          {sendResult.failed.length > 0 && lodgeIn && <lodgeIn.FailedOrdersDownload failed={sendResult.failed} minH="10" />}
          <Button colorPalette="brand" minH="10" onClick={again}>{t('bulk.upload_another')}</Button>
        </Box>
        {receiptProblem && <Text color="red.700" role="alert">{t(receiptProblem)}</Text>}
      </Stack>
    );
  }
  return <Empty><Text>{t('bulk.nothing_to_confirm')}</Text></Empty>;
}
