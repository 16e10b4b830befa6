/**
 * Sends the handovers completed offline from whatever page is open (the shell starts this once the queue has work):
 * the answer makes the same summary and events as on the page (recordCompleted). A handover page shows the outcome
 * itself; elsewhere the shell's notice says it, with the server's reason when it refused.
 */
import { keepSending, noteSentAway, sentAwayNotice, type DrainEvent, type NoticeText } from '@kernel';
import { completionSteps, MESSAGE_MARK, recordCompleted, type SentCompletion } from '../hooks/useSendCompletions';
import type { Completion } from '../model/completion';
import { completionQueue, refreshQueued } from '../state/completionQueue';
import { COMPLETIONS_QUEUE } from '../state/completionsQueueName';

const ROUTES = { toDriver: ['toDriver', 'driverHandover', 'fromDriver'], fromDriver: ['fromDriver', 'driverHandover', 'toDriver'] } as const;

// Lines not yet read: a second completion sent before the operator closed the notice adds to it.
let unseen: NoticeText[] = [];

function tell(c: Completion, line: NoticeText, refused: boolean): void {
  const shown = sentAwayNotice(COMPLETIONS_QUEUE);
  if (shown === null) unseen = [];
  unseen = [...unseen, line];
  noteSentAway(COMPLETIONS_QUEUE, {
    status: refused || shown?.status === 'warning' ? 'warning' : 'success',
    lines: unseen,
    routeIds: [...ROUTES[c.direction]],
    link: { messageId: 'handover.offline.open' },
  });
}

async function refused(ids: readonly number[], reason: string): Promise<void> {
  const words: string | NoticeText = reason.startsWith(MESSAGE_MARK) ? { messageId: reason.slice(MESSAGE_MARK.length) } : reason;
  for (const e of (await completionQueue.entries()).filter((x) => ids.includes(x.id))) {
    tell(e.item, { messageId: 'handover.offline.refused_away', values: { direction: e.item.direction, job: e.item.jobId, reason: words } }, true);
  }
}

function heard(event: DrainEvent<SentCompletion | null>): void {
  // Only told: a store that cannot be read now (the tab closing) leaves the queue to say it again.
  if (event.kind === 'refused') { refused(event.ids, event.reason).catch(() => undefined); return; }
  const sent = event.outcome.result;
  if (!sent) return;
  recordCompleted(sent.completion, sent.released);
  const c = sent.completion;
  tell(c, { messageId: 'handover.offline.sent_away', values: { direction: c.direction, job: c.jobId, count: c.scanned.length } }, false);
}

/** Starts sending the queue; returns the stop (log-out). */
export function startSendingCompletions(): () => void {
  const stop = keepSending(completionQueue, completionSteps, heard);
  refreshQueued().catch(() => undefined);
  return stop;
}
