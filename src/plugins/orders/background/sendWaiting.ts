/**
 * Sends the parcels kept offline from whatever page is open (the shell starts this once the queue has work): the
 * same steps as ever, with the session's parcels and the point's allowed types read from the session and the portal
 * itself, not from the send page. The send page shows the outcome when open or next time; elsewhere the shell's
 * notice says it, with the server's reason for each parcel refused.
 */
import { getRuntime, keepSending, logEvent, noteSentAway, portalView, sentAwayNotice, session, type DrainEvent, type NoticeText } from '@kernel';
import { createLodgeInReceipt } from '../api/orderApi';
import { MESSAGE_MARK, waitingSteps, type WaitingLodgeIn } from '../hooks/waitingSteps';
import { lodgeInReceiptRows } from '../model/payloads';
import { sessionTypeAllowed } from '../model/sessionRules';
import { attachDraft, needsAttach, sessionIds } from '../state/orderSession';
import { SEND_SCANS_QUEUE, SEND_SCANS_ROUTES } from '../state/sendScansQueue';
import { waitingOutcome } from '../state/waitingOutcome';
import { refreshWaiting, waitingScans, waitingView } from '../state/waitingScans';

/** A reason the portal chose is marked with its catalog id (waitingSteps); the server's words go as they are. */
const reasonOf = (reason: string): string | NoticeText => (reason.startsWith(MESSAGE_MARK) ? { messageId: reason.slice(MESSAGE_MARK.length) } : reason);

// What the notice says until the operator reads it: outcomes of several sends add up.
let unseen = { lodged: 0, refused: [] as { id: string; reason: string }[] };

function tell(lodged: number, refused: readonly { id: string; reason: string }[]): void {
  if (sentAwayNotice(SEND_SCANS_QUEUE) === null) unseen = { lodged: 0, refused: [] };
  unseen = { lodged: unseen.lodged + lodged, refused: [...unseen.refused, ...refused] };
  const { lodged: ok, refused: no } = unseen;
  const lines: NoticeText[] = [];
  if (ok > 0) lines.push({ messageId: 'orders.offline.lodged', values: { count: ok } });
  if (no.length > 0) lines.push({ messageId: 'orders.offline.refused_count', values: { count: no.length } });
  for (const r of no) lines.push({ messageId: 'orders.offline.refused_row', values: { id: r.id, reason: reasonOf(r.reason) } });
  noteSentAway(SEND_SCANS_QUEUE, {
    status: no.length > 0 ? 'warning' : 'success', lines, routeIds: SEND_SCANS_ROUTES, link: { messageId: 'orders.offline.open_send' },
  });
}

async function lodged({ statusId, successful, failed }: WaitingLodgeIn): Promise<void> {
  logEvent('lodgeIn', { outcome: 'processed', statusId, successful: successful.length, failed: failed.map((f) => f.barcode) });
  let receiptId: number | null = null;
  const dp = session.dpInfo;
  if (successful.length > 0 && dp) {
    try {
      receiptId = (await createLodgeInReceipt(lodgeInReceiptRows(successful, dp))).id;
    } catch {
      // The parcels are lodged; only the receipt is missing (the result then offers no print).
    }
  }
  waitingOutcome.last = { successful: successful.map((p) => p.trackingId), failed, receiptId };
  tell(successful.length, failed.map((f) => ({ id: f.barcode, reason: f.errorMessage ?? `${MESSAGE_MARK}lodge_in_failed` })));
}

async function refused(ids: readonly number[], reason: string): Promise<void> {
  const entries = await waitingScans.entries();
  const codes = entries.filter((e) => ids.includes(e.id)).map((e) => e.item.parcel?.trackingId ?? e.item.code);
  tell(0, codes.map((id) => ({ id, reason })));
}

function heard(event: DrainEvent<WaitingLodgeIn>): void {
  // The outcome is only told: a store that cannot be read now (the tab closing) leaves the queue to say it again.
  (event.kind === 'sent' ? lodged(event.outcome.result) : refused(event.ids, event.reason)).catch(() => undefined);
}

/** Starts sending the queue; returns the stop (log-out), which forgets the outcome too. */
export function startSendingWaiting(): () => void {
  const steps = waitingSteps({
    // The operator's session as the send page would restore it: a waiting copy of a parcel already listed is refused.
    sessionIds: () => {
      const dp = session.dpInfo;
      if (dp && needsAttach(dp.id)) attachDraft(dp.id);
      return sessionIds();
    },
    allowed: (type) => sessionTypeAllowed(type, portalView(getRuntime().config, session).gate),
  }, () => waitingView.entries);
  const stop = keepSending(waitingScans, steps, heard);
  refreshWaiting().catch(() => undefined);
  return () => {
    stop();
    // The next operator on this browser never sees what this one sent.
    waitingOutcome.last = null;
    unseen = { lodged: 0, refused: [] };
  };
}
