import { Button, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { errorText, getService, normalizeError, useGate, useService, useT } from '@kernel';
import { ORDER_DOCUMENTS, type AwbSize, type ReceiptProblem } from '@services';
import { toast } from '@ui';
import { resendDropOffSms } from '../api/orderCalls';
import type { OrderDetails } from '../api/types';

const isReceiptProblem = (e: unknown): e is ReceiptProblem => typeof e === 'object' && e !== null && typeof (e as ReceiptProblem).messageId === 'string';

/**
 * What the counter can do again for an order: reprint its air waybill (allowPrintAwb), retry its receipt (with the
 * spec's 'still being processed' messages), resend the drop-off SMS of a parcel dropped off here.
 */
export function OrderActions({ order, awbSize }: { order: OrderDetails['order']; awbSize: AwbSize }) {
  const t = useT();
  const canPrint = useGate('canPrintAwb');
  // Loaded with the page: the PDF tab must open in the click itself (a tab opened after an await is a blocked pop-up).
  const loaded = useService(ORDER_DOCUMENTS).service;
  const [busy, setBusy] = useState<'awb' | 'receipt' | 'sms' | null>(null);
  const [printFailed, setPrintFailed] = useState<string | null>(null);

  const run = async (kind: 'awb' | 'receipt' | 'sms', work: () => Promise<void>) => {
    setBusy(kind);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };

  const reprint = () => run('awb', async () => {
    setPrintFailed(null);
    try {
      await (loaded ?? (await getService(ORDER_DOCUMENTS))).printAirwayBills([order.tracking_id], awbSize);
    } catch (e) {
      setPrintFailed(`${t('details.print_failed')}: ${errorText(t, normalizeError(e))}`);
    }
  });
  const receipt = () => run('receipt', async () => {
    if (order.receipt_id === null) return;
    try {
      await (loaded ?? (await getService(ORDER_DOCUMENTS))).openReceipt(order.receipt_id, 'A4', order.is_shipper_prepaid);
    } catch (e) {
      toast.error(isReceiptProblem(e) ? t(e.messageId) : errorText(t, normalizeError(e)));
    }
  });
  const sms = () => run('sms', async () => {
    try {
      await resendDropOffSms(order.tracking_id);
      toast.success(t('details.sms_sent'));
    } catch {
      toast.error(t('details.sms_failed'));
    }
  });

  const canSms = order.order_type === 'SEND' && order.dropped_off_at !== null;
  if (!canPrint && order.receipt_id === null && !canSms) return null;
  return (
    <Flex as="section" aria-label={t('details.actions')} gap="2" wrap="wrap" align="center">
      {canPrint && <Button size="sm" variant="outline" loading={busy === 'awb'} onClick={() => void reprint()}>{t('details.reprint_awb')}</Button>}
      {order.receipt_id !== null && <Button size="sm" variant="outline" loading={busy === 'receipt'} onClick={() => void receipt()}>{t('details.retry_receipt')}</Button>}
      {canSms && <Button size="sm" variant="outline" loading={busy === 'sms'} onClick={() => void sms()}>{t('details.resend_sms')}</Button>}
      {printFailed && <Text role="alert" color="red.700" textStyle="sm">{printFailed}</Text>}
    </Flex>
  );
}
