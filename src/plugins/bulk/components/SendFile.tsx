import { useEffect, useRef } from 'react';
import { usePortal, useRouteNavigate } from '@kernel';
import type { LodgeInService, ScannedParcel } from '@services';
import { SEND_RESULT } from '../state/sendResult';

/**
 * Lodges in a send file's tracking ids through the orders plugin's lodge-in (request, back-off poll, receipt): some
 * failed opens the result modal with failed_orders.csv; all in goes to the confirm page; still processing says to
 * check history in 10 minutes.
 */
export function SendFile({ service, fileName, trackingIds, onFinished }: { service: LodgeInService; fileName: string; trackingIds: string[]; onFinished: () => void }) {
  const { dp } = usePortal();
  const navigate = useRouteNavigate();
  const { phase, run, close } = service.useLodgeIn(dp, { onReceiptFailed: onFinished, onLodgedElsewhere: () => undefined });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const at = new Date().toISOString();
    const parcels: ScannedParcel[] = trackingIds.map((trackingId) => ({
      trackingId, orderId: null, identifierType: 'TRACKING_ID', shipperName: null, shipperId: null, globalShipperId: null,
      toName: null, toContact: null, toAddress: null, toPostcode: null, scannedAt: at,
    }));
    void run(parcels);
  }, [run, trackingIds]);

  useEffect(() => {
    if (phase.kind !== 'result') return;
    SEND_RESULT.save({ fileName, successful: phase.successful, failed: phase.failed, receiptId: phase.receiptId });
    if (phase.failed.length === 0) navigate('bulkConfirmOrders');
  }, [phase, fileName, navigate]);
  // Back to idle after working: refused, failed or no receipt (the error is shown by the lodge-in).
  const worked = useRef(false);
  useEffect(() => {
    if (phase.kind !== 'idle') worked.current = true;
    else if (worked.current) onFinished();
  }, [phase, onFinished]);

  if (phase.kind === 'stillProcessing') return <service.ProcessingModal onClose={() => { close(); onFinished(); }} />;
  if (phase.kind === 'result' && phase.failed.length > 0) {
    return (
      <service.ResultModal
        successful={phase.successful}
        failed={phase.failed}
        receiptBusy={false}
        onPrintReceipt={null}
        onDone={() => { close(); if (phase.successful.length > 0) navigate('bulkConfirmOrders'); else onFinished(); }}
      />
    );
  }
  return null;
}
