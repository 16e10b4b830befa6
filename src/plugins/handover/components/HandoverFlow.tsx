import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { errorText, normalizeError, useOnline, useT } from '@kernel';
import { afterPaint, ConfirmDiscard, ErrorNotice, InlineSpinner, TOO_LONG } from '@ui';
import { useComplete } from '../hooks/useComplete';
import { useSendCompletions } from '../hooks/useSendCompletions';
import { useJobOrders } from '../hooks/useJobOrders';
import { useJobs } from '../hooks/useJobs';
import { completionProblem, manifestCount } from '../model/manifest';
import { chooseJob, EMPTY, setReason, setVerified, unscan, type Verification } from '../model/session';
import { unlockCodeFor, type Direction } from '../model/statuses';
import { completionQueue, queuedFor, queuedView } from '../state/completionQueue';
import { currentHandover, setHandover, useHandover } from '../state/handoverStore';
import { DriverCode } from './DriverCode';
import { HandoverScanner } from './HandoverScanner';
import { JobPicker } from './JobPicker';
import { ManifestPanel } from './ManifestPanel';
import { QueuedCompletion } from './QueuedCompletion';
import { OrderTable } from './OrderTable';
import { ResendNotice } from './ResendNotice';
import { SummaryView } from './SummaryView';

/**
 * One handover with a driver in one direction: the job, its parcels page by page, scanning, the driver's code, the
 * manifest check with the reason for missing parcels, completion, and the summary. Everything but the server's lists
 * is the operator's draft at this point, so a reload comes back to it.
 */
export function HandoverFlow({ direction }: { direction: Direction }) {
  const t = useT();
  const state = useHandover(direction);
  const jobs = useJobs(direction);
  const job = jobs.value?.find((j) => j.id === state.jobId) ?? null;
  // The stored job's orders load beside the job list (one round trip less on a return visit); they are shown only
  // once the list confirms the job is still active.
  const orders = useJobOrders(state.completed ? null : state.jobId);
  const { busy: completing, failure, run } = useComplete(direction);
  // Completions kept offline are sent from here when the network is back; one of this direction holds the flow.
  useSendCompletions();
  const online = useOnline();
  const queued = queuedFor(direction, useSnapshot(queuedView).entries as typeof queuedView.entries);
  const busy = completing || queued !== null;
  const [tried, setTried] = useState(false);
  const [confirmReset, setConfirmReset] = useState(false);
  // The list is what the operator waits for: the scanner (camera, worker, its form) mounts one frame after it.
  const [scannerReady, setScannerReady] = useState(false);
  useEffect(() => afterPaint(() => setScannerReady(true)), []);

  const only = jobs.value?.length === 1 ? jobs.value[0] : undefined;
  useEffect(() => {
    // One active job: it is the one (a stored choice of another job stays until the operator changes it).
    if (only && state.jobId === null && !state.completed) setHandover(direction, chooseJob(currentHandover(direction), only.id));
  }, [only, state.jobId, state.completed, direction]);

  const orderList = 'orders' in orders ? orders.orders : null;
  const expected = useMemo(() => new Set((orderList ?? []).map((o) => o.barcode)), [orderList]);
  const scannedSet = useMemo(() => new Set(state.scanned), [state.scanned]);
  const count = useMemo(() => manifestCount([...expected], [...state.scanned, ...state.unexpected]), [expected, state.scanned, state.unexpected]);
  const onRemove = useCallback((id: string) => setHandover(direction, unscan(currentHandover(direction), id)), [direction]);
  const onChoose = useCallback((id: number) => setHandover(direction, chooseJob(currentHandover(direction), id)), [direction]);
  const onReason = useCallback((r: string) => setHandover(direction, setReason(currentHandover(direction), r)), [direction]);
  const onVerified = useCallback((how: Verification | null) => setHandover(direction, setVerified(currentHandover(direction), how)), [direction]);

  if (state.completed) {
    return <SummaryView summary={state.completed} onNext={() => { setHandover(direction, EMPTY); jobs.reload(); }} />;
  }

  const noJob = jobs.status === 'done' && jobs.value.length === 0;
  const listReady = orders.status === 'done';
  const problem = completionProblem(count, state.reason);
  const canScan = scannerReady && (noJob || (job !== null && listReady));
  const complete = () => {
    setTried(true);
    if (job && !problem && state.verified) void run(job.id, count, online);
  };
  const back = () => {
    if (!queued) return;
    // The refused key is spent: the next Complete is a new request.
    setHandover(direction, { ...currentHandover(direction), sending: undefined });
    void completionQueue.remove([queued.id]);
  };

  return (
    <Stack gap="5">
      {queued && <QueuedCompletion entry={queued as typeof queuedView.entries[number]} onBack={back} />}
      <JobPicker status={jobs.status} jobs={jobs.value} error={jobs.error} reload={jobs.reload} chosen={state.jobId} disabled={busy} onChoose={onChoose} />
      {noJob && <Text color="fg.muted">{t('handover.no_job_scan')}</Text>}
      {canScan && !queued && <HandoverScanner direction={direction} expected={expected} disabled={busy} />}
      {job && (
        <>
          {orders.status === 'loading' && (
            <Text role="status" data-testid="handover-loading"><InlineSpinner /> {t('handover.orders_loading', { loaded: orders.orders.length, total: job.orderCount })}</Text>
          )}
          <ManifestPanel count={count} reason={state.reason} onReason={onReason}
            reasonError={problem === 'reasonTooLong' ? t(TOO_LONG) : tried && problem === 'reasonNeeded' ? t('handover.reason_needed') : null} disabled={busy} />
          {orders.status === 'failed' && (
            <Stack gap="2" align="start">
              <ErrorNotice title={t('handover.orders_failed', { loaded: orders.orders.length, total: job.orderCount })}>{errorText(t, normalizeError(orders.error))}</ErrorNotice>
              <Button variant="outline" onClick={orders.reload} minH="11">{t('handover.retry')}</Button>
            </Stack>
          )}
          <OrderTable direction={direction} orders={orderList && (listReady || orderList.length > 0) ? orderList : null} scanned={scannedSet} onRemove={onRemove} disabled={busy}
            failed={orders.status === 'failed' && orderList?.length === 0} onRetry={orders.reload} />
          <DriverCode code={unlockCodeFor(direction, job)} qrPayload={job.qrCode} verified={state.verified} disabled={busy}
            onVerified={onVerified} />
          {failure && <ErrorNotice title={t('handover.complete_failed_title')}>{t('handover.complete_failed', { message: errorText(t, failure) })}</ErrorNotice>}
          {tried && problem === 'nothingScanned' && <Text role="alert" color="red.700">{t('handover.nothing_scanned')}</Text>}
          {tried && !state.verified && <Text role="alert" color="red.700">{t('handover.verify_first')}</Text>}
          {!queued && <HStack gap="3" wrap="wrap">
            <Button colorPalette="brand" onClick={complete} disabled={busy || !listReady} minH="11" data-testid="handover-complete">
              {busy && <InlineSpinner />}
              {busy ? t('handover.completing') : t(`handover.complete_${direction}`, { count: count.scanned })}
            </Button>
            <Button variant="outline" onClick={() => setConfirmReset(true)} disabled={busy || (state.scanned.length === 0 && state.unexpected.length === 0)} minH="11">
              {t('handover.start_over')}
            </Button>
          </HStack>}
          {direction === 'fromDriver' && <ResendNotice jobId={job.id} />}
        </>
      )}
      {!job && !noJob && jobs.status === 'done' && <Box><Text color="fg.muted">{t('handover.choose_job')}</Text></Box>}
      <ConfirmDiscard open={confirmReset}
        texts={{ title: t('handover.reset_title'), message: t('handover.reset_body'), keep: t('handover.reset_keep'), discard: t('handover.reset_discard') }}
        onCancel={() => setConfirmReset(false)}
        onConfirm={() => { setConfirmReset(false); setTried(false); setHandover(direction, { ...EMPTY, jobId: currentHandover(direction).jobId }); }} />
    </Stack>
  );
}
