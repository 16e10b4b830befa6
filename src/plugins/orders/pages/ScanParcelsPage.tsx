import { Alert, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { logEvent, RouteLink, showError, useGate, useOnline, usePortal, useRouteId, useRouteNavigate, useRouteOpen, useT } from '@kernel';
import { ConfirmDiscard, LeaveGuard, Loading, ScannerWidget, StickyFooter } from '@ui';
import { discardTexts, leaveTexts } from '../components/discardTexts';
import { LodgeInResultModal } from '../components/LodgeInResultModal';
import { ProcessingModal } from '../components/ProcessingModal';
import { ScannedList } from '../components/ScannedList';
import { WaitingLodged } from '../components/WaitingLodged';
import { WaitingScans } from '../components/WaitingScans';
import { openReceipt, ReceiptError } from '../documents/receipt';
import { handleScan } from '../hooks/scanHandler';
import { useLodgeIn } from '../hooks/useLodgeIn';
import { useSendWaiting } from '../hooks/useSendWaiting';
import { queueCheckIn, waitingScans } from '../state/waitingScans';
import { resetSession } from '../state/orderSession';
import { useOrderSession } from '../state/useOrderSession';
import { SESSION_TYPE_GATES } from '../model/sessionRules';
import { showReceiptProblem } from '../documents/receiptProblem';

/** Where the operator scans parcels in: send parcels are lodged in here; a stamp or pack id leads to the order form. */
export default function ScanParcelsPage() {
  const t = useT();
  const portal = usePortal();
  // Many parcels at once come as a file (the bulk plugin, where the point may use it).
  const canUpload = useRouteOpen('bulkUpload');
  const navigate = useRouteNavigate();
  const routeId = useRouteId();
  const { session, snap } = useOrderSession();
  const canPost = useGate(SESSION_TYPE_GATES.POST);
  const canPack = useGate(SESSION_TYPE_GATES.PACK);
  const [receiptBusy, setReceiptBusy] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  // Parcels another tab checked in while they were listed here too.
  const [elsewhere, setElsewhere] = useState(0);
  // Parcels a Check in kept for the network's return (offline, or the call got no answer).
  const [kept, setKept] = useState(0);
  const online = useOnline();
  // The scan-only routes return to their send page (the one with lodge-in results); the send pages to themselves.
  const sendRoute = routeId === 'scanParcel' ? 'sendParcel' : routeId === 'newScanParcel' ? 'sendParcelV2' : routeId ?? 'sendParcel';

  const lodgeIn = useLodgeIn(portal.dp, {
    onReceiptFailed: (successful) => {
      // Lodged parcels are done; the rest stay for the operator to review.
      session.sendOrders = session.sendOrders.filter((p) => !successful.includes(p.trackingId));
      if (session.sendOrders.length === 0 && session.returnOrders.length === 0) resetSession();
      navigate(sendRoute);
    },
    onLodgedElsewhere: (trackingIds) => {
      session.sendOrders = session.sendOrders.filter((p) => !trackingIds.includes(p.trackingId));
      session.returnOrders = session.returnOrders.filter((p) => !trackingIds.includes(p.trackingId));
      setElsewhere(trackingIds.length);
    },
    onKeep: async (parcels, key) => {
      if (!(await queueCheckIn(parcels, key))) { showError({ invalidToken: false, messageId: 'something_went_wrong' }); return; }
      const ids = parcels.map((p) => p.trackingId);
      session.sendOrders = session.sendOrders.filter((p) => !ids.includes(p.trackingId));
      session.returnOrders = session.returnOrders.filter((p) => !ids.includes(p.trackingId));
      if (session.sendOrders.length === 0 && session.returnOrders.length === 0) resetSession();
      setKept(parcels.length);
    },
  });

  // Parcels kept offline, lodged in once when the server answers again (from this page or any other); the result of
  // the last lodge-in stays here until closed.
  const { entries: waiting, outcome: waitingResult, closeOutcome } = useSendWaiting();

  const onScan = useCallback(
    (code: string) => handleScan(code, {
      t, gate: portal.gate, country: portal.country,
      onFormParcel: () => setTimeout(() => navigate('newOrder'), 600),
    }),
    [t, portal.gate, portal.country, navigate],
  );

  if (!portal.dp) return <Loading label={t('loading')} />;
  const lodgeable = snap.currentSession === 'RETURN' ? snap.returnOrders : snap.sendOrders;
  const working = lodgeIn.phase.kind === 'working';
  const inProgress = snap.currentSession === 'POST' || snap.currentSession === 'PACK';

  const remove = (index: number) => {
    const list = session.currentSession === 'RETURN' ? session.returnOrders : session.sendOrders;
    list.splice(index, 1);
    if (session.sendOrders.length === 0 && session.returnOrders.length === 0) resetSession();
  };

  const printReceipt = async (receiptId: number) => {
    setReceiptBusy(true);
    try {
      await openReceipt(receiptId, (portal.dp?.supportedReceiptSizes?.[0] as 'A4' | 'A6' | undefined) ?? 'A4', true);
    } catch (e) {
      showReceiptProblem(e instanceof ReceiptError ? e.messageId : 'orders.receipt_processing_short');
      session.generateReceiptFailed = true;
    } finally {
      setReceiptBusy(false);
    }
  };

  const finish = () => {
    lodgeIn.close();
    resetSession();
  };

  return (
    <Stack gap="5" maxW="4xl">
      <Box>
        <Heading as="h1" size="2xl">{t('orders.scan.title')}</Heading>
        <Text color="fg.muted">{t('orders.scan.subtitle')}</Text>
        {canUpload && (
          <RouteLink to="bulkUpload" style={{ textDecoration: 'underline', display: 'inline-block', minHeight: '24px' }}>{t('orders.scan.upload_file')}</RouteLink>
        )}
      </Box>

      {inProgress && (
        <HStack gap="3" p="3" borderWidth="1px" borderRadius="md" bg="bg.subtle" wrap="wrap" role="status">
          <Text flex="1">{t('orders.scan.order_in_progress')}</Text>
          <Button asChild colorPalette="brand" size="sm"><RouteLink to="newOrder">{t('orders.scan.continue_order')}</RouteLink></Button>
        </HStack>
      )}

      <ScannerWidget
        label={t('orders.scan.field_label')}
        onScan={onScan}
        idleMs={portal.config.portal.scanner.idleMs}
        duplicateWindowMs={portal.config.portal.scanner.duplicateWindowMs}
      />

      <HStack gap="3" wrap="wrap">
        {canPost && !inProgress && (
          <Button variant="outline" onClick={() => { if (!snap.currentSession) { session.currentSession = 'POST'; } navigate('newOrder'); }}
            disabled={snap.currentSession !== null}>
            {t('orders.scan.create_post')}
          </Button>
        )}
        {canPack && portal.dp.allowManualPackOc && !inProgress && (
          <Button variant="outline" onClick={() => { if (!snap.currentSession) { session.currentSession = 'PACK'; session.manualPack = true; } navigate('newOrder'); }}
            disabled={snap.currentSession !== null}>
            {t('orders.scan.manual_pack')}
          </Button>
        )}
      </HStack>

      {elsewhere > 0 && (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Title flex="1">{t('orders.lodged_elsewhere', { count: elsewhere })}</Alert.Title>
          <Button size="xs" variant="ghost" onClick={() => setElsewhere(0)}>{t('close')}</Button>
        </Alert.Root>
      )}

      {kept > 0 && (
        <Alert.Root status="info" role="status" data-testid="checkin-kept">
          <Alert.Indicator />
          <Alert.Title flex="1">{t('orders.offline.checkin_kept', { count: kept })}</Alert.Title>
          <Button size="xs" variant="ghost" onClick={() => setKept(0)}>{t('close')}</Button>
        </Alert.Root>
      )}
      {waitingResult && (
        <WaitingLodged lodged={waitingResult.successful.length} refused={waitingResult.failed.length} receiptBusy={receiptBusy}
          onPrintReceipt={waitingResult.receiptId !== null ? () => void printReceipt(waitingResult.receiptId ?? 0) : null}
          onClose={closeOutcome} />
      )}
      <WaitingScans entries={waiting} onRemove={(id) => void waitingScans.remove([id])} />

      {!inProgress && <ScannedList parcels={lodgeable} onRemove={remove} disabled={working} />}

      {lodgeable.length > 0 && (
        <StickyFooter gap="3" wrap="wrap">
          <Button colorPalette="brand" size="lg" loading={working} loadingText={t('orders.checking_in')}
            onClick={() => { setElsewhere(0); setKept(0); void (online ? lodgeIn.run([...lodgeable]) : lodgeIn.keep([...lodgeable])); }}>
            {t('orders.check_in', { count: lodgeable.length })}
          </Button>
          <Button variant="ghost" disabled={working} onClick={() => setDiscarding(true)}>
            {t('orders.clear_session')}
          </Button>
        </StickyFooter>
      )}

      <ConfirmDiscard open={discarding} texts={discardTexts(t)} onCancel={() => setDiscarding(false)}
        onConfirm={() => { setDiscarding(false); logEvent('sessionReset', { reason: 'operator' }); resetSession(); }} />
      <LeaveGuard when={lodgeable.length > 0 && !working} texts={leaveTexts(t)} onLeave={resetSession} />
      {lodgeIn.phase.kind === 'stillProcessing' && <ProcessingModal onClose={finish} />}
      {lodgeIn.phase.kind === 'result' && (() => {
        const { successful, failed, receiptId } = lodgeIn.phase;
        return (
          <LodgeInResultModal
            successful={successful}
            failed={failed}
            receiptBusy={receiptBusy}
            onPrintReceipt={receiptId !== null ? () => void printReceipt(receiptId) : null}
            onDone={finish}
          />
        );
      })()}
    </Stack>
  );
}
