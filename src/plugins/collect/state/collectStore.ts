// The live collection: one valtio store, written through to the operator's draft on every change.
import { proxy, useSnapshot } from 'valtio';
import { START, type CollectState } from '../model/steps';
import { COLLECT_DRAFT } from './collectDraft';

const live = proxy<{ owner: string | null; state: CollectState }>({ owner: null, state: START });

/** Loads the draft when the operator or point changed since the store last read it (or on the first ask). */
function ensureOwner(): void {
  const owner = COLLECT_DRAFT.owner();
  if (owner === live.owner) return;
  live.owner = owner;
  live.state = COLLECT_DRAFT.load() ?? START;
}

/** The collection as it stands now (outside React: actions, tests). */
export function currentCollect(): CollectState {
  ensureOwner();
  return live.state;
}

/** Replaces the collection and saves it; START clears the draft. */
export function setCollect(next: CollectState): void {
  ensureOwner();
  live.state = next;
  if (next === START) COLLECT_DRAFT.clear();
  else COLLECT_DRAFT.save(next);
}

export function resetCollect(): void {
  setCollect(START);
}

/** The collection for a page; re-renders on each change. */
export function useCollect(): CollectState {
  ensureOwner();
  return useSnapshot(live).state as CollectState;
}
