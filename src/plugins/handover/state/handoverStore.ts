// The live handovers: one valtio store, written through to the operator's draft on every change.
import { useCallback, useSyncExternalStore } from 'react';
import { proxy, subscribe, useSnapshot } from 'valtio';
import type { HandoverState } from '../model/session';
import type { Direction } from '../model/statuses';
import { HANDOVER_DRAFT, NO_HANDOVERS, type HandoverDrafts } from './handoverDraft';

const live = proxy<{ owner: string | null; drafts: HandoverDrafts }>({ owner: null, drafts: NO_HANDOVERS });

/** Loads the draft when the operator or point changed since the store last read it (or on the first ask). */
function ensureOwner(): void {
  const owner = HANDOVER_DRAFT.owner();
  if (owner === live.owner) return;
  live.owner = owner;
  live.drafts = HANDOVER_DRAFT.load() ?? NO_HANDOVERS;
}

/** The handover of a direction as it stands now (outside React: actions, tests). */
export function currentHandover(direction: Direction): HandoverState {
  ensureOwner();
  return live.drafts[direction];
}

/** Replaces the handover of a direction and saves both. */
export function setHandover(direction: Direction, next: HandoverState): void {
  ensureOwner();
  live.drafts = { ...live.drafts, [direction]: next };
  HANDOVER_DRAFT.save(live.drafts);
}

/** The handover of a direction for a page; re-renders on each change. */
export function useHandover(direction: Direction): HandoverState {
  ensureOwner();
  return useSnapshot(live).drafts[direction] as HandoverState;
}

const watch = (onChange: () => void) => subscribe(live, onChange);

/**
 * Whether one parcel is scanned, for its row: a scan re-renders the one row whose answer changed, not the whole list
 * (120 rows of a long job).
 */
export function useIsScanned(direction: Direction, barcode: string): boolean {
  const read = useCallback(() => currentHandover(direction).scanned.includes(barcode), [direction, barcode]);
  return useSyncExternalStore(watch, read, read);
}
