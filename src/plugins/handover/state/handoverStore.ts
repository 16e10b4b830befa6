// The live handovers: kept in memory for the pages and written through to the operator's draft on every change.
import { useCallback, useSyncExternalStore } from 'react';
import { liveDraft, registerUnsentWork } from '@kernel';
import type { HandoverState } from '../model/session';
import { DIRECTIONS, type Direction } from '../model/statuses';
import { queuedFor, refreshQueued } from './completionQueue';
import { HANDOVER_DRAFT, NO_HANDOVERS } from './handoverDraft';

const live = liveDraft(HANDOVER_DRAFT, NO_HANDOVERS);

/** The handover of a direction as it stands now (outside React: actions, tests). */
export function currentHandover(direction: Direction): HandoverState {
  return live.current()[direction];
}

/** Replaces the handover of a direction and saves both. */
export function setHandover(direction: Direction, next: HandoverState): void {
  live.set({ ...live.current(), [direction]: next });
}

/** The handover of a direction for a page; re-renders on each change. */
export function useHandover(direction: Direction): HandoverState {
  return live.useValue()[direction];
}

const watch = (onChange: () => void) => live.subscribe(onChange);

// A handover with parcels scanned and not completed is lost at a chosen log-out: the shell asks first, naming it (one
// completed offline and waiting is named by the queue instead).
registerUnsentWork(() => DIRECTIONS.flatMap((direction) => {
  const h = currentHandover(direction);
  if (h.jobId === null || h.completed !== null || h.scanned.length + h.unexpected.length === 0) return [];
  if (queuedFor(direction)?.refused === null) return [];
  return [{ messageId: 'handover.unsent_work', values: { direction, job: h.jobId, count: h.scanned.length } }];
}));

/** Before a log-out's question: the queue read, so a completion kept offline is named even if no page read it yet. */
export const unsentReady = refreshQueued;

/**
 * Whether one parcel is scanned, for its row: a scan re-renders the one row whose answer changed, not the whole list
 * (120 rows of a long job).
 */
export function useIsScanned(direction: Direction, barcode: string): boolean {
  const read = useCallback(() => currentHandover(direction).scanned.includes(barcode), [direction, barcode]);
  return useSyncExternalStore(watch, read, read);
}
