import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { errorText, formatMoney, isPortalError, logEvent, normalizeError, RouteLink, useIntl, usePortal, useRouteNavigate, useTableTexts } from '@kernel';
import { DataTable, Empty, ErrorNotice, Loading, SelectField } from '@ui';
import type { AwbSize, ReceiptSize } from '../api/types';
import { printAirwayBills } from '../documents/airwayBill';
import { openReceipt, ReceiptError } from '../documents/receipt';
import { showReceiptProblem } from '../documents/receiptProblem';
import { sessionTotal } from '../model/fees';
import { resetSession } from '../state/orderSession';
import { useOrderSession } from '../state/useOrderSession';
import type { ParcelForm } from '../model/parcel';

/** A row of the results: the parcel as shown and its index in the draft (for its print and retry). */
type Result = { p: Readonly<ParcelForm>; i: number };

const AWB_SIZES: readonly AwbSize[] = ['A4', 'A6', 'PAPERANG'];

/** Sizes the point may print: the flag's list, in the spec's order, A4 when the flag is missing. */
export function awbSizes(flag: unknown): AwbSize[] {
  const list = Array.isArray(flag) ? flag.map(String) : [];
  const sizes = AWB_SIZES.filter((s) => list.includes(s));
  return sizes.length > 0 ? sizes : ['A4'];
}

/** After create: each parcel's outcome, totals over the created ones, receipt and air waybills, retry of failures. */
export default function ConfirmOrderPage() {
  const { t, locale } = useIntl();
  const portal = usePortal();
  const navigate = useRouteNavigate();
  const { session, snap } = useOrderSession();
  const kind = snap.currentSession === 'PACK' ? 'PACK' : 'POST';
  const draftSnap = kind === 'PACK' ? snap.packOrder : snap.postOrder;
  const draft = kind === 'PACK' ? session.packOrder : session.postOrder;
  const sizes = awbSizes(portal.flags.SUPPORTED_AWB_SIZES);
  const receiptSizes = ((portal.dp?.supportedReceiptSizes?.length ? portal.dp.supportedReceiptSizes : ['A4', 'A6']).filter((s) => s === 'A4' || s === 'A6')) as ReceiptSize[];
  const [awbSize, setAwbSize] = useState<AwbSize>(sizes[0] ?? 'A4');
  const [receiptSize, setReceiptSize] = useState<ReceiptSize>(receiptSizes[0] ?? 'A4');
  const [receiptBusy, setReceiptBusy] = useState(false);
  const [awbAllBusy, setAwbAllBusy] = useState(false);
  const [awbError, setAwbError] = useState<string | null>(null);
  const tableTexts = useTableTexts();

  if (!portal.dp) return <Loading label={t('loading')} />;
  const parcels = draftSnap.parcels;
  const created = parcels.filter((p) => p.oc?.status === 'success');
  const failed = parcels.map((p, i) => ({ p, i })).filter(({ p }) => p.oc?.status === 'failed');
  const attempted = parcels.filter((p) => p.oc !== null).length;
  const money = (n: number) => formatMoney(n, portal.country, locale);

  if (attempted === 0) {
    return (
      <Stack gap="4" maxW="3xl">
        <Heading as="h1" size="2xl">{t('orders.confirm.title')}</Heading>
        <Empty>{t('no_data')}</Empty>
        <Button asChild w="fit-content" colorPalette="brand"><RouteLink to="newOrder">{t('orders.back_to_order')}</RouteLink></Button>
      </Stack>
    );
  }

  const printReceipt = async () => {
    if (draftSnap.receiptId === null) return;
    setReceiptBusy(true);
    try {
      await openReceipt(draftSnap.receiptId, receiptSize, draftSnap.senderDetails?.isPrepaid ?? true);
      session.generateReceiptFailed = false;
    } catch (e) {
      session.generateReceiptFailed = true;
      showReceiptProblem(e instanceof ReceiptError ? e.messageId : 'orders.receipt_processing_short');
    } finally {
      setReceiptBusy(false);
    }
  };

  // Per item: processing while asked, then the PDF, or the error and a print-failed mark (part 1 §4).
  const printOne = async (index: number) => {
    const live = draft.parcels[index];
    const id = live?.oc?.trackingId;
    if (!live || !id) return;
    live.awb = { processing: true, failed: false };
    setAwbError(null);
    try {
      await printAirwayBills([id], awbSize);
      live.awb = { processing: false, failed: false };
    } catch (e) {
      live.awb = { processing: false, failed: true };
      setAwbError(errorText(t, isPortalError(e) ? e : normalizeError(e)));
    }
  };

  // All created items at once: on an error every item asked for gets the print-failed mark, as one item's would.
  const printAll = async () => {
    const asked = draft.parcels.filter((p) => p.oc?.status === 'success' && p.oc.trackingId);
    const ids = asked.map((p) => p.oc?.trackingId).filter((x): x is string => Boolean(x));
    setAwbAllBusy(true);
    setAwbError(null);
    for (const p of asked) p.awb = { processing: true, failed: false };
    try {
      await printAirwayBills(ids, awbSize);
      for (const p of asked) p.awb = { processing: false, failed: false };
    } catch (e) {
      for (const p of asked) p.awb = { processing: false, failed: true };
      setAwbError(errorText(t, isPortalError(e) ? e : normalizeError(e)));
    } finally {
      setAwbAllBusy(false);
    }
  };

  const startOver = () => {
    logEvent('sessionReset', { reason: 'done' });
    resetSession();
    navigate('newOrder');
  };

  return (
    <Stack gap="6" maxW="4xl">
      <Box>
        <Heading as="h1" size="2xl">{t('orders.confirm.title')}</Heading>
        {failed.length > 0 && (
          <Text color="red.700" role="alert" fontWeight="semibold">{t('orders.x_of_y_failed', { x: failed.length, y: attempted })}</Text>
        )}
      </Box>
      <DataTable<Result>
        rows={parcels.map((p, i) => ({ p, i }))}
        columns={[
          { id: 'id', header: t('orders.tracking_id'), cell: ({ p }) => <Text as="span" fontFamily="mono">{p.oc?.trackingId ?? (p.stampId.id || ('packId' in p.recipient ? p.recipient.packId : '') || '—')}</Text> },
          { id: 'recipient', header: t('orders.recipient'), cell: ({ p }) => p.recipient.name },
          {
            id: 'status', header: t('orders.status'),
            cell: ({ p }) => (
              <>
                {p.oc?.status === 'success' && <Badge colorPalette="green">{t('orders.created')}</Badge>}
                {p.oc?.status === 'failed' && (
                  <Stack gap="1"><Badge colorPalette="red" w="fit-content">{t('orders.failed')}</Badge><Text fontSize="sm" color="red.700">{p.oc.message}</Text></Stack>
                )}
                {p.awb?.failed && <Badge colorPalette="orange" ms="1">{t('orders.print_failed')}</Badge>}
              </>
            ),
          },
          { id: 'total', header: t('orders.parcel_total'), end: true, cell: ({ p }) => (p.oc?.status === 'success' && p.cost ? money(p.cost.total) : '—') },
          {
            id: 'actions', header: t('orders.actions'), headerHidden: true, end: true,
            cell: ({ p, i }) => (
              <>
                {p.oc?.status === 'success' && portal.dp?.allowPrintAwb && (
                  <Button size="sm" variant="outline" loading={p.awb?.processing === true} onClick={() => void printOne(i)}
                    aria-label={t('orders.print_awb_for', { id: p.oc.trackingId ?? '' })}>{t('orders.print_awb')}</Button>
                )}
                {p.oc?.status === 'failed' && (
                  <Button size="sm" colorPalette="brand" onClick={() => navigate('editErrorOrder', { parcel: p.key })}>
                    {t('orders.edit_and_retry')}
                  </Button>
                )}
              </>
            ),
          },
        ]}
        rowKey={({ p }) => p.key}
        texts={tableTexts}
        label={t('orders.confirm.title')}
        testId="order-results"
      />
      <Text fontWeight="semibold" fontSize="lg" data-testid="confirm-total">{t('orders.total', { amount: money(sessionTotal(parcels)) })}</Text>
      {awbError && <ErrorNotice>{awbError}</ErrorNotice>}
      {created.length > 0 && (
        <Stack gap="4" borderWidth="1px" borderRadius="lg" p="4">
          <HStack gap="4" align="end" wrap="wrap">
            <Box minW="40">
              <SelectField label={t('orders.receipt_size')} value={receiptSize} onChange={(v) => setReceiptSize(v as ReceiptSize)}
                options={receiptSizes.map((s) => ({ value: s, label: s }))} />
            </Box>
            <Button colorPalette="brand" loading={receiptBusy} disabled={draftSnap.receiptId === null} onClick={() => void printReceipt()}>
              {t('orders.print_receipt')}
            </Button>
          </HStack>
          {portal.dp.allowPrintAwb && (
            <HStack gap="4" align="end" wrap="wrap">
              <Box minW="40">
                <SelectField label={t('orders.awb_size')} value={awbSize} onChange={(v) => setAwbSize(v as AwbSize)}
                  options={sizes.map((s) => ({ value: s, label: t(`orders.awb_size.${s}`) }))} />
              </Box>
              <Button variant="outline" loading={awbAllBusy} onClick={() => void printAll()}>{t('orders.print_all_awb', { count: created.length })}</Button>
            </HStack>
          )}
        </Stack>
      )}
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="brand" variant={created.length > 0 ? 'solid' : 'outline'} onClick={startOver}>{t('orders.new_order_button')}</Button>
      </HStack>
    </Stack>
  );
}
