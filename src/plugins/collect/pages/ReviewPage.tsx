import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText, useGate, useRouteNavigate, useT } from '@kernel';
import { afterPaint, ConfirmDiscard, ErrorNotice, InlineSpinner } from '@ui';
import { CodConfirm } from '../components/CodConfirm';
import { CodError } from '../components/CodError';
import { ParcelScanner } from '../components/ParcelScanner';
import { ParcelTable } from '../components/ParcelTable';
import { PartialHandover } from '../components/PartialHandover';
import { useRelease } from '../hooks/useRelease';
import { backToScanning, codTotal, confirmCash, leftBehind, proceed, scannedParcels, setAsideCodProblem, STEPS, unscan } from '../model/steps';
import { currentCollect, resetCollect, setCollect, useCollect } from '../state/collectStore';

/**
 * Steps scanParcel (1), errorCod (2) and confirmCod (3) for a verified customer: the parcels are scanned from the
 * shelf, COD is checked and confirmed, then released. Every change is kept in the operator's draft.
 */
export default function ReviewPage() {
  const t = useT();
  const navigate = useRouteNavigate();
  const codAllowed = useGate('canCollectCod');
  const state = useCollect();
  const { busy, failure, release } = useRelease();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [askPartial, setAskPartial] = useState(false);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  // The customer's list is what the operator waits for: the scanner (camera, worker, its form) mounts after that frame.
  const [scannerReady, setScannerReady] = useState(false);
  const { step, customer } = state;

  useEffect(() => {
    if (step === STEPS.otp || !customer) navigate('customerCollect', undefined, { replace: true });
    else if (step === STEPS.handoverComplete) navigate('customerCollectSuccess', undefined, { replace: true });
  }, [step, customer, navigate]);
  useEffect(() => {
    headingRef.current?.focus();
    afterPaint(() => setScannerReady(true));
  }, []);

  const onRemove = useCallback((id: string) => setCollect(unscan(currentCollect(), id)), []);
  const goOn = useCallback(() => {
    const next = proceed(currentCollect(), codAllowed);
    setCollect(next.state);
    if (next.release) void release();
  }, [codAllowed, release]);
  // Asked once, at the scanning step's hand-over: the COD step that may follow is the same hand-over.
  const handOver = useCallback(() => {
    if (leftBehind(currentCollect()).length > 0) setAskPartial(true);
    else goOn();
  }, [goOn]);

  if (!customer || step === STEPS.otp || step === STEPS.handoverComplete) return null;
  const scanned = scannedParcels(state);
  const count = scanned.length;
  const releaseLabel = t('collect.release', { count });

  return (
    <Stack gap="5" maxW="5xl">
      <Box>
        <Heading as="h1" size="2xl" ref={headingRef} tabIndex={-1} outline="none">{t('collect.parcels_title', { name: customer.name })}</Heading>
        <Text mt="1" role="status" data-testid="collect-verified">{t('collect.verified', { count: state.parcels.length, name: customer.name })}</Text>
      </Box>

      {step === STEPS.scanParcel && (scannerReady ? <ParcelScanner /> : <Box minH="40" aria-hidden="true" />)}

      <Text fontWeight="semibold" aria-live="polite" data-testid="collect-progress">{t('collect.scanned_count', { scanned: count, total: state.parcels.length })}</Text>
      <ParcelTable parcels={state.parcels} scanned={state.scanned} setAside={state.setAside} onRemove={step === STEPS.scanParcel ? onRemove : undefined} disabled={busy} />

      {failure && (
        <ErrorNotice title={t('collect.release_failed_title')}>{t('collect.release_failed', { message: errorText(t, failure) })}</ErrorNotice>
      )}

      {step === STEPS.errorCod && state.codProblem && (
        <CodError reason={state.codProblem.reason} trackingIds={state.codProblem.trackingIds}
          onSetAside={() => setCollect(setAsideCodProblem(currentCollect()))} onBack={() => setCollect(backToScanning(currentCollect()))} />
      )}

      {step === STEPS.confirmCod && (
        <CodConfirm total={codTotal(state)} count={scanned.filter((p) => p.isCod).length} received={state.cashConfirmed} busy={busy} releaseLabel={releaseLabel}
          onReceived={(r) => setCollect(confirmCash(currentCollect(), r))} onRelease={goOn} onBack={() => setCollect(backToScanning(currentCollect()))} />
      )}

      {step === STEPS.scanParcel && (
        <HStack gap="3" wrap="wrap">
          <Button colorPalette="brand" onClick={handOver} disabled={count === 0 || busy} minH="11">
            {busy && <InlineSpinner />}
            {busy ? t('collect.releasing') : releaseLabel}
          </Button>
          <Button variant="outline" onClick={() => setConfirmCancel(true)} disabled={busy} minH="11">{t('collect.cancel')}</Button>
        </HStack>
      )}

      {askPartial && (
        <PartialHandover left={leftBehind(state)} scanned={count} name={customer.name} releaseLabel={releaseLabel}
          onBack={() => setAskPartial(false)} onConfirm={() => { setAskPartial(false); goOn(); }} />
      )}

      <ConfirmDiscard open={confirmCancel} texts={{ title: t('collect.cancel_title'), message: t('collect.cancel_body'), keep: t('collect.cancel_keep'), discard: t('collect.cancel_discard') }}
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => { setConfirmCancel(false); resetCollect(); }} />
    </Stack>
  );
}
